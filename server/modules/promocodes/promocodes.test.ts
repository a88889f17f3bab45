import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import {
  PROMO_EXPIRED,
  PROMO_NOT_FOUND,
  PROMO_NOT_YET_VALID,
  PROMO_REQUIRES_LOGIN,
  type PromoCode,
  promoRefusal,
} from "./service.ts";

describe("promo code rules", () => {
  const row: PromoCode = {
    id: 1,
    name: "x",
    code: "X",
    validFrom: new Date("2026-01-01T00:00:00Z"),
    validTo: new Date("2026-01-31T23:59:59Z"),
    fixed: true,
    amount: 10000,
    type: "Standard",
    requiresLogin: false,
    active: true,
  };

  it("refuses a code before and after its period and accepts it inside", () => {
    expect(promoRefusal(row, null, new Date("2025-12-31T23:59:59Z"))?.message).toBe(PROMO_NOT_YET_VALID);
    expect(promoRefusal(row, null, new Date("2026-02-01T00:00:00Z"))?.message).toBe(PROMO_EXPIRED);
    expect(promoRefusal(row, null, new Date("2026-01-15T00:00:00Z"))).toBeNull();
  });

  it("asks for login with a customer_id error when the code needs a customer", () => {
    const refusal = promoRefusal({ ...row, requiresLogin: true }, null, new Date("2026-01-15T00:00:00Z"));
    // A 422 (plugins/errors.ts maps kind "invalid" to 422).
    expect(refusal?.kind).toBe("invalid");
    expect(refusal?.errors).toEqual({ customer_id: [PROMO_REQUIRES_LOGIN] });
    expect(promoRefusal({ ...row, requiresLogin: true }, 7, new Date("2026-01-15T00:00:00Z"))).toBeNull();
  });
});

describe("promo code API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock: () => new Date("2026-06-01T12:00:00Z") });
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() };
  };

  it("lists the codes valid now", async () => {
    const { status, body } = await get("/api/v1/promocodes");
    expect(status).toBe(200);
    expect(body.data.map((c: { Code: string }) => c.Code)).toEqual(["VELKOMMEN100", "HOST20", "KLUBB15"]);
  });

  it("answers a check with the spec's fields: Fixed gives kroner, otherwise a percentage", async () => {
    const fixed = await get("/api/v1/promocodes/check/VELKOMMEN100");
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ Id: 1, Name: "Velkommen – 100 kr", Fixed: true, Amount: 100, Type: "Standard" });
    expect(fixed.body.ValidFrom).toBe("2025-01-01T00:00:00.000Z");
    expect(fixed.body.ValidTo).toBe("2030-12-31T23:59:59.000Z");
    const percent = await get("/api/v1/promocodes/check/host20");
    expect(percent.body).toMatchObject({ Id: 2, Fixed: false, Amount: 20 });
  });

  it("answers 404 'Verdikode finnes ikke' for an unknown code", async () => {
    const { status, body } = await get("/api/v1/promocodes/check/FINNESIKKE");
    expect(status).toBe(404);
    expect(body).toEqual({ message: PROMO_NOT_FOUND });
  });

  it("answers any text, blank included, with 404 when it is no code", async () => {
    for (const code of ["%20", "vel%20kommen", "x".repeat(30)]) {
      const { status, body } = await get(`/api/v1/promocodes/check/${code}`);
      expect(status).toBe(404);
      expect(body.message).toBe(PROMO_NOT_FOUND);
    }
  });

  it("refuses expired and not yet valid codes with 422 and a field message", async () => {
    const expired = await get("/api/v1/promocodes/check/UTLOPT50");
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual({ message: PROMO_EXPIRED, errors: { code: [PROMO_EXPIRED] } });
    const future = await get("/api/v1/promocodes/check/FREMTID10");
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ code: [PROMO_NOT_YET_VALID] });
  });

  it("answers 422 with a customer_id error for a login-only code without a customer", async () => {
    const { status, body } = await get("/api/v1/promocodes/check/KLUBB15");
    expect(status).toBe(422);
    expect(body.errors).toEqual({ customer_id: [PROMO_REQUIRES_LOGIN] });
  });
});
