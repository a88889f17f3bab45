// Uploaded images on disk under IMAGE_DIR (decision 047). A picture's name is the hash of the uploaded
// bytes, so the same upload twice is stored once, and a name never changes content: the files may be
// cached for a year. Each file is written to a temporary name and renamed, so a reader never sees half
// a file; the small manifest (`<key>.json`) is written last, so an image whose manifest exists is whole.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fallbackImage, IMAGE_FORMATS, IMAGE_KEY, type ImageFormat, imageSrcSet } from "../../../domain/image-sizes.ts";
import { processImage } from "./image-pipeline.ts";

/** What the shop knows of a stored image: its name and the upright original's size. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** A stored image in the library: its file's name when uploaded (if known) and when it was stored. */
export interface LibraryImage extends ImageUrls {
  name: string | null;
  uploadedAt: string;
}

/** A stored image with the addresses of its sizes (what the upload answers). */
export interface ImageUrls extends StoredImage {
  src: string;
  srcset: Record<ImageFormat, string>;
}

/** A file name the image route may serve: a key, a width and a format, nothing else (no path). */
const FILE_NAME = /^([0-9a-f]{32})-(\d{1,4})\.(avif|webp)$/;
/** An image's manifest: it is written last, so an image with one is whole. */
const MANIFEST_NAME = /^([0-9a-f]{32})\.json$/;

/** The uploaded file's own name as the library shows it: no folders, no control characters, not too long. */
export function uploadName(name: string | undefined): string | null {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\p{C}]/gu, "").trim();
  return clean ? clean.slice(0, 120) : null;
}
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
    /**
     * Stores the sizes of an uploaded picture (refusing what is no picture, 422); same bytes, same key.
     * `name` is the uploaded file's name, kept for the library (the first upload's name stays).
     */
    async save(input: Buffer, name?: string): Promise<ImageUrls> {
      const key = createHash("sha256").update(input).digest("hex").slice(0, 32);
      const known = await find(key);
      if (known) return withUrls(known);
      const processed = await run(() => processImage(input));
      await mkdir(dir, { recursive: true });
      await Promise.all(
        processed.sizes.map((s) => writeAtomically(join(dir, `${key}-${s.width}.${s.format}`), s.data)),
      );
      const image = { key, width: processed.width, height: processed.height };
      await writeAtomically(manifestOf(key), JSON.stringify({ ...image, name: uploadName(name) }));
      return withUrls(image);
    },
    /**
     * The library of uploaded images, newest first, a page at a time (the back office's image picker).
     * The folder is the record: every node sees the same folder (DESIGN.md section 2).
     */
    async list(page: number, perPage: number): Promise<{ data: LibraryImage[]; total: number }> {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return { data: [], total: 0 };
      }
      const manifests = names.filter((n) => MANIFEST_NAME.test(n));
      const dated = (
        await Promise.all(
          manifests.map(async (n) => {
            try {
              return [{ file: n, at: (await stat(join(dir, n))).mtime }];
            } catch {
              return [];
            }
          }),
        )
      ).flat();
      dated.sort((a, b) => b.at.getTime() - a.at.getTime() || a.file.localeCompare(b.file));
      const start = (page - 1) * perPage;
      const data = (
        await Promise.all(
          dated.slice(start, start + perPage).map(async ({ file, at }) => {
            try {
              const stored = JSON.parse(await readFile(join(dir, file), "utf8")) as StoredImage & { name?: unknown };
              const key = file.slice(0, 32);
              const image = withUrls({ key, width: stored.width, height: stored.height });
              return [
                { ...image, name: typeof stored.name === "string" ? stored.name : null, uploadedAt: at.toISOString() },
              ];
            } catch {
              return [];
            }
          }),
        )
      ).flat();
      return { data, total: dated.length };
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
