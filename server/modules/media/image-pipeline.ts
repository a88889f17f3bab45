// Uploaded pictures become responsive sizes (decision 047): the format is read from the bytes by sharp
// (never from the file name), the picture is turned upright by its EXIF orientation, and each width of
// domain/image-sizes.ts is made in AVIF and WebP without any of the original's metadata (camera,
// position). sharp works in libvips' own threads, so the event loop only waits; its concurrency is
// bounded once here, and at most a few uploads are processed at a time.
import { availableParallelism } from "node:os";
import sharp, { type Metadata, type Sharp } from "sharp";
import { heightAt, IMAGE_FORMATS, type ImageFormat, widthsFor } from "../../../domain/image-sizes.ts";
import { InvalidInput } from "../../lib/errors.ts";

export const NOT_AN_IMAGE = "Filen må være et bilde i JPEG-, PNG-, WebP- eller AVIF-format";
export const TOO_SMALL_IMAGE = "Bildet må være minst 100 piksler bredt og høyt";

/** sharp's names of the formats the shop takes (an AVIF file is 'heif' with AV1 compression). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);
/** A picture larger than this (pixels) is refused before it is decoded: 50 megapixels. */
const MAX_PIXELS = 50_000_000;
const MIN_SIDE = 100;

// libvips threads per image: leave a core for the event loop and the database.
sharp.concurrency(Math.max(1, Math.min(4, availableParallelism() - 1)));

export interface ImageSize {
  width: number;
  height: number;
  format: ImageFormat;
  data: Buffer;
}

export interface ProcessedImage {
  /** The upright original's size (after EXIF rotation). */
  width: number;
  height: number;
  sizes: ImageSize[];
}

const ENCODE: Record<ImageFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 55, effort: 2 }),
  webp: (s) => s.webp({ quality: 78 }),
};

/** The format and upright size of the bytes, or a Norwegian 422 for anything the shop does not take. */
export async function inspectImage(input: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new InvalidInput(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === "heif" && meta.compression !== "av1")) {
    throw new InvalidInput(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  }
  const { width, height } = meta.autoOrient;
  if (!width || !height || width * height > MAX_PIXELS) throw new InvalidInput(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  if (width < MIN_SIDE || height < MIN_SIDE) throw new InvalidInput(TOO_SMALL_IMAGE, { file: [TOO_SMALL_IMAGE] });
  return { width, height };
}

/** Every width in every format; a file sharp cannot decode fully is refused like a wrong format. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const original = await inspectImage(input);
  const upright = sharp(input, { limitInputPixels: MAX_PIXELS }).autoOrient();
  try {
    const sizes = await Promise.all(
      widthsFor(original.width).flatMap((width) =>
        IMAGE_FORMATS.map(async (format) => {
          const height = heightAt(width, original);
          const data = await ENCODE[format](upright.clone().resize(width, height, { fit: "fill" })).toBuffer();
          return { width, height, format, data };
        }),
      ),
    );
    return { ...original, sizes };
  } catch {
    throw new InvalidInput(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  }
}
