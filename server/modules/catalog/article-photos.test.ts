// An article's pictures in the back office (decision 047): an administrator puts uploaded pictures on
// an article with an alt text, orders and removes them, each change with its audit row, and the
// product API shows the change at once.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ALT_REQUIRED } from "../../../domain/article-photo.ts";
import { multipartFile } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { UNKNOWN_IMAGE } from "./article-admin-schemas.ts";
import { BAD_PHOTO_ORDER, PHOTO_NOT_FOUND } from "./article-images.ts";

let t: TestApp;
let admin: Browser;
let editor: Browser;
let article: { id: number; slug: string; color_id: number };

/** The test app; the article's pictures and the audit rows are removed when it closes (shared database). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  [article] = await rows(
    app.database,
    `select a.id, a.slug, v.color_id from articles a join variants v on v.article_id = a.id
      where a.visible_web = 1 and not exists (select 1 from article_images i where i.article_id = a.id)
      order by a.id desc, v.id limit 1`,
  );
  const [{ last }] = await rows<{ last: number | null }>(app.database, "select max(id) as last from audit_log");
  return {
    ...app,
    async close() {
      await rows(app.database, "delete from article_images where article_id = $1", [article.id]);
      await rows(app.database, "delete from audit_log where id > $1", [last ?? 0]);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.4.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  editor = new Browser(t.app, "10.4.0.2");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
});

const jpeg = (width: number, height: number, r = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

async function upload(browser: Browser, data: Buffer, filename = "bilde.jpg", type = "image/jpeg") {
  const { payload, headers } = await multipartFile(data, filename, type);
  return browser.request("POST", "/api/v1/backoffice/images", payload, { headers });
}

const photoAudit = async () =>
  rows<{ action: string; before: { photos: string[] }; after: { photos: string[] } }>(
    t.database,
    `select action, changes->'before' as before, changes->'after' as after from audit_log
      where entity_type = 'article' and entity_id = $1 and action like 'article.photo.%' order by id`,
    [String(article.id)],
  );
const productPhotos = async () =>
  (await admin.get(`/api/v1/articles/${article.id}`)).json().data.photos as { key: string; alt: string }[];

describe("an article's pictures", () => {
  it("refuses a picture without alt text, or one never uploaded, with nothing written", async () => {
    const { key } = (await upload(admin, await jpeg(640, 640, 40))).json().data;
    const noAlt = await admin.post(`/api/v1/backoffice/articles/${article.id}/photos`, { key, alt: "  " });
    expect(noAlt.statusCode).toBe(422);
    expect(noAlt.json().errors.alt).toEqual([ALT_REQUIRED]);
    const unknown = await admin.post(`/api/v1/backoffice/articles/${article.id}/photos`, {
      key: "f".repeat(32),
      alt: "Jakke sett forfra",
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(UNKNOWN_IMAGE);
    expect(await productPhotos()).toEqual([]);
    expect(await photoAudit()).toEqual([]);
  });

  it("are added, ordered and removed with an audit row each, and the product API shows them at once", async () => {
    const first = (await upload(admin, await jpeg(1400, 1000, 50))).json().data;
    const second = (await upload(admin, await jpeg(700, 700, 60))).json().data;
    const url = `/api/v1/backoffice/articles/${article.id}/photos`;
    // The product API is asked first, so the catalogue cache holds the article without pictures.
    expect(await productPhotos()).toEqual([]);

    const added = await admin.post(url, { key: first.key, alt: "Jakken sett forfra", colorId: article.color_id });
    expect(added.statusCode).toBe(200);
    await admin.post(url, { key: second.key, alt: "Detalj av glidelåsen" });
    expect(await productPhotos()).toEqual([
      { key: first.key, width: 1400, height: 1000, alt: "Jakken sett forfra", colorId: article.color_id },
      { key: second.key, width: 700, height: 700, alt: "Detalj av glidelåsen", colorId: null },
    ]);

    const ids = (await admin.get(`/api/v1/backoffice/articles/${article.id}`))
      .json()
      .data.photos.map((p: { id: number }) => p.id);
    const bad = await admin.put(`${url}/order`, { ids: [ids[0], ids[0]] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(BAD_PHOTO_ORDER);
    const ordered = await admin.put(`${url}/order`, { ids: [ids[1], ids[0]] });
    expect(ordered.statusCode).toBe(200);
    expect((await productPhotos()).map((p) => p.alt)).toEqual(["Detalj av glidelåsen", "Jakken sett forfra"]);

    const removed = await admin.request("DELETE", `${url}/${ids[1]}`);
    expect(removed.statusCode).toBe(200);
    expect((await productPhotos()).map((p) => p.key)).toEqual([first.key]);
    const again = await admin.request("DELETE", `${url}/${ids[1]}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PHOTO_NOT_FOUND);

    const audit = await photoAudit();
    expect(audit.map((a) => a.action)).toEqual([
      "article.photo.add",
      "article.photo.add",
      "article.photo.order",
      "article.photo.remove",
    ]);
    expect(audit[3].before.photos).toEqual([
      `${second.key} (Detalj av glidelåsen)`,
      `${first.key} (Jakken sett forfra)`,
    ]);
    expect(audit[3].after.photos).toEqual([`${first.key} (Jakken sett forfra)`]);
  });

  it("are the administrator's: an editor may upload but not change an article", async () => {
    const res = await editor.post(`/api/v1/backoffice/articles/${article.id}/photos`, {
      key: "a".repeat(32),
      alt: "Bilde",
    });
    expect(res.statusCode).toBe(403);
  });
});
