// Promo codes in the back office (issue 15): an administrator creates and changes codes, bad forms get
// Norwegian 422s, a taken code 409, each change its audit row, and a new code works in the shop at once.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BAD_KRONER } from "../../../domain/kroner-input.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  checkoutMark,
  createCheckoutTestApp,
  placeCardReservation,
  removeCheckoutsSince,
  type StockedVariant,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE } from "../../plugins/session.ts";
import { PROMO_CODE_FORMAT, PROMO_FIXED, PROMO_PERCENT, PROMO_PERIOD } from "./admin-schemas.ts";
import { PROMO_CODE_TAKEN } from "./admin-service.ts";

const SHOP = 55;
let t: CheckoutTestApp;
let variant: StockedVariant;
let admin: Browser;
let editor: Browser;
let staff: Browser;
let customer: Browser;

/** The checkout test app, which also removes the codes this file made (the PostgreSQL database is shared). */
async function openApp(): Promise<CheckoutTestApp> {
  const app = await createCheckoutTestApp();
  const mark = await checkoutMark(app);
  return {
    ...app,
    async close() {
      await removeCheckoutsSince(app, mark);
      const made = "select id from promo_codes where code like 'TEST%'";
      await rows(
        app.database,
        `delete from audit_log where entity_type = 'promocode' and entity_id in (select id::text from (${made}) m)`,
      );
      await rows(app.database, `delete from promo_codes where id in (${made})`);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  [variant] = await stockedVariants(t, SHOP, 1);
  admin = new Browser(t.app, "10.2.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  editor = new Browser(t.app, "10.2.0.2");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
  staff = new Browser(t.app, "10.2.0.3");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
  customer = new Browser(t.app, "10.2.0.4");
  await customer.login("kari@example.no", "Demo-passord-1");
});

/** A code no earlier run has used (the PostgreSQL test database is shared between runs). */
const freshCode = () => `TEST${randomBytes(4).toString("hex").toUpperCase()}`;

const form = (changes: Record<string, unknown> = {}) => ({
  name: "Vinterkode",
  code: freshCode(),
  fixed: true,
  amount: "49,50",
  validFrom: "2020-01-01",
  validTo: "2099-12-31",
  advertised: false,
  requiresLogin: false,
  ...changes,
});

const URL = "/api/v1/backoffice/promocodes";

describe("creating a promo code", () => {
  it("stores the amount in øre and the period as Oslo days, writes an audit row and works in the shop", async () => {
    const body = form();
    const res = await admin.post(URL, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ code: body.code, amount: "49,50", validFrom: "2020-01-01", uses: 0 });
    const [row] = await rows(t.database, "select amount, valid_from, valid_to from promo_codes where id = $1", [
      created.id,
    ]);
    expect(row.amount).toBe(4950);
    // Oslo midnight (UTC+1 in winter) starts the first day; the last day lasts until the next midnight.
    expect(new Date(row.valid_from as string).toISOString()).toBe("2019-12-31T23:00:00.000Z");
    expect(new Date(row.valid_to as string).toISOString()).toBe("2099-12-31T22:59:59.999Z");
    const [audit] = await rows(
      t.database,
      "select action, actor_name from audit_log where entity_type = $1 and entity_id = $2",
      ["promocode", String(created.id)],
    );
    expect(audit.action).toBe("promocode.create");

    const check = await customer.get(`/api/v1/promocodes/check/${body.code}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ Code: body.code, Fixed: true, Amount: 49.5 });
  });

  it("keeps a percent code as percent × 100, as the cart reads it", async () => {
    const body = form({ fixed: false, amount: "15" });
    const res = await admin.post(URL, body);
    expect(res.statusCode, res.body).toBe(201);
    expect((await customer.get(`/api/v1/promocodes/check/${body.code}`)).json()).toMatchObject({
      Fixed: false,
      Amount: 15,
    });
  });

  it("refuses a code that is taken with 409 and writes nothing", async () => {
    const body = form();
    expect((await admin.post(URL, body)).statusCode).toBe(201);
    const again = await admin.post(URL, { ...body, name: "Kopi" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROMO_CODE_TAKEN);
    const found = await rows(t.database, "select name from promo_codes where code = $1", [body.code]);
    expect(found.map((f) => f.name)).toEqual(["Vinterkode"]);
  });

  it.each([
    [{ code: "vinter-10" }, "code", PROMO_CODE_FORMAT],
    [{ fixed: false, amount: "0" }, "amount", PROMO_PERCENT],
    [{ fixed: false, amount: "101" }, "amount", PROMO_PERCENT],
    [{ fixed: false, amount: "12,5" }, "amount", PROMO_PERCENT],
    [{ amount: "0,00" }, "amount", PROMO_FIXED],
    [{ amount: "49,505" }, "amount", BAD_KRONER],
    [{ validFrom: "2026-12-01", validTo: "2026-11-30" }, "validTo", PROMO_PERIOD],
  ])("refuses %j with a Norwegian 422", async (changes, field, message) => {
    const body = form(changes);
    const res = await admin.post(URL, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await rows(t.database, "select id from promo_codes where code = $1", [body.code])).toEqual([]);
  });

  it.each([
    ["an editor", () => editor],
    ["staff", () => staff],
    ["a customer", () => customer],
  ])("is refused to %s", async (_who, browser) => {
    const body = form();
    const res = await browser().post(URL, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    expect(await rows(t.database, "select id from promo_codes where code = $1", [body.code])).toEqual([]);
  });
});

describe("changing a promo code", () => {
  it("saves the change with its audit row, and the list counts the code's uses", async () => {
    const body = form();
    const { id } = (await admin.post(URL, body)).json().data;
    const res = await admin.patch(`${URL}/${id}`, { ...body, requiresLogin: true, advertised: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ requiresLogin: true, advertised: true });
    const audits = await rows(
      t.database,
      "select action, changes from audit_log where entity_type = 'promocode' and entity_id = $1 order by id",
      [String(id)],
    );
    expect(audits.map((a) => a.action)).toEqual(["promocode.create", "promocode.update"]);
    expect((audits[1].changes as { after: object }).after).toEqual({ requiresLogin: true, advertised: true });

    const check = await new Browser(t.app, "10.2.0.9").get(`/api/v1/promocodes/check/${body.code}`);
    expect(check.statusCode).toBe(422);

    const usesOf = async () =>
      ((await admin.get(URL)).json().data as { id: number; uses: number }[]).find((c) => c.id === id)?.uses;
    expect(await usesOf()).toBe(0);
    await t.setStockForTest(variant.variant_id, SHOP, 10);
    await placeCardReservation(customer, {
      shop: SHOP,
      order: [{ EanNo: variant.ean, Count: 1 }],
      promocodeId: id,
    });
    expect(await usesOf()).toBe(1);
  });

  it("refuses taking another code's text with 409", async () => {
    const first = form();
    await admin.post(URL, first);
    const second = form();
    const { id } = (await admin.post(URL, second)).json().data;
    const res = await admin.patch(`${URL}/${id}`, { ...second, code: first.code });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROMO_CODE_TAKEN);
  });
});
