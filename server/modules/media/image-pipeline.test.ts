// Issue 15, "image processing": real sharp on small generated pictures. Every width is made in AVIF and
// WebP, nothing is blown up, the camera's orientation is applied and its metadata dropped, and what is
// not a picture of an accepted format is refused whatever its name says.
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, widthsFor } from "../../../domain/image-sizes.ts";
import { openTestDatabase } from "../../../tests/setup/test-database.ts";
import type { Database } from "../../db/client.ts";
import { imageSizes } from "../../db/schema.ts";
import { InvalidInput } from "../../lib/errors.ts";
import { importImageDir } from "./image-dir-import.ts";
import { NOT_AN_IMAGE, processImage, TOO_SMALL_IMAGE } from "./image-pipeline.ts";
import { createImageStore, type ImageStore } from "./image-store.ts";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } });

const isAvif = (b: Buffer) => b.subarray(4, 12).toString("latin1") === "ftypavif";
const isWebp = (b: Buffer) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString() === "WEBP";

describe("the sizes of an image", () => {
  it("are the standard widths below the original and the original's own width, never wider", () => {
    expect(widthsFor(4000)).toEqual([...IMAGE_WIDTHS]);
    expect(widthsFor(1280)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(800)).toEqual([320, 640, 800]);
    expect(widthsFor(320)).toEqual([320]);
    expect(widthsFor(150)).toEqual([150]);
  });
});

describe("processing an upload", () => {
  it("makes every width in AVIF and WebP, in the original's proportions", async () => {
    const input = await picture(1600, 1200).jpeg().toBuffer();
    const out = await processImage(input);
    expect({ width: out.width, height: out.height }).toEqual({ width: 1600, height: 1200 });
    const made = out.sizes.map((s) => `${s.format}:${s.width}x${s.height}`).sort();
    expect(made).toEqual(
      [320, 640, 960, 1280].flatMap((w) => [`avif:${w}x${(w * 3) / 4}`, `webp:${w}x${(w * 3) / 4}`]).sort(),
    );
    for (const size of out.sizes) {
      expect(size.format === "avif" ? isAvif(size.data) : isWebp(size.data), `${size.format} ${size.width}`).toBe(true);
      const meta = await sharp(size.data).metadata();
      expect([meta.width, meta.height]).toEqual([size.width, size.height]);
    }
  });

  it("never makes a size wider than the original", async () => {
    const out = await processImage(await picture(500, 300).png().toBuffer());
    expect([...new Set(out.sizes.map((s) => s.width))]).toEqual([320, 500]);
    expect(Math.max(...out.sizes.map((s) => s.width))).toBe(500);
  });

  it("turns a photo upright by its EXIF orientation and keeps none of its metadata", async () => {
    // Orientation 6: the camera was turned; the stored pixels are 400×200, the photo is 200×400.
    const input = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: "Ola Nordmann" } } })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input);
    expect({ width: out.width, height: out.height }).toEqual({ width: 200, height: 400 });
    for (const size of out.sizes) {
      const meta = await sharp(size.data).metadata();
      expect([meta.width, meta.height]).toEqual([200, 400]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
    }
  });

  it("takes PNG, WebP and AVIF as well as JPEG", async () => {
    for (const encode of [(s: Sharp) => s.png(), (s: Sharp) => s.webp(), (s: Sharp) => s.avif()]) {
      const out = await processImage(await encode(picture(330, 200)).toBuffer());
      expect(out.width).toBe(330);
    }
  });

  it("refuses a text file named .jpg, a GIF and an empty file with a Norwegian message", async () => {
    const gif = await picture(200, 200).gif().toBuffer();
    for (const input of [Buffer.from("Dette er ikke et bilde\n"), gif, Buffer.alloc(0)]) {
      const error = await processImage(input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidInput);
      expect((error as InvalidInput).message).toBe(NOT_AN_IMAGE);
    }
  });

  it("refuses a picture too small to show", async () => {
    await expect(processImage(await picture(80, 300).png().toBuffer())).rejects.toThrow(TOO_SMALL_IMAGE);
  });
});

describe("the image store (in the database, decision 077)", () => {
  let database: Database;
  let store: ImageStore;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = createImageStore(database, { cacheBytes: 1024 * 1024 });
    dir = await mkdtemp(join(tmpdir(), "butikk-images-"));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("names the sizes by the upload's content and stores them once", async () => {
    const input = await picture(700, 350).jpeg().toBuffer();
    const first = await store.save(input, "C:\\Bilder\\sykkel.jpg");
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(first.srcset.avif).toBe(
      `/img/u/${first.key}-320.avif 320w, /img/u/${first.key}-640.avif 640w, /img/u/${first.key}-700.avif 700w`,
    );
    expect(first.src).toBe(`/img/u/${first.key}-700.webp`);
    const again = await store.save(Buffer.from(input), "annet-navn.jpg");
    expect(again).toEqual(first);
    const sizes = await database.db
      .select({ width: imageSizes.width, format: imageSizes.format })
      .from(imageSizes)
      .where(eq(imageSizes.imageKey, first.key));
    expect(sizes.map((s) => `${s.width}.${s.format}`).sort()).toEqual(
      [320, 640, 700].flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
    );
    expect(await store.find(first.key)).toEqual({ key: first.key, width: 700, height: 350 });
    const { data } = await store.list(1, 100);
    expect(data.find((i) => i.key === first.key)?.name).toBe("sykkel.jpg");
  });

  it("reads only names of its own shape", async () => {
    const { key } = await store.save(await picture(320, 320).png().toBuffer());
    const webp = await store.read(`${key}-320.webp`);
    expect(webp?.contentType).toBe("image/webp");
    expect(isWebp(webp?.data as Buffer)).toBe(true);
    const avif = await store.read(`${key}-320.avif`);
    expect(isAvif(avif?.data as Buffer)).toBe(true);
    // Served again from the node's memory: the same bytes.
    expect((await store.read(`${key}-320.avif`))?.data).toEqual(avif?.data);
    for (const name of [`${key}-640.webp`, "secret.txt", `../${key}-320.webp`, `${key}.json`, `${key}-320.png`]) {
      expect(await store.read(name), name).toBeNull();
    }
    expect(await store.find("../etc/passwd")).toBeNull();
  });

  it("moves images an older version kept in a folder into the database, once, keeping name and date", async () => {
    // The folder as the disk store wrote it: sizes, then the manifest with the upload's name.
    const key = "0123456789abcdef0123456789abcdef";
    const sizeBytes = await picture(320, 200).webp().toBuffer();
    await writeFile(join(dir, `${key}-320.webp`), sizeBytes);
    await writeFile(join(dir, `${key}-320.avif`), await picture(320, 200).avif().toBuffer());
    await writeFile(join(dir, `${key}.json`), JSON.stringify({ key, width: 320, height: 200, name: "gammel.jpg" }));
    const dated = new Date("2026-01-02T03:04:05Z");
    await utimes(join(dir, `${key}.json`), dated, dated);
    // A manifest without its sizes (a half-written upload) and files that are no image are skipped.
    const half = "fedcba9876543210fedcba9876543210";
    await writeFile(join(dir, `${half}.json`), JSON.stringify({ key: half, width: 320, height: 200 }));
    await writeFile(join(dir, "notes.txt"), "ikke et bilde");

    expect(await importImageDir(store, dir)).toEqual({ moved: 1, present: 0, skipped: [`${half}.json`] });
    expect((await store.read(`${key}-320.webp`))?.data).toEqual(sizeBytes);
    const { data } = await store.list(1, 1000);
    expect(data.find((i) => i.key === key)).toMatchObject({ name: "gammel.jpg", uploadedAt: dated.toISOString() });
    // A second start finds it stored; a missing folder is nothing to move.
    expect(await importImageDir(store, dir)).toMatchObject({ moved: 0, present: 1 });
    expect(await importImageDir(store, join(dir, "finnes-ikke"))).toEqual({ moved: 0, present: 0, skipped: [] });
  });
});
