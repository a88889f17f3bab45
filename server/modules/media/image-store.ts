// Uploaded images on disk under IMAGE_DIR (decision 047). A picture's name is the hash of the uploaded
// bytes, so the same upload twice is stored once, and a name never changes content: the files may be
// cached for a year. Each file is written to a temporary name and renamed, so a reader never sees half
// a file; the small manifest (`<key>.json`) is written last, so an image whose manifest exists is whole.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fallbackImage, IMAGE_FORMATS, IMAGE_KEY, type ImageFormat, imageSrcSet } from "../../../domain/image-sizes.ts";
import { processImage } from "./image-pipeline.ts";

/** What the shop knows of a stored image: its name and the upright original's size. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** A stored image with the addresses of its sizes (what the upload answers). */
export interface ImageUrls extends StoredImage {
  src: string;
  srcset: Record<ImageFormat, string>;
}

/** A file name the image route may serve: a key, a width and a format, nothing else (no path). */
const FILE_NAME = /^([0-9a-f]{32})-(\d{1,4})\.(avif|webp)$/;
const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** At most this many uploads are processed at once; the others wait their turn. */
const PARALLEL_UPLOADS = 2;

export function withUrls(image: StoredImage): ImageUrls {
  const srcset = Object.fromEntries(IMAGE_FORMATS.map((f) => [f, imageSrcSet(image.key, image.width, f)]));
  return {
    ...image,
    src: fallbackImage(image.key, image).src,
    srcset: srcset as Record<ImageFormat, string>,
  };
}

async function writeAtomically(path: string, data: Buffer | string) {
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A small queue: `run` waits while `limit` tasks are running. */
function bounded(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;

export function createImageStore(dir: string) {
  const run = bounded(PARALLEL_UPLOADS);
  const manifestOf = (key: string) => join(dir, `${key}.json`);

  async function find(key: string): Promise<StoredImage | null> {
    if (!IMAGE_KEY.test(key)) return null;
    try {
      const { width, height } = JSON.parse(await readFile(manifestOf(key), "utf8")) as StoredImage;
      return { key, width, height };
    } catch {
      return null;
    }
  }

  return {
    dir,
    find,
    /** Stores the sizes of an uploaded picture (refusing what is no picture, 422); same bytes, same key. */
    async save(input: Buffer): Promise<ImageUrls> {
      const key = createHash("sha256").update(input).digest("hex").slice(0, 32);
      const known = await find(key);
      if (known) return withUrls(known);
      const processed = await run(() => processImage(input));
      await mkdir(dir, { recursive: true });
      await Promise.all(
        processed.sizes.map((s) => writeAtomically(join(dir, `${key}-${s.width}.${s.format}`), s.data)),
      );
      const image = { key, width: processed.width, height: processed.height };
      await writeAtomically(manifestOf(key), JSON.stringify(image));
      return withUrls(image);
    },
    /** The file and content type behind an image address, or null for any other name. */
    async read(name: string): Promise<{ data: Buffer; contentType: string } | null> {
      const match = FILE_NAME.exec(name);
      if (!match) return null;
      try {
        const data = await readFile(join(dir, name));
        return { data, contentType: CONTENT_TYPES[match[3] as ImageFormat] };
      } catch {
        return null;
      }
    },
  };
}
