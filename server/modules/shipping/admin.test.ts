// Shipping methods in the back office (issue 31): an administrator lists, creates and changes them with
// the price typed in kroner the Norwegian way and stored in øre; the checkout's list shows a change at
// once; bad forms get Norwegian 422s with nothing written; each change leaves its audit row; other
// roles are refused.
import { describe, expect, it } from "vitest";
import { BAD_KRONER } from "../../../domain/kroner-input.ts";
import { SHIPPING_TYPE_MESSAGE } from "../../../domain/schemas/shipping-admin.ts";
import { restoreRowsLater } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";
import { SHIPPING_METHOD_NOT_FOUND } from "./admin-service.ts";

let t: TestApp;
let admin: Browser;
const others: Browser[] = [];

/** The test app; on close the methods and their audit rows are put back (the PostgreSQL database is shared). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  const restore = await restoreRowsLater(app.database, "shipping_methods");
  const [{ last }] = await rows<{ last: number | null }>(app.database, "select max(id) as last from audit_log");
  return {
    ...app,
    async close() {
      await restore();
      await rows(app.database, "delete from audit_log where id > $1", [last ?? 0]);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.4.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  for (const [i, [email, password]] of [
    ["ansatt@example.no", "Ansatt-passord-1"],
    ["redaktor@example.no", "Redaktor-passord-1"],
    ["kari@example.no", "Demo-passord-1"],
  ].entries()) {
    const browser = new Browser(t.app, `10.4.0.${i + 2}`);
    await browser.login(email, password);
    others.push(browser);
  }
});

const method = (changes: Record<string, unknown> = {}) => ({
  name: "Hjemlevering kveld",
  description: "Levert på døren mellom 17 og 21",
  type: "delivery",
  price: "149,50",
  sort: 5,
  active: true,
  ...changes,
});

const checkoutList = async () =>
  (await new Browser(t.app).get("/api/v1/shipping_methods")).json().data as { id: number; price: number }[];
const methodCount = async () =>
  Number((await rows<{ n: string }>(t.database, "select count(*) n from shipping_methods"))[0].n);

describe("shipping methods in the back office", () => {
  it("lists every method, inactive ones too, with the price as the form shows it and in øre", async () => {
    await rows(t.database, "update shipping_methods set active = false where id = 2");
    const res = await admin.get("/api/v1/backoffice/shipping-methods");
    expect(res.statusCode).toBe(200);
    const stored = await rows<{ id: number; price_ore: number; active: boolean }>(
      t.database,
      "select id, price_ore, active from shipping_methods order by sort, id",
    );
    const listed = res.json().data;
    expect(listed.map((m: { id: number }) => m.id)).toEqual(stored.map((s) => s.id));
    expect(listed.find((m: { id: number }) => m.id === 2).active).toBe(false);
    for (const m of listed) {
      const row = stored.find((s) => s.id === m.id);
      expect(m.priceOre).toBe(row?.price_ore);
      expect(m.price).toBe(((row?.price_ore ?? 0) / 100).toFixed(2).replace(".", ","));
    }
    await rows(t.database, "update shipping_methods set active = true where id = 2");
  });

  it("creates a method from kroner typed with a comma; the checkout offers it at once; one audit row", async () => {
    await checkoutList(); // cached before the change
    const res = await admin.post("/api/v1/backoffice/shipping-methods", method());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ type: "delivery", price: "149,50", priceOre: 14_950, sort: 5, active: true });
    const [row] = await rows(t.database, "select price_ore, type from shipping_methods where id = $1", [created.id]);
    expect(row).toEqual({ price_ore: 14_950, type: "delivery" });
    expect((await checkoutList()).find((m) => m.id === created.id)?.price).toBe(149.5);
    const log = (await admin.get(`/api/v1/backoffice/audit?entity=shipping&id=${created.id}`)).json().data;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "shipping.create", entityId: String(created.id) });
    expect(log[0].after).toMatchObject({ name: "Hjemlevering kveld", priceOre: 14_950, type: "delivery" });
  });

  it("changes a method: an inactive one leaves the checkout at once; only the changed fields are logged", async () => {
    const { data } = (await admin.post("/api/v1/backoffice/shipping-methods", method({ type: "pickup" }))).json();
    const res = await admin.patch(
      `/api/v1/backoffice/shipping-methods/${data.id}`,
      method({ type: "pickup", price: "1 299", active: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price: "1299,00", priceOre: 129_900, active: false });
    expect((await checkoutList()).some((m) => m.id === data.id)).toBe(false);
    const [entry] = (await admin.get(`/api/v1/backoffice/audit?entity=shipping&id=${data.id}`)).json().data;
    expect(entry.action).toBe("shipping.update");
    expect(Object.keys(entry.after).sort()).toEqual(["active", "priceOre"]);
  });

  it.each([
    [{ price: "12,345" }, "price", BAD_KRONER],
    [{ price: "tolv" }, "price", BAD_KRONER],
    [{ type: "post" }, "type", SHIPPING_TYPE_MESSAGE],
    [{ name: " " }, "name", "Feltet må fylles ut"],
    [{ sort: -1 }, "sort", undefined],
  ])("refuses %j with a Norwegian 422 on %s, writing nothing", async (changes, field, message) => {
    const before = await methodCount();
    const res = await admin.post("/api/v1/backoffice/shipping-methods", method(changes));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
    if (message) expect(res.json().errors[field]).toContain(message);
    expect(await methodCount()).toBe(before);
  });

  it("answers an unknown method with 404", async () => {
    const res = await admin.patch("/api/v1/backoffice/shipping-methods/99999999", method());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SHIPPING_METHOD_NOT_FOUND);
  });

  it("is refused to staff, editors and customers (403) and to a visitor (404), with nothing written", async () => {
    const before = await methodCount();
    for (const browser of others) {
      for (const res of [
        await browser.get("/api/v1/backoffice/shipping-methods"),
        await browser.post("/api/v1/backoffice/shipping-methods", method()),
        await browser.patch("/api/v1/backoffice/shipping-methods/1", method()),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
      }
    }
    const visitor = await new Browser(t.app, "10.4.1.1").post("/api/v1/backoffice/shipping-methods", method());
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().message).toBe(NO_USER_MESSAGE);
    expect(await methodCount()).toBe(before);
  });
});
