import { describe, expect, it } from "vitest";
import { PROMO_LOGIN_PATH, PROMO_NOT_FOUND, promoFailure, UNKNOWN_422 } from "./promo-code.ts";

describe("promo code failures (spec section 8)", () => {
  it("404 is 'Verdikode finnes ikke'", () => {
    expect(promoFailure(404, { message: "x" }, false)).toEqual({ messages: [PROMO_NOT_FOUND], openLogin: false });
  });

  it("422 with field errors shows each field's message", () => {
    const body = { message: "Verdikoden er utløpt", errors: { code: ["Verdikoden er utløpt"], other: ["B"] } };
    expect(promoFailure(422, body, false)).toEqual({ messages: ["Verdikoden er utløpt", "B"], openLogin: false });
  });

  it("422 without details is 'Ukjent 422 error'", () => {
    expect(promoFailure(422, { message: "x" }, false).messages).toEqual([UNKNOWN_422]);
    expect(promoFailure(422, { errors: {} }, false).messages).toEqual([UNKNOWN_422]);
  });

  it("a customer_id error opens the login form only when nobody is logged in", () => {
    const body = { errors: { customer_id: ["Denne koden krever at du er innlogget"] } };
    expect(promoFailure(422, body, false).openLogin).toBe(true);
    expect(promoFailure(422, body, true).openLogin).toBe(false);
    expect(PROMO_LOGIN_PATH).toContain("openCart=1");
  });

  it("other errors show the server's message", () => {
    expect(promoFailure(500, { message: "Noe gikk galt" }, false).messages).toEqual(["Noe gikk galt"]);
  });
});
