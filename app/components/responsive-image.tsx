// An uploaded picture (decision 047) as <picture>: AVIF first, WebP for browsers without it, every stored
// width in `srcset`, and the width and height the box is drawn at before the file arrives (no layout shift).
import type { ImgHTMLAttributes } from "react";
import { fallbackImage, imageSrcSet } from "../../domain/image-sizes.ts";

export interface StoredPicture {
  key: string;
  width: number;
  height: number;
}

export function ResponsiveImage({
  picture,
  alt,
  sizes,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "sizes"> & {
  picture: StoredPicture;
  alt: string;
  /** The width the image is shown at, for the browser to pick a size ('(min-width: 48rem) 50vw, 100vw'). */
  sizes: string;
}) {
  const fallback = fallbackImage(picture.key, picture);
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(picture.key, picture.width, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(picture.key, picture.width, "webp")} sizes={sizes} />
      <img src={fallback.src} width={fallback.width} height={fallback.height} alt={alt} {...rest} />
    </picture>
  );
}
