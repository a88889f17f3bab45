// Images kept on a node's disk before they moved into the database (decision 077): at start each node
// moves what its IMAGE_DIR holds into the database, so after one start of every node each upload any of
// them took is served by all. An image already stored is skipped, so this is cheap once done (one
// folder listing and one query) and safe on every node at once. The files are left where they are.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_KEY, type ImageFormat } from "../../../domain/image-sizes.ts";
import { type ImageSizeData, type ImageStore, uploadName } from "./image-store.ts";

/** An image's manifest (`<key>.json`): written last by the folder store, so an image with one is whole. */
const MANIFEST_NAME = /^([0-9a-f]{32})\.json$/;
const SIZE_NAME = /^([0-9a-f]{32})-(\d{1,4})\.(avif|webp)$/;

export interface ImageDirImport {
  /** Images moved into the database by this run. */
  moved: number;
  /** Images the folder holds that the database had already. */
  present: number;
  /** Manifests that could not be read, or images with no sizes beside them. */
  skipped: string[];
}

export async function importImageDir(store: Pick<ImageStore, "put" | "stored">, dir: string): Promise<ImageDirImport> {
  const result: ImageDirImport = { moved: 0, present: 0, skipped: [] };
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return result; // No folder: nothing was ever kept on this node's disk.
  }
  const sizesOf = new Map<string, { file: string; width: number; format: ImageFormat }[]>();
  for (const name of names) {
    const match = SIZE_NAME.exec(name);
    if (!match) continue;
    const list = sizesOf.get(match[1] as string) ?? [];
    list.push({ file: name, width: Number(match[2]), format: match[3] as ImageFormat });
    sizesOf.set(match[1] as string, list);
  }
  const keys = names.flatMap((n) => MANIFEST_NAME.exec(n)?.[1] ?? []).filter((k) => IMAGE_KEY.test(k));
  const stored = await store.stored(keys);
  result.present = stored.size;
  // One image at a time: only its sizes are in memory at once.
  for (const key of keys) {
    if (stored.has(key)) continue;
    const manifest = join(dir, `${key}.json`);
    // A file that cannot be read is reported and skipped; a database error stops the start.
    const image = await readImage(dir, key, manifest, sizesOf.get(key) ?? []).catch(() => null);
    if (!image) {
      result.skipped.push(`${key}.json`);
      continue;
    }
    if (await store.put(image.image, image.sizes)) result.moved++;
    else result.present++;
  }
  return result;
}

async function readImage(
  dir: string,
  key: string,
  manifest: string,
  files: { file: string; width: number; format: ImageFormat }[],
) {
  const parsed = JSON.parse(await readFile(manifest, "utf8")) as { width?: unknown; height?: unknown; name?: unknown };
  if (typeof parsed.width !== "number" || typeof parsed.height !== "number" || files.length === 0) return null;
  const sizes: ImageSizeData[] = [];
  for (const f of files) sizes.push({ width: f.width, format: f.format, data: await readFile(join(dir, f.file)) });
  return {
    image: {
      key,
      width: parsed.width,
      height: parsed.height,
      name: typeof parsed.name === "string" ? uploadName(parsed.name) : null,
      // The folder store dated an upload by its manifest's time; the library keeps that order.
      uploadedAt: (await stat(manifest)).mtime,
    },
    sizes,
  };
}
