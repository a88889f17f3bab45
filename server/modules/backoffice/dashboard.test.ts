// The dashboard's numbers (issue 29): the reservations ready for pickup by deadline and those running
// out within a day, staff only of their own shop and an administrator of the chosen shop or all; and
// the variants running low, with the article search that lists them.
import { beforeAll, describe, expect, it } from "vitest";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { LOW_STOCK_MAX } from "../../../domain/low-stock.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { type CheckoutTestApp, createCheckoutTestApp, paidPickupReservation } from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";

const SHOP = 55;
const OTHER_SHOP = 1;
const STAFF: Staff = { id: 2, name: "Ola Hansen", role: "staff", staffShopId: SHOP };
const ADMIN: Staff = { id: 3, name: "Ingrid Berg", role: "admin", staffShopId: null };

let t: CheckoutTestApp;
let staff: Browser;
let dueToday: number;
let dueNextWeek: number;
let otherShop: number;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  staff = new Browser(t.app, "10.0.30.1");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

async function readyReservation(shop: number, offset: number): Promise<number> {
  const id = await paidPickupReservation(
    t,
    shop,
    { CustomerName: "Dag Dashbord", Email: "dag.dashbord@example.no", Phone: "48800000" },
    offset,
    `10.0.30.${10 + offset}`,
  );
  await rows(
    t.database,
    "update reservations set status_id = 3, pickup_deadline = now() + interval '7 days' where id = $1",
    [id],
  );
  return id;
}

beforeAll(async () => {
  dueNextWeek = await readyReservation(SHOP, 0);
  dueToday = await readyReservation(SHOP, 1);
  otherShop = await readyReservation(OTHER_SHOP, 2);
  await rows(t.database, "update reservations set pickup_deadline = now() + interval '2 hours' where id = $1", [
    dueToday,
  ]);
});

describe("the counter's day", () => {
  it("lists the shop's ready reservations by deadline, and those running out within a day", async () => {
    const day = await t.app.services.backoffice.counterDay(STAFF, undefined);
    expect(day.shop).toEqual({ id: SHOP, name: expect.any(String) });
    const ids = day.ready.map((r) => r.id);
    expect(ids.indexOf(dueToday)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(dueToday)).toBeLessThan(ids.indexOf(dueNextWeek));
    expect(ids).not.toContain(otherShop);
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from reservations where shop_id = $1 and status_id = 3 and pickup_deadline <= now() + interval '24 hours'",
      [SHOP],
    );
    expect(day.dueSoon).toBe(n);
    expect(day.dueSoon).toBeGreaterThanOrEqual(1);
    expect(day.counts[3]).toBeGreaterThanOrEqual(2);
  });

  it("gives staff their own shop even when they ask for all, and an administrator every shop", async () => {
    expect((await t.app.services.backoffice.counterDay(STAFF, "all")).shop?.id).toBe(SHOP);
    const all = await t.app.services.backoffice.counterDay(ADMIN, "all");
    expect(all.shop).toBeNull();
    expect(all.ready.map((r) => r.id)).toEqual(expect.arrayContaining([dueToday, otherShop]));
    const other = await t.app.services.backoffice.counterDay(ADMIN, OTHER_SHOP);
    expect(other.ready.map((r) => r.id)).toContain(otherShop);
    expect(other.ready.map((r) => r.id)).not.toContain(dueToday);
  });

  it("answers the reservation list of every shop for an administrator who asks for alle", async () => {
    const admin = new Browser(t.app, "10.0.30.2");
    await admin.login("admin@example.no", "Admin-passord-1");
    const res = await admin.get("/api/v1/backoffice/reservations?status=3&shop=alle");
    expect(res.statusCode).toBe(200);
    expect(res.json().shop).toBeNull();
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([dueToday, otherShop]));
    const mine = await staff.get("/api/v1/backoffice/reservations?status=3&shop=alle");
    expect(mine.json().shop.id).toBe(SHOP);
    expect(mine.json().data.map((r: { id: number }) => r.id)).not.toContain(otherShop);
  });
});

describe("low stock", () => {
  it("counts a variant with 1 to LOW_STOCK_MAX units left in the shop, not an empty or a full one", async () => {
    // A variant of an article none of whose variants runs low in the shop now.
    const [v] = await rows<{ variant_id: number; ean: string }>(
      t.database,
      `select v.id as variant_id, v.ean from variants v join stock s on s.variant_id = v.id and s.shop_id = $1
        where s.qty > $2 and not exists (
          select 1 from variants w join stock x on x.variant_id = w.id and x.shop_id = $1
           where w.article_id = v.article_id and x.qty between 1 and $2)
        order by v.id limit 1`,
      [SHOP, LOW_STOCK_MAX],
    );
    if (!v) throw new Error("no article without low stock");
    const { articleAdmin } = t.app.services;
    await t.setStockForTest(v.variant_id, SHOP, LOW_STOCK_MAX + 3);
    const before = await articleAdmin.lowStockCount(STAFF, undefined);
    const [article] = await rows<{ article_id: number }>(t.database, "select article_id from variants where id = $1", [
      v.variant_id,
    ]);
    const listed = async () =>
      (await articleAdmin.search(v.ean, 1, { staff: STAFF, shop: undefined })).data.map((a) => a.id);

    expect(await listed()).toEqual([]);
    await t.setStockForTest(v.variant_id, SHOP, LOW_STOCK_MAX);
    expect(await articleAdmin.lowStockCount(STAFF, undefined)).toBe(before + 1);
    expect(await listed()).toEqual([article?.article_id]);
    // Sold out is not "low".
    await t.setStockForTest(v.variant_id, SHOP, 0);
    expect(await articleAdmin.lowStockCount(STAFF, undefined)).toBe(before);
    expect(await listed()).toEqual([]);
  });
});
