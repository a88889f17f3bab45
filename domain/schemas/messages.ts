// The Norwegian words for what zod finds wrong with a field that has no message of its own: plain
// language a shopper or an API client can act on, never type names ("string", "number"). Set once for
// the whole process, on the server and in the browser alike (fields.ts, which every schema uses,
// imports this module). Zod's own "no" locale names types and patterns, so the shop words its own.
import { type core, z } from "zod";

const TYPE_WORDS: Record<string, string> = {
  number: "Må være et tall",
  int: "Må være et heltall",
  bigint: "Må være et heltall",
  boolean: "Må være ja eller nei (true/false)",
  string: "Må være tekst",
  array: "Må være en liste",
  object: "Må være et objekt",
};

const count = (n: number | bigint) => n.toString();

export function norwegianMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Må fylles ut";
      // A list where one value belongs: most often a query key given twice (?a=1&a=2).
      if (Array.isArray(issue.input)) return "Oppgi bare én verdi";
      return TYPE_WORDS[issue.expected] ?? "Ugyldig verdi";
    case "invalid_value":
      return issue.values.length <= 5 ? `Ugyldig valg (velg en av: ${issue.values.join(", ")})` : "Ugyldig valg";
    case "too_big":
      if (issue.origin === "string") return `For lang verdi (høyst ${count(issue.maximum)} tegn)`;
      if (issue.origin === "array" || issue.origin === "set") return `For mange (høyst ${count(issue.maximum)})`;
      return `For stor verdi (høyst ${count(issue.maximum)})`;
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? "Må fylles ut" : `For kort verdi (minst ${count(issue.minimum)} tegn)`;
      }
      if (issue.origin === "array" || issue.origin === "set") return `For få (minst ${count(issue.minimum)})`;
      return issue.inclusive
        ? `For liten verdi (minst ${count(issue.minimum)})`
        : `Må være større enn ${count(issue.minimum)}`;
    case "invalid_format":
      return issue.format === "email" ? "Ugyldig e-postadresse" : "Ugyldig format";
    case "unrecognized_keys":
      return `${issue.keys.length > 1 ? "Ukjente felt" : "Ukjent felt"}: ${issue.keys.join(", ")}`;
    case "not_multiple_of":
      return `Må gå opp i ${count(issue.divisor)}`;
    default:
      return "Ugyldig verdi";
  }
}

z.config({ localeError: norwegianMessage });
