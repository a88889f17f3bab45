// Uploaded images in the database (decisions 047, 077): every node serves every upload, and a backup of
// the database holds them. A picture's key is the hash of the uploaded bytes, so the same upload twice
// is stored once, and a name never changes content: the sizes may be cached for a year. The image's row
// and all its sizes are written in one transaction, so a reader never sees half an image; two nodes
// storing the same upload at once meet on the key, and the second finds the first's.
import { createHash } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { fallbackImage, IMAGE_FORMATS, IMAGE_KEY, type ImageFormat, imageSrcSet } from "../../../domain/image-sizes.ts";
import type { Database } from "../../db/client.ts";
import { imageSizes, images } from "../../db/schema.ts";
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

/** One size of an image as stored: what the image route serves. */
export interface ImageSizeData {
  width: number;
  format: ImageFormat;
  data: Buffer;
}

/** A file name the image route may serve: a key, a width and a format, nothing else. */
const FILE_NAME = /^([0-9a-f]{32})-(\d{1,4})\.(avif|webp)$/;

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

/**
 * The sizes served most recently, up to a byte budget (IMAGE_CACHE_MB): a name never changes content,
 * so an entry is never stale. It spares the database the reads a CDN or the browsers' caches do not.
 */
function sizeCache(budgetBytes: number) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(name: string): Buffer | undefined {
      const data = entries.get(name);
      if (data) {
        // Most recently used last: the first entry is the one to drop.
        entries.delete(name);
        entries.set(name, data);
      }
      return data;
    },
    set(name: string, data: Buffer) {
      if (data.length > budgetBytes || entries.has(name)) return;
      entries.set(name, data);
      bytes += data.length;
      for (const [oldest, old] of entries) {
        if (bytes <= budgetBytes) break;
        entries.delete(oldest);
        bytes -= old.length;
      }
    },
  };
}

export interface ImageStoreOptions {
  /** Bytes of served sizes kept in this process's memory (0: none). */
  cacheBytes?: number;
}

export type ImageStore = ReturnType<typeof createImageStore>;

export function createImageStore(database: Database, options: ImageStoreOptions = {}) {
  const run = bounded(PARALLEL_UPLOADS);
  const cache = options.cacheBytes ? sizeCache(options.cacheBytes) : null;

  async function find(key: string): Promise<StoredImage | null> {
    if (!IMAGE_KEY.test(key)) return null;
    const [row] = await database.db
      .select({ key: images.key, width: images.width, height: images.height })
      .from(images)
      .where(eq(images.key, key));
    return row ?? null;
  }

  /**
   * Stores an image and its sizes at once, unless its key is stored already (then nothing changes).
   * `uploadedAt` is kept when given (images moved in from a folder keep their date).
   */
  async function put(
    image: StoredImage & { name: string | null; uploadedAt?: Date },
    sizes: ImageSizeData[],
  ): Promise<boolean> {
    return database.transaction(async (tx) => {
      const inserted = await tx
        .insert(images)
        .values({ ...image, ...(image.uploadedAt ? { uploadedAt: image.uploadedAt } : {}) })
        .onConflictDoNothing()
        .returning({ key: images.key });
      if (inserted.length === 0) return false;
      // One size at a time: a statement holds only one size's bytes beside the buffers already here.
      for (const size of sizes) await tx.insert(imageSizes).values({ imageKey: image.key, ...size });
      return true;
    });
  }

  return {
    find,
    put,
    /** Which of these keys are stored (moving a folder in skips those). */
    async stored(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const found = await database.db.select({ key: images.key }).from(images).where(inArray(images.key, keys));
      return new Set(found.map((r) => r.key));
    },
    /**
     * Stores the sizes of an uploaded picture (refusing what is no picture, 422); same bytes, same key.
     * `name` is the uploaded file's name, kept for the library (the first upload's name stays).
     */
    async save(input: Buffer, name?: string): Promise<ImageUrls> {
      const key = createHash("sha256").update(input).digest("hex").slice(0, 32);
      const known = await find(key);
      if (known) return withUrls(known);
      const processed = await run(() => processImage(input));
      const image = { key, width: processed.width, height: processed.height };
      await put({ ...image, name: uploadName(name) }, processed.sizes);
      return withUrls(image);
    },
    /** The library of uploaded images, newest first, a page at a time (the back office's image picker). */
    async list(page: number, perPage: number): Promise<{ data: LibraryImage[]; total: number }> {
      const [rows, [{ total }]] = await Promise.all([
        database.db
          .select()
          .from(images)
          .orderBy(desc(images.uploadedAt), images.key)
          .limit(perPage)
          .offset((page - 1) * perPage),
        database.db.select({ total: count() }).from(images),
      ]);
      const data = rows.map((r) => ({
        ...withUrls({ key: r.key, width: r.width, height: r.height }),
        name: r.name,
        uploadedAt: r.uploadedAt.toISOString(),
      }));
      return { data, total };
    },
    /** The bytes and content type behind an image address, or null for any other name. */
    async read(name: string): Promise<{ data: Buffer; contentType: string } | null> {
      const match = FILE_NAME.exec(name);
      if (!match) return null;
      const format = match[3] as ImageFormat;
      const contentType = CONTENT_TYPES[format];
      const cached = cache?.get(name);
      if (cached) return { data: cached, contentType };
      const [row] = await database.db
        .select({ data: imageSizes.data })
        .from(imageSizes)
        .where(
          and(
            eq(imageSizes.imageKey, match[1] as string),
            eq(imageSizes.width, Number(match[2])),
            eq(imageSizes.format, format),
          ),
        );
      if (!row) return null;
      cache?.set(name, row.data);
      return { data: row.data, contentType };
    },
  };
}
