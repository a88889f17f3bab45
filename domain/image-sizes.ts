// The sizes an uploaded image is stored in (decision 047). The server makes them, the storefront builds
// `srcset` from them: both derive the list from the original's width, so nothing else is stored.

/** The largest upload the shop takes, and what it says of a larger one (the browser checks first). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "Bildet er for stort: største tillatte filstørrelse er 15 MB";

/** The widths an image is made in, when the original is at least as wide. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A stored image's name: the first 32 hex digits of the SHA-256 of the uploaded bytes. */
export const IMAGE_KEY = /^[0-9a-f]{32}$/;

/**
 * The widths made of an original this wide: the standard widths below it and the original's own width
 * (capped at the largest), so a small picture is never blown up.
 */
export function widthsFor(originalWidth: number): number[] {
  const top = Math.min(originalWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/** The height of a size, kept in the original's proportions. */
export const heightAt = (width: number, original: { width: number; height: number }) =>
  Math.max(1, Math.round((original.height * width) / original.width));

export const imageUrl = (key: string, width: number, format: ImageFormat) => `/img/u/${key}-${width}.${format}`;

/** `srcset` of one format: every stored width. */
export function imageSrcSet(key: string, originalWidth: number, format: ImageFormat): string {
  return widthsFor(originalWidth)
    .map((w) => `${imageUrl(key, w, format)} ${w}w`)
    .join(", ");
}

/** The size an `<img>` falls back to (browsers without `<picture>` sources): the widest WebP. */
export function fallbackImage(key: string, original: { width: number; height: number }) {
  const widths = widthsFor(original.width);
  const width = widths[widths.length - 1];
  return { src: imageUrl(key, width, "webp"), width, height: heightAt(width, original) };
}
