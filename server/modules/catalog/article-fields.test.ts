// The rest of an article in the back office (issue 15): care labels, season, product line and group,
// and its variants (add one with a checked EAN, hide or show one). Each change has its audit row and
// the product API shows it at once.
import { describe, expect, it } from "vitest";
import { BAD_EAN, EAN_TAKEN, isValidEan, VARIANT_TAKEN } from "../../../domain/ean.ts";
import { restoreRowsLater } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { UNKNOWN_GROUP } from "./admin.ts";

let t: TestApp;
let admin: Browser;
let editor: Browser;
let article: { id: number; article_group3_id: number; product_line_id: number };
let variant: { id: number; ean: string; color_id: number; size_id: number };
let otherGroup: { id: number; name: string; ag2: number; main: number };
let otherLine: { id: number; name: string };

/** The test app; the articles and variants are put back when it closes (the database is shared). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  const undo = [await restoreRowsLater(app.database, "variants"), await restoreRowsLater(app.database, "articles")];
  [article] = await rows(
    app.database,
    "select id, article_group3_id, product_line_id from articles where visible_web = 1 order by id desc limit 1 offset 3",
  );
  [variant] = await rows(
    app.database,
    "select id, ean, color_id, size_id from variants where article_id = $1 and purchasable_web = 1 order by id limit 1",
    [article.id],
  );
  [otherGroup] = await rows(
    app.database,
    `select g3.id, g3.name, g2.id as ag2, g2.main_group_id as main from article_groups3 g3
       join article_groups2 g2 on g2.id = g3.article_group2_id where g3.id <> $1 order by g3.id limit 1`,
    [article.article_group3_id],
  );
  [otherLine] = await rows(app.database, "select id, name from product_lines where id <> $1 order by id limit 1", [
    article.product_line_id,
  ]);
  const [{ last }] = await rows<{ last: number | null }>(app.database, "select max(id) as last from audit_log");
  return {
    ...app,
    async close() {
      for (const put of undo) await put();
      await rows(app.database, "delete from audit_log where id > $1", [last ?? 0]);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.5.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  editor = new Browser(t.app, "10.5.0.2");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
});

const product = async () => (await admin.get(`/api/v1/articles/${article.id}`)).json().data;
const auditOf = async (action: string) =>
  rows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.database,
    `select changes->'before' as before, changes->'after' as after from audit_log
      where action = $1 and entity_type = 'article' and entity_id = $2 order by id`,
    [action, String(article.id)],
  );

/** An EAN-13 no variant has: twelve digits and the check digit that makes it valid. */
async function freeEan(): Promise<string> {
  for (let n = 0; ; n++) {
    const stem = `20${String(424242000 + n).padStart(10, "0")}`;
    const ean = [...Array(10).keys()].map((d) => `${stem}${d}`).find(isValidEan) as string;
    const [taken] = await rows(t.database, "select 1 from variants where ean = $1", [ean]);
    if (!taken) return ean;
  }
}

describe("an article's care labels, season, product line and group", () => {
  it("are changed by an administrator, audited, and shown by the product API at once", async () => {
    await product();
    const res = await admin.patch(`/api/v1/backoffice/articles/${article.id}`, {
      careLabel: ["Impregneres ved behov", "Lukk glidelåser før vask"],
      season: "Vinter 2026",
      productLineId: otherLine.id,
      articleGroup3Id: otherGroup.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      season: "Vinter 2026",
      productLineId: otherLine.id,
      articleGroup3Id: otherGroup.id,
      articleGroup2Id: otherGroup.ag2,
      mainGroupId: otherGroup.main,
    });
    const shown = await product();
    expect(shown.careLabel).toEqual(["Impregneres ved behov", "Lukk glidelåser før vask"]);
    expect(shown.season).toBe("Vinter 2026");
    expect(shown.brand).toBe(otherLine.name);
    expect(shown.group3).toBe(otherGroup.name);
    const [audit] = (await auditOf("article.update")).slice(-1);
    expect(audit.after).toMatchObject({ season: "Vinter 2026", articleGroup3Id: otherGroup.id });
    expect(audit.before).toMatchObject({ articleGroup3Id: article.article_group3_id });
  });

  it("refuses an unknown group with a Norwegian 422 and changes nothing", async () => {
    const res = await admin.patch(`/api/v1/backoffice/articles/${article.id}`, {
      season: "Sommer 2027",
      articleGroup3Id: 999_999,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.articleGroup3Id).toEqual([UNKNOWN_GROUP]);
    expect((await product()).season).toBe("Vinter 2026");
  });
});

describe("an article's variants", () => {
  it("get a new one with a valid, unused EAN, audited and shown at once", async () => {
    const url = `/api/v1/backoffice/articles/${article.id}/variants`;
    const other = { colorId: variant.color_id, sizeId: variant.size_id };
    const bad = await admin.post(url, { ...other, ean: "4006381333932" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ean).toEqual([BAD_EAN]);
    const taken = await admin.post(url, { ...other, ean: variant.ean });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EAN_TAKEN);
    const twin = await admin.post(url, { ...other, ean: await freeEan() });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(VARIANT_TAKEN);

    const [size] = await rows<{ id: number }>(
      t.database,
      "select id from sizes where id not in (select size_id from variants where article_id = $1 and color_id = $2) order by id limit 1",
      [article.id, variant.color_id],
    );
    const ean = await freeEan();
    const added = await admin.post(url, { colorId: variant.color_id, sizeId: size.id, ean });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ ean, colorId: variant.color_id, sizeId: size.id, visibleWeb: true });
    expect((await product()).variants.map((v: { ean: string }) => v.ean)).toContain(ean);
    expect((await auditOf("variant.add")).at(-1)?.after.variant).toContain(ean);
  });

  it("are hidden from the web and shown again, each change audited", async () => {
    const url = `/api/v1/backoffice/articles/${article.id}/variants/${variant.id}`;
    const hidden = await admin.patch(url, { visibleWeb: false });
    expect(hidden.statusCode).toBe(200);
    const canBuy = async () =>
      (await product()).variants.find((v: { id: number }) => v.id === variant.id).canPurchase as boolean;
    expect(await canBuy()).toBe(false);
    await admin.patch(url, { visibleWeb: true });
    expect(await canBuy()).toBe(true);
    expect((await auditOf("variant.visibility")).map((a) => a.after.visibleWeb)).toEqual([false, true]);
    const elsewhere = await admin.patch(`/api/v1/backoffice/articles/${article.id}/variants/999999`, {
      visibleWeb: false,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("are the administrator's: an editor is refused", async () => {
    const res = await editor.patch(`/api/v1/backoffice/articles/${article.id}/variants/${variant.id}`, {
      visibleWeb: false,
    });
    expect(res.statusCode).toBe(403);
  });
});
