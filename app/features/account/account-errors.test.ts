import { describe, expect, it } from "vitest";
import { ACCOUNT_EXISTS, OTHER_USER, REQUIRED_FIELD_MESSAGES } from "../../../domain/account-messages.ts";
import { ApiError } from "../../lib/api-client.ts";
import {
  fieldErrors,
  INVALID_UPDATE,
  serverMessage,
  UNKNOWN_ERROR,
  updateErrorMessage,
  withoutEmpty,
} from "./account-errors.ts";

describe("updateErrorMessage", () => {
  it("401 is 'En annen bruker er logget inn'", () => {
    expect(updateErrorMessage(401, { message: "x" })).toBe(OTHER_USER);
  });

  it("maps each required field's error to its text", () => {
    for (const [field, text] of Object.entries(REQUIRED_FIELD_MESSAGES)) {
      expect(updateErrorMessage(422, { message: "Ikke gyldig data", errors: { [field]: [text] } })).toBe(text);
    }
  });

  it("anything else is 'Ugyldig data', except the 423 account text", () => {
    expect(updateErrorMessage(422, { errors: { email: ["Ugyldig e-postadresse"] } })).toBe(INVALID_UPDATE);
    expect(updateErrorMessage(500, {})).toBe(INVALID_UPDATE);
    expect(updateErrorMessage(423, { message: ACCOUNT_EXISTS })).toBe(ACCOUNT_EXISTS);
  });
});

describe("form helpers", () => {
  it("drops empty fields and keeps false and 0", () => {
    expect(withoutEmpty({ a: "", b: "x", c: null, d: false, e: 0 })).toEqual({ b: "x", d: false, e: 0 });
  });

  it("takes the first message of each field", () => {
    expect(fieldErrors({ errors: { a: ["one", "two"] } })).toEqual({ a: "one" });
    expect(fieldErrors({})).toEqual({});
  });
});

describe("serverMessage", () => {
  it("shows the server's Norwegian message as is", () => {
    expect(serverMessage(new ApiError(422, { message: ACCOUNT_EXISTS }))).toBe(ACCOUNT_EXISTS);
  });

  it("is 'Noe gikk galt' when the server said nothing or the request never reached it", () => {
    expect(UNKNOWN_ERROR).toBe("Noe gikk galt");
    expect(serverMessage(new ApiError(500, {}))).toBe(UNKNOWN_ERROR);
    expect(serverMessage(new TypeError("Failed to fetch"))).toBe(UNKNOWN_ERROR);
  });
});
