// The go-live import (issue 31, decision 071): a chain's ERP article file (one line per variant), its
// stock file (`shop;ean;qty`, the shop by number or name) and a pictures zip. The dry run lists every
// change and refusal with its line number and the names it would create; both encodings, both
// delimiters and a decimal comma or point are read; a second import of the same files changes nothing.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { ARTICLE_HEADER, articleFile, ean13, zipOf } from "../../../tests/helpers/import-files.ts";
import { searchCalls } from "../../../tests/helpers/search.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { REFUSED_LINES } from "./csv-import-service.ts";

let t: TestApp;
let admin: Browser;
let staff: Browser;
let editor: Browser;

/** Tables the import adds rows to: their rows past these ids are removed after the file (PostgreSQL is shared). */
const TABLES = [
  "audit_log",
  "article_images",
  "articles",
  "colors",
  "color_groups",
  "sizes",
  "article_groups3",
  "article_groups2",
  "main_groups",
  "product_lines",
] as const;

async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  const last = new Map<string, number>();
  for (const table of TABLES) {
    const [{ max }] = await rows<{ max: number | null }>(app.database, `select max(id) as max from ${table}`);
    last.set(table, max ?? 0);
  }
  return {
    ...app,
    async close() {
      await rows(app.database, "delete from stock where variant_id in (select id from variants where ean like '73%')");
      for (const table of TABLES) await rows(app.database, `delete from ${table} where id > $1`, [last.get(table)]);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.31.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  staff = new Browser(t.app, "10.31.0.2");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
  editor = new Browser(t.app, "10.31.0.3");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
});

const upload = (who: Browser, step: "dry-run" | "run", kind: string, body: string | Buffer, type = "text/csv") =>
  who.request(
    "POST",
    `/api/v1/backoffice/import/${step}?kind=${kind}&file=fil`,
    typeof body === "string" ? Buffer.from(body) : body,
    { headers: { "content-type": type } },
  );
const kr = (ore: number) => formatPrice(oreToKroner(ore));
const lastLine = (body: string) => JSON.parse(body.trim().split("\n").at(-1) as string);

/** Windows-1252 as Excel writes it (the Norwegian letters are the same bytes as in Latin-1). */
const cp1252 = (text: string) => Buffer.from(text, "latin1");

const E = (n: number) => ean13(`73${String(n).padStart(10, "0")}`);
const line = (cells: Partial<Record<string, string>>) => {
  const base: Record<string, string> = {
    ean: E(1),
    articleNo: "T31-1",
    name: "Testjakke Ålesund",
    brand: "Testmerke Øst",
    gender: "Dame",
    mainGroup: "Testklær",
    subcategory: "Testjakker",
    group: "Testskalljakker",
    color: "Testrød",
    colorGroup: "Rød",
    size: "Test-M",
    price: "1 299,50",
    originalPrice: "1 499,00",
    pant: "",
    webPurchaseLimit: "3",
    onlyCC: "nei",
    visible: "ja",
    season: "Vinter 2026",
    description: "Lett og vanntett.",
    techDescription: "15 000 mm vannsøyle",
  };
  return ARTICLE_HEADER.split(";")
    .map((c) => cells[c] ?? base[c])
    .join(";");
};
const GOOD = [
  ARTICLE_HEADER,
  line({}),
  line({ ean: E(2), size: "Test-L" }),
  line({ ean: E(3), articleNo: "T31-2", name: "Testbukse", color: "Svart", size: "Test-L", price: "499" }),
].join("\r\n");

describe("the dry run of an article file", () => {
  it("lists the names it creates first, then every line with its number; nothing is written", async () => {
    const res = await upload(admin, "dry-run", "articles", GOOD);
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json();
    expect(check.created).toEqual([
      { line: 2, action: "new", text: "Ny størrelse «Test-M»" },
      { line: 2, action: "new", text: "Ny farge «Testrød» (Rød)" },
      { line: 2, action: "new", text: "Ny hovedgruppe «Testklær»" },
      { line: 2, action: "new", text: "Ny undergruppe «Testjakker» i Testklær" },
      { line: 2, action: "new", text: "Ny varegruppe «Testskalljakker» i Testklær › Testjakker" },
      { line: 2, action: "new", text: "Nytt merke «Testmerke Øst»" },
      { line: 3, action: "new", text: "Ny størrelse «Test-L»" },
    ]);
    expect(check.lines).toEqual([
      {
        line: 2,
        action: "new",
        text: `Ny vare T31-1 «Testjakke Ålesund»: Testmerke Øst, Dame, Testklær › Testjakker › Testskalljakker, ${kr(129_950)}; ny variant ${E(1)} (Testrød, Test-M)`,
      },
      { line: 3, action: "new", text: `Ny variant ${E(2)} (Testrød, Test-L)` },
      {
        line: 4,
        action: "new",
        text: `Ny vare T31-2 «Testbukse»: Testmerke Øst, Dame, Testklær › Testjakker › Testskalljakker, ${kr(49_900)}; ny variant ${E(3)} (Svart, Test-L)`,
      },
    ]);
    expect(check.totals).toEqual({ lines: 3, new: 3, change: 0, same: 0, refused: 0 });
    expect(await rows(t.database, "select id from articles where article_no like 'T31-%'")).toEqual([]);
  });

  it("reads Windows-1252 with `,` and a decimal point the same as UTF-8 with `;` and a decimal comma", async () => {
    const utf8 = await upload(admin, "dry-run", "articles", `\uFEFF${GOOD}`);
    const commas = GOOD.replaceAll("1 299,50", "1299.50").replaceAll("1 499,00", "1499.00").replaceAll(";", ",");
    const windows = await upload(admin, "dry-run", "articles", cp1252(commas));
    expect(windows.statusCode, windows.body).toBe(200);
    expect(windows.json().lines).toEqual(utf8.json().lines);
    expect(windows.json().created).toEqual(utf8.json().created);
  });

  it("refuses lines with why: gender, EAN, price, the same EAN on two articles, an article's lines disagreeing", async () => {
    const file = [
      ARTICLE_HEADER,
      line({}),
      line({ ean: E(2), gender: "Hund" }),
      line({ ean: "7300000000000" }),
      line({ ean: E(4), price: "mye" }),
      line({ ean: E(1), articleNo: "T31-9" }),
      line({ ean: E(6), name: "Et annet navn" }),
      line({ ean: E(7), price: "12,345" }),
    ].join("\n");
    const res = await upload(admin, "dry-run", "articles", file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.filter((l: { action: string }) => l.action === "refused")).toEqual([
      { line: 3, action: "refused", text: "Linje 3: ukjent kjønn «Hund» (Herre, Dame, Barn, Unisex eller Junior)" },
      { line: 4, action: "refused", text: "Linje 4: EAN 7300000000000 har feil kontrollsiffer" },
      {
        line: 5,
        action: "refused",
        text: "Linje 5: prisen «mye» er ikke et beløp i kroner (for eksempel 449,00)",
      },
      {
        line: 6,
        action: "refused",
        text: `Linje 6: EAN ${E(1)} står også på linje 2, på en annen vare (T31-1)`,
      },
      { line: 7, action: "refused", text: "Linje 7: varen T31-1 har ikke samme navn som på linje 2" },
      { line: 8, action: "refused", text: "Linje 8: prisen «12,345» har mer enn to desimaler" },
    ]);
    const run = await upload(admin, "run", "articles", file);
    expect(run.statusCode).toBe(422);
    expect(run.json().message).toBe(REFUSED_LINES(6));
  });

  it("refuses a file without the fixed header in Norwegian", async () => {
    const res = await upload(admin, "dry-run", "articles", "ean;articleNo;name\n1;2;3\n");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Første linje må være overskriftene.*«brand» og «gender».* mangler$/);
  });
});

describe("the real run of the go-live files", () => {
  it("creates the articles, their variants and the new names in one go; the shop shows and finds them", async () => {
    const res = await upload(admin, "run", "articles", GOOD);
    expect(res.statusCode, res.body).toBe(200);
    expect(lastLine(res.body)).toEqual({ result: { lines: 3, new: 3, change: 0, same: 0, refused: 0 } });
    const [jacket] = await rows<{ id: number; suggested_price_ore: number; web_purchase_limit: number }>(
      t.database,
      "select id, suggested_price_ore, web_purchase_limit from articles where article_no = 'T31-1'",
    );
    expect(jacket).toMatchObject({ suggested_price_ore: 129_950, web_purchase_limit: 3 });
    const product = (await admin.get(`/api/v1/articles/${jacket.id}`)).json().data;
    expect(product).toMatchObject({ name: "Testjakke Ålesund", brand: "Testmerke Øst", price: 1300 });
    expect(product.variants.map((v: { ean: string }) => v.ean).sort()).toEqual([E(1), E(2)]);
    const { search } = searchCalls(() => t);
    const found = await search({ query: "Testmerke Øst" });
    expect(found.hits.map((h: { _source: { id: number } }) => h._source.id)).toContain(jacket.id);
    const audit = await rows<{ action: string }>(
      t.database,
      "select action from audit_log where action like '%import%' order by id desc limit 3",
    );
    expect(audit.map((a) => a.action).sort()).toEqual([
      "article.import.create",
      "article.import.create",
      "import.articles",
    ]);
  });

  it("changes nothing the second time, and names an old → new change in words", async () => {
    const again = await upload(admin, "dry-run", "articles", GOOD);
    expect(again.json().totals).toEqual({ lines: 3, new: 0, change: 0, same: 3, refused: 0 });
    expect(again.json().created).toEqual([]);
    const cheaper = await upload(admin, "dry-run", "articles", GOOD.replace("1 299,50", "999"));
    expect(cheaper.json().lines[0]).toEqual({
      line: 2,
      action: "change",
      text: `Vare T31-1: endrer pris fra ${kr(129_950)} til ${kr(99_900)}`,
    });
  });

  it("sets stock by shop number and by shop name, and refuses an unknown shop", async () => {
    const [shop] = await rows<{ id: number; no: string; name: string }>(
      t.database,
      "select id, no, name from shops where active order by id limit 1",
    );
    const bad = await upload(admin, "dry-run", "stock", `shop;ean;qty\nIngen slik butikk;${E(1)};2\n`);
    expect(bad.json().lines).toEqual([
      { line: 2, action: "refused", text: "Linje 2: ukjent butikk «Ingen slik butikk»" },
    ]);
    const file = `shop;ean;qty\n${shop.no};${E(1)};4\n${shop.name};${E(2)};6\n`;
    const res = await upload(admin, "run", "stock", file);
    expect(res.statusCode, res.body).toBe(200);
    expect(lastLine(res.body).result).toMatchObject({ change: 2 });
    const qty = await rows<{ ean: string; qty: number }>(
      t.database,
      "select v.ean, s.qty from stock s join variants v on v.id = s.variant_id where s.shop_id = $1 and v.ean = any($2::text[]) order by v.ean",
      [shop.id, [E(1), E(2)]],
    );
    expect(qty).toEqual([
      { ean: E(1), qty: 4 },
      { ean: E(2), qty: 6 },
    ]);
  });

  it("puts a zip's pictures on the articles by EAN or article number; a second time is unchanged", async () => {
    const png = (r: number) =>
      sharp({ create: { width: 120, height: 120, channels: 3, background: { r, g: 40, b: 40 } } })
        .png()
        .toBuffer();
    const zip = zipOf([
      { name: `bilder/${E(1)}.png`, data: await png(200) },
      { name: "T31-2_forfra.png", data: await png(10) },
      { name: "ukjent-9999.png", data: await png(90) },
      { name: "les-meg.txt", data: Buffer.from("hei") },
    ]);
    const dry = await upload(admin, "dry-run", "pictures", zip, "application/zip");
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().lines.map((l: { action: string }) => l.action)).toEqual(["new", "new", "refused", "refused"]);
    expect(dry.json().lines[0].text).toBe(
      `Bilde 1 («${E(1)}.png»): legges på varen T31-1 «Testjakke Ålesund» (Testrød)`,
    );
    const good = zipOf([
      { name: `${E(1)}.png`, data: await png(200) },
      { name: "T31-2_forfra.png", data: await png(10) },
    ]);
    const run = await upload(admin, "run", "pictures", good, "application/zip");
    expect(run.statusCode, run.body).toBe(200);
    expect(lastLine(run.body)).toEqual({ result: { lines: 2, new: 2, change: 0, same: 0, refused: 0 } });
    const photos = await rows<{ article_no: string; alt: string }>(
      t.database,
      "select a.article_no, i.alt from article_images i join articles a on a.id = i.article_id where a.article_no like 'T31-%' order by a.article_no",
    );
    expect(photos).toEqual([
      { article_no: "T31-1", alt: "Testjakke Ålesund, Testrød" },
      { article_no: "T31-2", alt: "Testbukse" },
    ]);
    const again = await upload(admin, "dry-run", "pictures", good, "application/zip");
    expect(again.json().totals).toMatchObject({ new: 0, same: 2 });
  });

  it("reads a generated ERP file of a few dozen lines in one go", async () => {
    const file = articleFile(40, { prefix: "74", delimiter: "," });
    const res = await upload(admin, "dry-run", "articles", file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals).toEqual({ lines: 40, new: 40, change: 0, same: 0, refused: 0 });
  });
});

describe("who may import", () => {
  it.each([
    ["staff", () => staff],
    ["editor", () => editor],
  ])("%s may not send an article file or a zip (403)", async (_name, who) => {
    for (const step of ["dry-run", "run"] as const) {
      expect((await upload(who(), step, "articles", GOOD)).statusCode).toBe(403);
      expect((await upload(who(), step, "pictures", zipOf([]), "application/zip")).statusCode).toBe(403);
    }
  });

  it("an anonymous visitor is told to log in (404, spec section 8)", async () => {
    const anonymous = new Browser(t.app, "10.31.0.9");
    expect((await upload(anonymous, "dry-run", "articles", GOOD)).statusCode).toBe(404);
  });
});
