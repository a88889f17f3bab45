import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client.ts";
import { serverFailure, UNKNOWN_ERROR } from "./use-api-form.ts";

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
