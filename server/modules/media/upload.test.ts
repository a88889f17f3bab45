// Images in the back office (issue 15, decisions 047 and 066): editors and administrators upload a
// picture and get its sizes; the sizes are served immutable by name and nothing else is; the library
// lists the uploads newest first. An article's pictures are tested in catalog/article-photos.test.ts.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE } from "../../../domain/image-sizes.ts";
import { multipartFile } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";
import { NO_IMAGE_FILE } from "./admin-routes.ts";
import { NOT_AN_IMAGE } from "./image-pipeline.ts";

let t: TestApp;
let admin: Browser;
let editor: Browser;
let staff: Browser;

appForFile(createTestApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.4.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  editor = new Browser(t.app, "10.4.0.2");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
  staff = new Browser(t.app, "10.4.0.3");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

const jpeg = (width: number, height: number, r = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

async function upload(browser: Browser, data: Buffer, filename = "bilde.jpg", type = "image/jpeg") {
  const { payload, headers } = await multipartFile(data, filename, type);
  return browser.request("POST", "/api/v1/backoffice/images", payload, { headers });
}

describe("uploading an image", () => {
  it("gives an editor the stored sizes, served with their type and cached for a year", async () => {
    const res = await upload(editor, await jpeg(900, 600));
    expect(res.statusCode).toBe(200);
    const image = res.json().data;
    expect(image).toMatchObject({ width: 900, height: 600, src: `/img/u/${image.key}-900.webp` });
    expect(image.srcset.avif).toBe(
      `/img/u/${image.key}-320.avif 320w, /img/u/${image.key}-640.avif 640w, /img/u/${image.key}-900.avif 900w`,
    );
    for (const [name, type] of [
      [`${image.key}-640.avif`, "image/avif"],
      [`${image.key}-900.webp`, "image/webp"],
    ]) {
      const file = await t.app.inject({ method: "GET", url: `/img/u/${name}` });
      expect(file.statusCode, name).toBe(200);
      expect(file.headers["content-type"]).toBe(type);
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await sharp(file.rawPayload).metadata()).width).toBe(Number(name.split("-")[1].split(".")[0]));
    }
  });

  it("answers 404 for a size or name it does not have, and for a path", async () => {
    const { key } = (await upload(admin, await jpeg(400, 400, 31))).json().data;
    for (const url of [
      `/img/u/${key}-1280.webp`,
      `/img/u/${"0".repeat(32)}-320.webp`,
      `/img/u/${key}.json`,
      "/img/u/..%2F..%2F..%2Fetc%2Fpasswd",
      `/img/u/..%2F${key}-320.webp`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("refuses a text file named .jpg with a Norwegian 422", async () => {
    const res = await upload(admin, Buffer.from("Dette er ikke et bilde, bare tekst.\n"), "bilde.jpg");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: NOT_AN_IMAGE, errors: { file: [NOT_AN_IMAGE] } });
  });

  it("refuses a file over 15 MB with 413 and a Norwegian message", async () => {
    const res = await upload(admin, Buffer.alloc(15 * 1024 * 1024 + 1, 1), "stor.jpg");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: IMAGE_TOO_LARGE });
  });

  it("asks for a file when the form has none", async () => {
    const res = await admin.post("/api/v1/backoffice/images", {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(NO_IMAGE_FILE);
  });

  it("is not for shop staff, and a visitor is not let in", async () => {
    const refused = await upload(staff, await jpeg(200, 200));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FORBIDDEN_MESSAGE);
    const visitor = await upload(new Browser(t.app, "10.4.0.9"), await jpeg(200, 200));
    expect(visitor.statusCode).toBeGreaterThanOrEqual(400);
    expect(visitor.statusCode).not.toBe(200);
  });
});

describe("the library of uploaded images (decision 066)", () => {
  it("lists the uploads newest first with their file's name, sizes and addresses, for editors and administrators", async () => {
    const older = (await upload(editor, await jpeg(500, 400, 70), "eldre.jpg")).json().data;
    const newer = (await upload(admin, await jpeg(800, 600, 71), "C:\\Bilder\\Julekampanje 2026.jpg")).json().data;
    for (const who of [editor, admin]) {
      const res = await who.get("/api/v1/backoffice/images");
      expect(res.statusCode, res.body).toBe(200);
      const { data, meta } = res.json();
      expect(meta).toMatchObject({ current_page: 1, per_page: 24 });
      expect(meta.total).toBeGreaterThanOrEqual(2);
      const keys = data.map((i: { key: string }) => i.key);
      expect(keys).toContain(older.key);
      expect(keys.indexOf(newer.key)).toBeLessThan(keys.indexOf(older.key));
      expect(data.find((i: { key: string }) => i.key === newer.key)).toMatchObject({
        name: "Julekampanje 2026.jpg",
        width: 800,
        height: 600,
        src: `/img/u/${newer.key}-800.webp`,
      });
      expect(Date.parse(data[0].uploadedAt)).not.toBeNaN();
    }
    const far = await admin.get("/api/v1/backoffice/images?side=999");
    expect(far.statusCode).toBe(200);
    expect(far.json().data).toEqual([]);
    expect((await admin.get("/api/v1/backoffice/images?side=0")).statusCode).toBe(422);
  });

  it("is refused to shop staff and customers (403), and a visitor is told to log in (404)", async () => {
    const customer = new Browser(t.app, "10.4.0.8");
    await customer.login("kari@example.no", "Demo-passord-1");
    for (const who of [staff, customer]) {
      const res = await who.get("/api/v1/backoffice/images");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    const visitor = await new Browser(t.app, "10.4.0.7").get("/api/v1/backoffice/images");
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ message: NO_USER_MESSAGE });
  });
});
