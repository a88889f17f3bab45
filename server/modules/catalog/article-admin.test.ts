// Articles and stock in the back office (issue 15, decision 045): an administrator finds and edits an
// article and the storefront shows the new price at once; staff adjust their own shop's stock with a
// reason, atomically and never below zero; each change leaves one audit row in its own transaction.
import { describe, expect, it } from "vitest";
import { BAD_KRONER } from "../../../domain/kroner-input.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { NEGATIVE_STOCK } from "./admin.ts";

const SHOP = 55;
const OTHER_SHOP = 1;
let t: TestApp;
let admin: Browser;
let staff: Browser;
let article: { id: number; article_no: string; name: string; ean: string; variant: number };

/** The test app, with the article and stock put back when it closes (the PostgreSQL database is shared). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  [article] = await rows(
    app.database,
    `select a.id, a.article_no, a.name, v.ean, v.id as variant from articles a join variants v on v.article_id = a.id
      where a.visible_web = 1 order by a.id, v.id limit 1`,
  );
  const [saved] = await rows<Record<string, unknown>>(
    app.database,
    "select name, description, tech_description, visible_web, only_cc, web_purchase_limit, suggested_price_ore, updated_at from articles where id = $1",
    [article.id],
  );
  const stock = await rows<{ shop_id: number; qty: number }>(
    app.database,
    "select shop_id, qty from stock where variant_id = $1",
    [article.variant],
  );
  const [{ last }] = await rows<{ last: number | null }>(app.database, "select max(id) as last from audit_log");
  return {
    ...app,
    async close() {
      await rows(
        app.database,
        // updated_at too: the seed test compares the shared PostgreSQL database with a fresh seed.
        `update articles set name = $2, description = $3, tech_description = $4, visible_web = $5, only_cc = $6,
           web_purchase_limit = $7, suggested_price_ore = $8, updated_at = $9 where id = $1`,
        [article.id, ...Object.values(saved)],
      );
      await rows(app.database, "delete from stock where variant_id = $1", [article.variant]);
      for (const s of stock) {
        await rows(app.database, "insert into stock (variant_id, shop_id, qty) values ($1, $2, $3)", [
          article.variant,
          s.shop_id,
          s.qty,
        ]);
      }
      await rows(app.database, "delete from audit_log where id > $1", [last ?? 0]);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.3.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  staff = new Browser(t.app, "10.3.0.2");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

const auditRows = async (entityType: string) =>
  rows<{ action: string; entity_id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.database,
    "select action, entity_id, changes->'before' as before, changes->'after' as after from audit_log where entity_type = $1 order by id",
    [entityType],
  );
const qtyAt = async (shopId: number) =>
  (
    await rows<{ qty: number }>(t.database, "select qty from stock where variant_id = $1 and shop_id = $2", [
      article.variant,
      shopId,
    ])
  )[0]?.qty ?? 0;

describe("the article search", () => {
  it.each([
    ["name", () => article.name.slice(0, 5)],
    ["article number", () => article.article_no],
    ["EAN", () => article.ean],
  ])("finds an article by its %s", async (_, q) => {
    const res = await admin.get(`/api/v1/backoffice/articles?q=${encodeURIComponent(q())}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((a: { id: number }) => a.id)).toContain(article.id);
  });

  it("pages the list", async () => {
    const res = await admin.get("/api/v1/backoffice/articles?page=2");
    expect(res.json().meta).toMatchObject({ current_page: 2, per_page: 25 });
    expect(res.json().meta.total).toBeGreaterThan(25);
  });

  it("is open to staff too (they adjust stock)", async () => {
    expect((await staff.get("/api/v1/backoffice/articles")).statusCode).toBe(200);
  });
});

describe("editing an article", () => {
  it.each([
    [{ price: "12,345" }, "price", BAD_KRONER],
    [{ price: "-5" }, "price", BAD_KRONER],
    [{ price: "abc" }, "price", BAD_KRONER],
    [{ name: "  " }, "name", "Feltet må fylles ut"],
    [{ webPurchaseLimit: -1 }, "webPurchaseLimit", "Kjøpsgrensen kan ikke være negativ"],
    [{ webPurchaseLimit: 1.5 }, "webPurchaseLimit", "Kjøpsgrensen må være et helt tall"],
  ])("refuses %j with a 422 in Norwegian, writing nothing", async (body, field, message) => {
    const res = await admin.patch(`/api/v1/backoffice/articles/${article.id}`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await auditRows("article")).toEqual([]);
  });

  it("saves the price typed in kroner, the product page shows it at once, and the audit log tells", async () => {
    const before = (await admin.get(`/api/v1/articles/${article.id}`)).json().data.price;
    const res = await admin.patch(`/api/v1/backoffice/articles/${article.id}`, {
      price: "4321,50",
      webPurchaseLimit: 3,
      onlyCC: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ priceOre: 432_150, webPurchaseLimit: 3, onlyCC: true });
    const product = (await admin.get(`/api/v1/articles/${article.id}`)).json().data;
    expect(product.price).not.toBe(before);
    expect(product.price).toBe(4322);
    const [audit] = await auditRows("article");
    expect(audit).toMatchObject({ action: "article.update", entity_id: String(article.id) });
    expect(audit.after).toMatchObject({ priceOre: 432_150, webPurchaseLimit: 3, onlyCC: true });
    expect(audit.before).not.toHaveProperty("name");
  });

  it("hides the article from the storefront at once", async () => {
    const res = await admin.patch(`/api/v1/backoffice/articles/${article.id}`, { visibleWeb: false });
    expect(res.statusCode).toBe(200);
    expect((await admin.get(`/api/v1/articles/${article.id}`)).statusCode).toBe(404);
    await admin.patch(`/api/v1/backoffice/articles/${article.id}`, { visibleWeb: true });
    expect((await admin.get(`/api/v1/articles/${article.id}`)).statusCode).toBe(200);
  });

  it("is for administrators only, and an unknown article is not found", async () => {
    expect((await staff.patch(`/api/v1/backoffice/articles/${article.id}`, { price: "1" })).statusCode).toBe(403);
    const res = await admin.patch("/api/v1/backoffice/articles/99999999", { price: "1" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Varen finnes ikke");
  });
});

describe("adjusting stock", () => {
  const adjust = (who: Browser, body: Record<string, unknown>) =>
    who.post("/api/v1/backoffice/stock/adjust", { variantId: article.variant, shopId: SHOP, ...body });

  it("staff add stock to their own shop with 'Varemottak'; the shop's availability shows it at once", async () => {
    const qty = await qtyAt(SHOP);
    const shopQty = async () =>
      (await admin.get(`/api/v1/articles/availability/${article.id}`))
        .json()
        .data.variants.find((v: { id: number }) => v.id === article.variant)
        ?.shops.find((s: { id: number }) => s.id === SHOP)?.qty ?? 0;
    const [{ buffer }] = await rows<{ buffer: number }>(
      t.database,
      "select web_safety_buffer as buffer from shops where id = $1",
      [SHOP],
    );
    expect(await shopQty()).toBe(Math.max(0, qty - buffer));
    const res = await adjust(staff, { delta: 7, reason: "Varemottak" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.qty).toBe(qty + 7);
    expect(await qtyAt(SHOP)).toBe(qty + 7);
    expect(await shopQty()).toBe(Math.max(0, qty + 7 - buffer));
    const audit = (await auditRows("stock")).at(-1);
    expect(audit).toMatchObject({
      action: "stock.adjust",
      entity_id: `${article.variant}:${SHOP}`,
      before: { qty },
      after: { qty: qty + 7, delta: 7, reason: "Varemottak" },
    });
  });

  it("the article page lists staff's own shop only", async () => {
    const res = await staff.get(`/api/v1/backoffice/articles/${article.id}`);
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().data.stock.map((s: { shopId: number }) => s.shopId))).toEqual(new Set([SHOP]));
    const all = (await admin.get(`/api/v1/backoffice/articles/${article.id}`)).json().data.stock;
    expect(new Set(all.map((s: { shopId: number }) => s.shopId)).size).toBeGreaterThan(1);
  });

  it("refuses going below zero with a 409, changing nothing", async () => {
    const qty = await qtyAt(SHOP);
    const audits = (await auditRows("stock")).length;
    const res = await adjust(staff, { delta: -(qty + 1), reason: "Svinn" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NEGATIVE_STOCK);
    expect(await qtyAt(SHOP)).toBe(qty);
    expect((await auditRows("stock")).length).toBe(audits);
  });

  it("takes stock down to exactly zero", async () => {
    await adjust(staff, { delta: 1, reason: "Telling" });
    const qty = await qtyAt(SHOP);
    const res = await adjust(staff, { delta: -qty, reason: "Telling" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.qty).toBe(0);
    expect(await qtyAt(SHOP)).toBe(0);
  });

  it("refuses a negative first count in a shop without a stock row", async () => {
    await rows(t.database, "delete from stock where variant_id = $1 and shop_id = $2", [article.variant, OTHER_SHOP]);
    const res = await adjust(admin, { shopId: OTHER_SHOP, delta: -1, reason: "Svinn" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NEGATIVE_STOCK);
    const ok = await adjust(admin, { shopId: OTHER_SHOP, delta: 2, reason: "Retur fra kunde" });
    expect(ok.json().data.qty).toBe(2);
  });

  it("staff may not adjust another shop", async () => {
    const qty = await qtyAt(OTHER_SHOP);
    const res = await adjust(staff, { shopId: OTHER_SHOP, delta: 1, reason: "Varemottak" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Butikken finnes ikke");
    expect(await qtyAt(OTHER_SHOP)).toBe(qty);
  });

  it.each([
    [{ delta: 1, reason: "Fant den" }, "reason", "Velg en årsak"],
    [{ delta: 0, reason: "Annet" }, "delta", "Endringen kan ikke være 0"],
    [{ delta: 1.5, reason: "Annet" }, "delta", "Endringen må være et helt tall"],
    // Ids are PostgreSQL integers: refused by the route, not by the database.
    [{ shopId: 9007199254740991, delta: 1, reason: "Annet" }, "shopId", "Velg en butikk"],
    [{ variantId: 2147483648, delta: 1, reason: "Annet" }, "variantId", "Velg en variant"],
  ])("refuses %j with a 422 in Norwegian", async (body, field, message) => {
    const res = await adjust(staff, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it("refuses a variant or shop id beyond the database's integers in the schema, before any query", async () => {
    const res = await staff.post("/api/v1/backoffice/stock/adjust", {
      variantId: Number.MAX_SAFE_INTEGER,
      shopId: SHOP,
      delta: 1,
      reason: "Varemottak",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors ?? {})).toEqual(["variantId"]);
  });
});
