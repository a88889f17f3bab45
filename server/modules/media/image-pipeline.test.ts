// Issue 15, "image processing": real sharp on small generated pictures. Every width is made in AVIF and
// WebP, nothing is blown up, the camera's orientation is applied and its metadata dropped, and what is
// not a picture of an accepted format is refused whatever its name says.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, widthsFor } from "../../../domain/image-sizes.ts";
import { InvalidInput } from "../../lib/errors.ts";
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

describe("the image store", () => {
  let dir: string;
  let store: ImageStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "butikk-images-"));
    store = createImageStore(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names the files by the upload's content, once, with no temporary file left", async () => {
    const input = await picture(700, 350).jpeg().toBuffer();
    const first = await store.save(input);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(first.srcset.avif).toBe(
      `/img/u/${first.key}-320.avif 320w, /img/u/${first.key}-640.avif 640w, /img/u/${first.key}-700.avif 700w`,
    );
    expect(first.src).toBe(`/img/u/${first.key}-700.webp`);
    const again = await store.save(Buffer.from(input));
    expect(again).toEqual(first);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(
      [
        `${first.key}.json`,
        ...[320, 640, 700].flatMap((w) => [`${first.key}-${w}.avif`, `${first.key}-${w}.webp`]),
      ].sort(),
    );
    expect(await store.find(first.key)).toEqual({ key: first.key, width: 700, height: 350 });
  });

  it("reads only names of its own shape: no other file, no path", async () => {
    await writeFile(join(dir, "secret.txt"), "hemmelig");
    const { key } = await store.save(await picture(320, 320).png().toBuffer());
    expect((await store.read(`${key}-320.webp`))?.contentType).toBe("image/webp");
    expect((await store.read(`${key}-320.avif`))?.data).toEqual(await readFile(join(dir, `${key}-320.avif`)));
    for (const name of [`${key}-640.webp`, "secret.txt", `../${key}-320.webp`, `${key}.json`, `${key}-320.png`]) {
      expect(await store.read(name), name).toBeNull();
    }
    expect(await store.find("../etc/passwd")).toBeNull();
  });
});
