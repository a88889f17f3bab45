// The CSV import (issue 15, decision 048): the dry run lists what every line would do or why it is
// refused, with its line number; a file with one refused line writes nothing; a good file is written
// all in one transaction with its audit rows, and the storefront shows it at once. Administrators only.
import { describe, expect, it } from "vitest";
import { restoreRowsLater } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { REFUSED_LINES } from "./csv-import-service.ts";
import { givenTwice } from "./import-file.ts";

const SHOP = 55;
let t: TestApp;
let admin: Browser;
let staff: Browser;
let editor: Browser;
let shopNo: string;
let shopName: string;
/** Variants of one visible article, with their stock in SHOP. */
let variants: { id: number; ean: string; article_id: number; qty: number }[];
let article: { id: number; article_no: string; suggested_price_ore: number };

async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  [article] = await rows(
    app.database,
    "select id, article_no, suggested_price_ore from articles where visible_web = 1 order by id limit 1 offset 7",
  );
  variants = await rows(
    app.database,
    `select v.id, v.ean, v.article_id, coalesce(st.qty, 0)::int as qty from variants v
       left join stock st on st.variant_id = v.id and st.shop_id = $2
      where v.article_id = $1 order by v.id limit 4`,
    [article.id, SHOP],
  );
  [{ no: shopNo, name: shopName }] = await rows(app.database, "select no, name from shops where id = $1", [SHOP]);
  const ids = variants.map((v) => v.id);
  const savedStock = await rows(
    app.database,
    "select variant_id, shop_id, qty from stock where variant_id = any($1::int[])",
    [ids],
  );
  const restoreArticles = await restoreRowsLater(app.database, "articles");
  const [{ last }] = await rows<{ last: number | null }>(app.database, "select max(id) as last from audit_log");
  return {
    ...app,
    async close() {
      await rows(app.database, "delete from stock where variant_id = any($1::int[])", [ids]);
      await rows(
        app.database,
        "insert into stock (variant_id, shop_id, qty) select * from jsonb_to_recordset($1::jsonb) as s(variant_id int, shop_id int, qty int)",
        [JSON.stringify(savedStock)],
      );
      await restoreArticles();
      await rows(app.database, "delete from audit_log where id > $1", [last ?? 0]);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.5.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  staff = new Browser(t.app, "10.5.0.2");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
  editor = new Browser(t.app, "10.5.0.3");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
});

const upload = (
  who: Browser,
  step: "dry-run" | "run",
  kind: string,
  text: string | Uint8Array,
  file = "fil.csv",
  shop?: number,
) =>
  who.request(
    "POST",
    `/api/v1/backoffice/import/${step}?kind=${kind}&file=${encodeURIComponent(file)}${shop ? `&shop=${shop}` : ""}`,
    Buffer.from(text),
    {
      headers: { "content-type": "text/csv" },
    },
  );
const qtyOf = async (variantId: number) =>
  (
    await rows<{ qty: number }>(t.database, "select qty from stock where variant_id = $1 and shop_id = $2", [
      variantId,
      SHOP,
    ])
  )[0]?.qty ?? 0;
const importAudit = async () =>
  rows<{ action: string; entity_type: string; entity_id: string; after: Record<string, unknown> }>(
    t.database,
    "select action, entity_type, entity_id, changes->'after' as after from audit_log where action like '%import%' order by id",
  );
/** The NDJSON answer of a real run, one object a line. */
const messages = (body: string) =>
  body
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { done?: number; total?: number; result?: Record<string, number>; error?: string });

describe("the dry run of a stock file", () => {
  it("lists every line with its number: what it changes, what stays, and why a line is refused", async () => {
    const [a, b] = variants;
    const file = [
      "EAN;Butikk;Antall",
      `${a.ean};${shopNo};${a.qty + 2}`,
      `${b.ean};${SHOP};${b.qty}`,
      "7090999999999;1001;4",
      `${a.ean};9999;4`,
      `${a.ean};${shopNo};1`,
      `${b.ean};${shopNo};-3`,
    ].join("\r\n");
    const res = await upload(admin, "dry-run", "stock", `\uFEFF${file}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toEqual([
      { line: 2, action: "change", text: `Endrer antall i ${shopName} fra ${a.qty} til ${a.qty + 2}` },
      { line: 3, action: "same", text: `Uendret (${b.qty} stk. i ${shopName})` },
      { line: 4, action: "refused", text: "Linje 4: ukjent EAN 7090999999999" },
      { line: 5, action: "refused", text: "Linje 5: ukjent butikk «9999»" },
      { line: 6, action: "refused", text: `Linje 6: EAN ${a.ean} i ${shopName} står også på linje 2` },
      { line: 7, action: "refused", text: "Linje 7: antallet «-3» må være et helt tall, 0 eller mer" },
    ]);
    expect(res.json().totals).toEqual({ lines: 6, new: 0, change: 1, same: 1, refused: 4 });
    expect(await qtyOf(a.id)).toBe(a.qty);
  });

  it("refuses an unreadable file with a Norwegian 422", async () => {
    const res = await upload(admin, "dry-run", "stock", "hei;og;hopp\n1;2;3\n");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Første linje må være overskriftene/);
  });
});

describe("a stock file for one shop chosen in the form (decision 066)", () => {
  it("needs no shop column: every line is for the chosen shop", async () => {
    const [a, b] = variants;
    const file = ["EAN;Antall", `${a.ean};${a.qty + 5}`, `${b.ean};${b.qty}`].join("\r\n");
    const res = await upload(admin, "dry-run", "stock", file, "fil.csv", SHOP);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toEqual([
      { line: 2, action: "change", text: `Endrer antall i ${shopName} fra ${a.qty} til ${a.qty + 5}` },
      { line: 3, action: "same", text: `Uendret (${b.qty} stk. i ${shopName})` },
    ]);
    // Without the chosen shop, the same file lacks its shop column.
    const without = await upload(admin, "dry-run", "stock", file);
    expect(without.statusCode).toBe(422);
    expect(without.json().message).toMatch(/«shop» mangler/);
  });

  it("refuses a file that also has a shop column, so a line never says another shop than the form", async () => {
    const [a] = variants;
    const res = await upload(admin, "dry-run", "stock", `Butikk;EAN;Antall\r\n${shopNo};${a.ean};1`, "fil.csv", SHOP);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(givenTwice("Butikk"));
    expect(await qtyOf(a.id)).toBe(a.qty);
  });
});

describe("the real run of a stock file", () => {
  it("writes nothing when one line is refused, and says so", async () => {
    const [a, b] = variants;
    const before = (await importAudit()).length;
    const file = `EAN;Butikk;Antall\n${a.ean};${shopNo};${a.qty + 5}\n${b.ean};${shopNo};fem\n`;
    const res = await upload(admin, "run", "stock", file);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(REFUSED_LINES(1));
    expect(res.json().errors).toEqual({ "line.3": ["Linje 3: antallet «fem» må være et helt tall, 0 eller mer"] });
    expect(await qtyOf(a.id)).toBe(a.qty);
    expect((await importAudit()).length).toBe(before);
  });

  it("writes a good file in one go with its progress, audit rows, and the storefront shows it at once", async () => {
    const [a, b, c] = variants;
    const shopQty = async (variantId: number) =>
      (await admin.get(`/api/v1/articles/availability/${article.id}`))
        .json()
        .data.variants.find((v: { id: number }) => v.id === variantId)
        ?.shops.find((s: { id: number }) => s.id === SHOP)?.qty ?? 0;
    const [{ buffer }] = await rows<{ buffer: number }>(
      t.database,
      "select web_safety_buffer as buffer from shops where id = $1",
      [SHOP],
    );
    // Warm the catalogue's cache: the run must drop it.
    expect(await shopQty(a.id)).toBe(Math.max(0, a.qty - buffer));
    const file = `Ean,Butikk,Antall\n${a.ean},${shopNo},${a.qty + 9}\n${b.ean},${shopNo},${b.qty}\n${c.ean},${SHOP},${c.qty + 1}\n`;
    const res = await upload(admin, "run", "stock", file, "varemottak uke 48.csv");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/x-ndjson/);
    const sent = messages(res.body);
    expect(sent[0]).toEqual({ done: 0, total: 3 });
    expect(sent.at(-2)).toEqual({ done: 3, total: 3 });
    expect(sent.at(-1)).toEqual({ result: { lines: 3, new: 0, change: 2, same: 1, refused: 0 } });
    expect(await qtyOf(a.id)).toBe(a.qty + 9);
    expect(await qtyOf(c.id)).toBe(c.qty + 1);
    expect(await shopQty(a.id)).toBe(Math.max(0, a.qty + 9 - buffer));
    const audit = (await importAudit()).slice(-3);
    expect(audit).toEqual([
      {
        action: "stock.import",
        entity_type: "stock",
        entity_id: `${a.id}:${SHOP}`,
        after: { qty: a.qty + 9, delta: 9, file: "varemottak uke 48.csv" },
      },
      {
        action: "stock.import",
        entity_type: "stock",
        entity_id: `${c.id}:${SHOP}`,
        after: { qty: c.qty + 1, delta: 1, file: "varemottak uke 48.csv" },
      },
      {
        action: "import.stock",
        entity_type: "import",
        entity_id: "varemottak uke 48.csv",
        after: { file: "varemottak uke 48.csv", kind: "stock", lines: 3, new: 0, change: 2, same: 1, refused: 0 },
      },
    ]);
  });
});

describe("who may import", () => {
  it.each([
    ["staff", () => staff],
    ["editor", () => editor],
  ])("%s may not (403), and nothing is written", async (_name, who) => {
    const [a] = variants;
    const qty = await qtyOf(a.id);
    const file = `EAN;Butikk;Antall\n${a.ean};${shopNo};${qty + 50}\n`;
    for (const step of ["dry-run", "run"] as const) {
      const res = await upload(who(), step, "stock", file);
      expect(res.statusCode).toBe(403);
    }
    expect(await qtyOf(a.id)).toBe(qty);
  });
});
