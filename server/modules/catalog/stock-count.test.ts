// The count sheet (issue 15, decision 048): staff count their own shop's main group, the counted lines
// that differ are set in one transaction with an audit row each ('Telling'), a bad count is a 422 naming
// its line, and a line whose stock moved since the sheet was fetched refuses the whole count (409).
import { describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { COUNT_INVALID, COUNT_MOVED } from "./stock-count-service.ts";

const SHOP = 55;
const OTHER_SHOP = 1;
let t: TestApp;
let admin: Browser;
let staff: Browser;
let editor: Browser;

interface SheetLine {
  line: number;
  variantId: number;
  articleNo: string;
  article: string;
  ean: string;
  color: string;
  size: string;
  qty: number;
}

/** The test app, with the stock of the first sheet's variants and the audit log put back when it closes. */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  const variants = (
    await rows<{ id: number }>(
      app.database,
      "select v.id from variants v join articles a on a.id = v.article_id where a.main_group_id = (select id from main_groups order by sort, name, id limit 1)",
    )
  ).map((v) => v.id);
  const saved = await rows<{ variant_id: number; shop_id: number; qty: number }>(
    app.database,
    "select variant_id, shop_id, qty from stock where variant_id = any($1::int[])",
    [variants],
  );
  const [{ last }] = await rows<{ last: number | null }>(app.database, "select max(id) as last from audit_log");
  return {
    ...app,
    async close() {
      await rows(app.database, "delete from stock where variant_id = any($1::int[])", [variants]);
      await rows(
        app.database,
        "insert into stock (variant_id, shop_id, qty) select * from jsonb_to_recordset($1::jsonb) as s(variant_id int, shop_id int, qty int)",
        [JSON.stringify(saved)],
      );
      await rows(app.database, "delete from audit_log where id > $1", [last ?? 0]);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.4.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  staff = new Browser(t.app, "10.4.0.2");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
  editor = new Browser(t.app, "10.4.0.3");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
});

const sheet = async (who: Browser, query = "") => {
  const res = await who.get(`/api/v1/backoffice/stock/count-sheet${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { shop: { id: number }; group: { id: number }; data: SheetLine[]; meta: { total: number } };
};
const qtyAt = async (variantId: number, shopId = SHOP) =>
  (
    await rows<{ qty: number }>(t.database, "select qty from stock where variant_id = $1 and shop_id = $2", [
      variantId,
      shopId,
    ])
  )[0]?.qty ?? 0;
const count = (
  who: Browser,
  lines: { line: number; variantId: number; shown: number; counted: unknown }[],
  shopId = SHOP,
) => who.post("/api/v1/backoffice/stock/count", { shopId, lines });
const countAudit = async () =>
  rows<{ entity_id: string; before: { qty: number }; after: { qty: number; delta: number; reason: string } }>(
    t.database,
    "select entity_id, changes->'before' as before, changes->'after' as after from audit_log where action = 'stock.count' order by id",
  );

describe("the count sheet", () => {
  it("lists every variant of the main group for staff's own shop, sorted, with the current quantity", async () => {
    const s = await sheet(staff);
    expect(s.shop.id).toBe(SHOP);
    expect(s.data.length).toBe(Math.min(100, s.meta.total));
    expect(s.data.map((l) => l.line)).toEqual(s.data.map((_, i) => i + 1));
    for (const l of s.data.slice(0, 10)) expect(l.qty).toBe(await qtyAt(l.variantId));
    // Variants without stock in the shop are on the sheet too (they could be on the shelf).
    const [{ variants }] = await rows<{ variants: number }>(
      t.database,
      "select count(*)::int as variants from variants v join articles a on a.id = v.article_id where a.main_group_id = $1",
      [s.group.id],
    );
    expect(s.meta.total).toBe(variants);
    const second = await sheet(staff, "?page=2");
    expect(second.data[0]?.line).toBe(101);
  });

  it("an administrator chooses the shop; staff asking for another shop get a 404", async () => {
    expect((await sheet(admin, `?shop=${OTHER_SHOP}`)).shop.id).toBe(OTHER_SHOP);
    expect((await staff.get(`/api/v1/backoffice/stock/count-sheet?shop=${OTHER_SHOP}`)).statusCode).toBe(404);
    expect((await staff.get("/api/v1/backoffice/stock/count-sheet?group=99999")).statusCode).toBe(404);
  });

  it("is not for editors", async () => {
    expect((await editor.get("/api/v1/backoffice/stock/count-sheet")).statusCode).toBe(403);
    expect((await count(editor, [{ line: 1, variantId: 1, shown: 0, counted: "1" }])).statusCode).toBe(403);
  });
});

describe("submitting a count", () => {
  it("sets each differing line to the count in one go, one audit row per changed line with reason 'Telling'", async () => {
    const s = await sheet(staff);
    const [a, b, c] = s.data;
    const before = (await countAudit()).length;
    const res = await count(staff, [
      { line: a.line, variantId: a.variantId, shown: a.qty, counted: String(a.qty + 3) },
      { line: b.line, variantId: b.variantId, shown: b.qty, counted: String(b.qty) },
      { line: c.line, variantId: c.variantId, shown: c.qty, counted: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await qtyAt(a.variantId)).toBe(a.qty + 3);
    expect(await qtyAt(c.variantId)).toBe(0);
    const audit = (await countAudit()).slice(before);
    const changed = c.qty === 0 ? 1 : 2;
    expect(res.json().data).toMatchObject({ changed, unchanged: 3 - changed });
    expect(audit).toHaveLength(changed);
    expect(audit[0]).toMatchObject({
      entity_id: `${a.variantId}:${SHOP}`,
      before: { qty: a.qty },
      after: { qty: a.qty + 3, delta: 3, reason: "Telling" },
    });
  });

  it("refuses a negative or non-integer count with a 422 naming the line, writing nothing", async () => {
    const s = await sheet(staff);
    const [a, b, c] = s.data.slice(10);
    const before = (await countAudit()).length;
    const one = await count(staff, [
      { line: a.line, variantId: a.variantId, shown: a.qty, counted: String(a.qty + 1) },
      { line: b.line, variantId: b.variantId, shown: b.qty, counted: "-2" },
    ]);
    expect(one.statusCode).toBe(422);
    expect(one.json().message).toBe(
      `Linje ${b.line} (EAN ${b.ean}): Antallet må være et helt tall, 0 eller mer (skrevet: «-2»)`,
    );
    const two = await count(staff, [
      { line: b.line, variantId: b.variantId, shown: b.qty, counted: "2,5" },
      { line: c.line, variantId: c.variantId, shown: c.qty, counted: 1.5 },
    ]);
    expect(two.statusCode).toBe(422);
    expect(two.json().message).toBe(COUNT_INVALID);
    expect(Object.keys(two.json().errors)).toEqual([`line.${b.line}`, `line.${c.line}`]);
    expect(await qtyAt(a.variantId)).toBe(a.qty);
    expect((await countAudit()).length).toBe(before);
  });

  it("refuses the whole count (409) when a line's stock moved since the sheet was fetched, listing it", async () => {
    const s = await sheet(staff);
    const [a, b] = s.data.slice(20);
    // A sale (or another count) after the sheet was fetched.
    await rows(
      t.database,
      "insert into stock (variant_id, shop_id, qty) values ($1, $2, $3) on conflict (variant_id, shop_id) do update set qty = excluded.qty",
      [b.variantId, SHOP, b.qty + 5],
    );
    const before = (await countAudit()).length;
    const res = await count(staff, [
      { line: a.line, variantId: a.variantId, shown: a.qty, counted: String(a.qty + 2) },
      { line: b.line, variantId: b.variantId, shown: b.qty, counted: String(b.qty + 1) },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(COUNT_MOVED);
    expect(res.json().errors).toEqual({
      [`line.${b.line}`]: [`Linje ${b.line} (EAN ${b.ean}): lageret er endret siden listen viste ${b.qty}`],
    });
    expect(await qtyAt(a.variantId)).toBe(a.qty);
    expect(await qtyAt(b.variantId)).toBe(b.qty + 5);
    expect((await countAudit()).length).toBe(before);
  });

  it("staff cannot count another shop; an administrator can", async () => {
    const s = await sheet(admin, `?shop=${OTHER_SHOP}`);
    const a = s.data[30];
    const line = [{ line: a.line, variantId: a.variantId, shown: a.qty, counted: String(a.qty + 1) }];
    const refused = await count(staff, line, OTHER_SHOP);
    expect(refused.statusCode).toBe(404);
    expect(await qtyAt(a.variantId, OTHER_SHOP)).toBe(a.qty);
    const done = await count(admin, line, OTHER_SHOP);
    expect(done.statusCode, done.body).toBe(200);
    expect(await qtyAt(a.variantId, OTHER_SHOP)).toBe(a.qty + 1);
  });

  it("refuses an unknown variant and a variant counted twice", async () => {
    const s = await sheet(staff);
    const a = s.data[40];
    const res = await count(staff, [
      { line: 1, variantId: 99999999, shown: 0, counted: "1" },
      { line: 2, variantId: a.variantId, shown: a.qty, counted: "1" },
      { line: 3, variantId: a.variantId, shown: a.qty, counted: "2" },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "line.1": ["Linje 1 (EAN ukjent): Varianten finnes ikke"],
      "line.3": [`Linje 3 (EAN ${a.ean}): Varianten står to ganger i tellingen`],
    });
  });
});
