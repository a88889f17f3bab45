import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../lib/api-client.ts";
import {
  checkBody,
  fieldName,
  firstErrorUnder,
  firstFieldError,
  serverFailure,
  UNKNOWN_ERROR,
} from "./use-api-form.ts";

describe("serverFailure (what a form shows for a refused request)", () => {
  it("shows the server's message and its field errors as they are", () => {
    const err = new ApiError(422, { message: "Ikke gyldig data, alle feltene må fylles ut", errors: { phone: ["x"] } });
    expect(serverFailure(err)).toEqual({
      messages: ["Ikke gyldig data, alle feltene må fylles ut"],
      fields: { phone: ["x"] },
    });
  });

  it("falls back to 'Noe gikk galt'", () => {
    expect(serverFailure(new ApiError(500, {}))).toEqual({ messages: [UNKNOWN_ERROR], fields: undefined });
    expect(serverFailure(new Error("offline"))).toEqual({ messages: [UNKNOWN_ERROR] });
  });
});

describe("serverFailure names nested fields as the form does", () => {
  it("turns the server's dotted paths into Conform's names", () => {
    const err = new ApiError(422, {
      message: "Ugyldig forespørsel",
      errors: { "questions.0.options": ["a"], "slot.title": ["b"], "line.12": ["c"], price: ["d"] },
    });
    expect(serverFailure(err).fields).toEqual({
      "questions[0].options": ["a"],
      "slot.title": ["b"],
      "line[12]": ["c"],
      price: ["d"],
    });
  });
});

describe("fieldName", () => {
  it("writes a path as Conform names its field", () => {
    expect(fieldName(["questions", 0, "options", 1, "text"])).toBe("questions[0].options[1].text");
    expect(fieldName(["lines", "3"])).toBe("lines[3]");
    expect(fieldName(["price"])).toBe("price");
    expect(fieldName([])).toBe("");
  });
});

describe("checkBody (a back-office form's body, validated by the route's own schema)", () => {
  const schema = z.strictObject({
    name: z.string().trim().min(1, "Feltet må fylles ut"),
    price: z.string().transform((v) => Math.round(Number(v.replace(",", ".")) * 100)),
    questions: z.array(z.strictObject({ text: z.string().min(1, "Skriv spørsmålet") })).min(1, "Minst ett"),
  });

  it("gives the parsed value of a valid body", () => {
    expect(checkBody(schema, { name: " Vinter ", price: "12,50", questions: [{ text: "Hvor?" }] })).toEqual({
      value: { name: "Vinter", price: 1250, questions: [{ text: "Hvor?" }] },
    });
  });

  it("names each error by its field, nested ones as Conform does, in the schema's words", () => {
    expect(checkBody(schema, { name: "", price: "1", questions: [{ text: "" }] })).toEqual({
      error: { name: ["Feltet må fylles ut"], "questions[0].text": ["Skriv spørsmålet"] },
    });
    expect(checkBody(schema, { name: "x", price: "1", questions: [] }).error).toEqual({ questions: ["Minst ett"] });
  });

  it("refuses what the route refuses, an unknown key too", () => {
    const checked = checkBody(schema, { name: "x", price: "1", questions: [{ text: "y" }], extra: 1 });
    expect(checked.error?.[""]).toHaveLength(1);
  });
});

describe("firstErrorUnder and firstFieldError", () => {
  const errors = {
    "": ["Ugyldig forespørsel"],
    price: ["Skriv beløpet i kroner"],
    "questions[0].options": ["Merk nøyaktig ett svaralternativ som riktig"],
    "questions[10].text": ["Feltet må fylles ut"],
    empty: [],
  };

  it("finds a field's error and the errors inside it, not a neighbour's with a longer name", () => {
    expect(firstErrorUnder(errors, "price")).toBe("Skriv beløpet i kroner");
    expect(firstErrorUnder(errors, "questions[0]")).toBe("Merk nøyaktig ett svaralternativ som riktig");
    expect(firstErrorUnder(errors, "questions[1]")).toBeUndefined();
    expect(firstErrorUnder(errors, "pri")).toBeUndefined();
    expect(firstErrorUnder(errors, "empty")).toBeUndefined();
  });

  it("summarises with the first field's error, never the form's own message", () => {
    expect(firstFieldError(errors)).toBe("Skriv beløpet i kroner");
    expect(firstFieldError({ "": ["x"] })).toBeUndefined();
  });
});
