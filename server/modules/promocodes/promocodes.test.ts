import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROMO_NOT_FOUND } from "../../../domain/promo-code-messages.ts";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { PROMO_EXPIRED, PROMO_NOT_YET_VALID, PROMO_REQUIRES_LOGIN, type PromoCode, promoRefusal } from "./service.ts";

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
    advertised: false,
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

  const listed = async () => {
    const { status, body } = await get("/api/v1/promocodes");
    expect(status).toBe(200);
    return body.data.map((c: { Code: string }) => c.Code) as string[];
  };

  it("publishes only the advertised codes usable now by anyone", async () => {
    // HOST20 is valid but given out privately; KLUBB15 needs a login; UTLOPT50 and FREMTID10 are
    // advertised but outside their periods.
    expect(await listed()).toEqual(["VELKOMMEN100"]);
    const [welcome] = (await get("/api/v1/promocodes")).body.data;
    expect(welcome).toMatchObject({
      Id: 1,
      Name: "Velkommen – 100 kr",
      Code: "VELKOMMEN100",
      Fixed: true,
      Amount: 100,
    });
  });

  describe("with codes an administrator set up", () => {
    // Ids far from the demo codes; removed again, since on PostgreSQL the files share one database.
    const extra = [
      [901, "ANNONSERT", true, false, true, "2025-01-01", "2030-12-31"],
      [902, "PRIVAT", false, false, true, "2025-01-01", "2030-12-31"],
      [903, "KLUBBANNONSE", true, true, true, "2025-01-01", "2030-12-31"],
      [904, "AVSLATT", true, false, false, "2025-01-01", "2030-12-31"],
      [905, "GAMMEL", true, false, true, "2025-01-01", "2026-05-31"],
      [906, "SNART", true, false, true, "2026-06-02", "2030-12-31"],
    ] as const;
    beforeAll(async () => {
      for (const [id, code, advertised, requiresLogin, active, from, to] of extra) {
        await rows(
          t.database,
          `insert into promo_codes (id, name, code, valid_from, valid_to, fixed, amount, advertised, requires_login, active)
           values ($1, $2, $2, $3, $4, true, 5000, $5, $6, $7)`,
          [id, code, `${from}T00:00:00Z`, `${to}T23:59:59Z`, advertised, requiresLogin, active],
        );
      }
    });
    afterAll(async () => {
      await rows(t.database, "delete from promo_codes where id = any($1::int[])", [extra.map(([id]) => id)]);
    });

    it("lists an advertised code, never one given out privately, needing a login, switched off or out of its period", async () => {
      expect(await listed()).toEqual(["VELKOMMEN100", "ANNONSERT"]);
    });

    it("still accepts a private code when it is typed", async () => {
      const { status, body } = await get("/api/v1/promocodes/check/privat");
      expect(status).toBe(200);
      expect(body).toMatchObject({ Id: 902, Code: "PRIVAT", Fixed: true, Amount: 50 });
    });

    it("lists a new code only once an administrator advertises it", async () => {
      const [{ advertised }] = await rows<{ advertised: boolean }>(
        t.database,
        "insert into promo_codes (id, name, code, valid_from, valid_to, fixed, amount) values (907, 'Ny', 'NY', $1, $2, true, 100) returning advertised",
        ["2025-01-01T00:00:00Z", "2030-12-31T23:59:59Z"],
      );
      try {
        expect(advertised).toBe(false);
        expect(await listed()).not.toContain("NY");
      } finally {
        await rows(t.database, "delete from promo_codes where id = 907");
      }
    });
  });

  it("still checks a valid code that is not advertised", async () => {
    const { status, body } = await get("/api/v1/promocodes/check/HOST20");
    expect(status).toBe(200);
    expect(body).toMatchObject({ Id: 2, Code: "HOST20", Fixed: false, Amount: 20 });
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
