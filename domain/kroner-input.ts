// Kroner as a person types them in a back office form: "1299", "1299,5", "1 299,50" or "1299.50".
// Prices are stored in øre, so anything with more than two decimals (or not a number) is refused
// rather than rounded: a silently changed price is worse than a question.

export const BAD_KRONER = "Skriv beløpet i kroner, med komma eller punktum og høyst to desimaler";

const KRONER = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** Øre from typed kroner, or null when the text is not kroner with at most two decimals. */
export function parseKroner(text: string): number | null {
  const match = KRONER.exec(text.replace(/[\s\u00a0]/g, ""));
  if (!match) return null;
  const [, whole, decimals = ""] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
}
