// What the product page shows of an article detail, built in the loader so the page ships only this
// in its hydration data: the chosen variant (colour and size from the URL), its stock per shop and
// the approved reviews. What search engines read of it is in product-seo.ts.

import { fallbackImage } from "../../../domain/image-sizes.ts";
import { sizeName } from "../../../domain/size-name.ts";
import type { ArticleDetail, Variant } from "../../../server/modules/catalog/types.ts";
import { campaignLabel, currentPrice } from "./card-article.ts";
import { productPath } from "./product-path.ts";

export interface ColourChoice {
  id: number;
  name: string;
  /** #rgb or #rrggbb, checked (it ends up in a style attribute); null when not valid. */
  hex: string | null;
  /** Some size of this colour is in stock. */
  available: boolean;
}

export interface SizeChoice {
  id: number;
  name: string;
  /** In stock in some shop and purchasable on web. */
  available: boolean;
}

export interface ShopStockView {
  shopId: number;
  shopName: string;
  qty: number;
  /** The pickup promise (decision 030), "Klar til henting i dag innen 16:00"; null when not given. */
  promise: string | null;
}

export interface ChosenVariant {
  id: number;
  ean: string;
  colourId: number;
  sizeId: number;
  colour: string;
  size: string;
  available: boolean;
  canPurchase: boolean;
  /** Active shops holding it, by name. */
  stock: ShopStockView[];
}

export interface ReviewView {
  id: number;
  customer: string;
  rating: number;
  content: string;
  reply: string | null;
  date: string;
}

export interface ProductImage {
  src: string;
  alt: string;
  picture?: { key: string; width: number; height: number };
}

/**
 * The article's uploaded pictures in their order, the chosen colour's first (decision 047); without
 * any, the drawing of the article and of its colours as before.
 */
function uploadedImages(article: ArticleDetail, colourId: number | null): ProductImage[] {
  const photos = (article.photos ?? []).map((p) => ({
    src: fallbackImage(p.key, p).src,
    alt: p.alt,
    picture: { key: p.key, width: p.width, height: p.height },
    colorId: p.colorId,
  }));
  const first = photos.filter((p) => colourId !== null && p.colorId === colourId);
  return [...first, ...photos.filter((p) => !first.includes(p))].map(({ colorId: _, ...image }) => image);
}

export interface ProductView {
  id: number;
  name: string;
  brand: string;
  path: string;
  /** Uploaded pictures carry `picture` (shown as <picture> with srcset); drawings have only `src`. */
  images: ProductImage[];
  /** Paragraphs of the description and lines of the technical description. */
  description: string[];
  techDescription: string[];
  washLabel: string[];
  careLabel: string[];
  /** What the shopper pays now, whole kroner. */
  price: number;
  /** The ordinary price when a campaign lowers it, else null. */
  beforePrice: number | null;
  /** Deposit in whole kroner; 0 when none. */
  pant: number;
  campaignLabel: string | null;
  customLabel: string | null;
  onlyCC: boolean;
  colours: ColourChoice[];
  /** Sizes of the chosen colour. */
  sizes: SizeChoice[];
  chosen: ChosenVariant | null;
  averageRating: number | null;
  reviews: ReviewView[];
  /** "Size, colour" of each variant: what a reviewer can say they bought. */
  boughtChoices: string[];
}

const nameCollator = new Intl.Collator("nb-NO");
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const lines = (text: string) =>
  text
    .split(/\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export const isAvailable = (v: Variant) => v.canPurchase && v.availability > 0;

/**
 * The variant the shopper chose: colour and size from the URL when that variant exists; else the
 * first available size of the colour; else the first available variant; else the first one.
 */
export function chooseVariant(variants: Variant[], colourId: number | null, sizeId: number | null): Variant | null {
  const ofColour = colourId === null ? [] : variants.filter((v) => v.color.id === colourId);
  return (
    ofColour.find((v) => v.size.id === sizeId) ??
    ofColour.find(isAvailable) ??
    ofColour[0] ??
    variants.find(isAvailable) ??
    variants[0] ??
    null
  );
}

export function toProductView(
  article: ArticleDetail,
  shops: { id: number; name: string }[],
  choice: { colourId: number | null; sizeId: number | null },
  /** The server's clock: which campaigns run is decided with it, never in the browser. */
  now: Date,
  /** The pickup promise of a shop holding `qty` units online, computed with the server's clock. */
  promiseFor: (shopId: number, qty: number) => string | null = () => null,
): ProductView {
  const colours = new Map<number, ColourChoice>();
  const images = new Map<string, { src: string; alt: string }>([
    [article.image, { src: article.image, alt: article.name }],
  ]);
  for (const v of article.variants) {
    const known = colours.get(v.color.id);
    colours.set(v.color.id, {
      id: v.color.id,
      name: v.color.name,
      hex: HEX_COLOR.test(v.color.hex) ? v.color.hex : null,
      available: (known?.available ?? false) || isAvailable(v),
    });
    if (v.color.image && !images.has(v.color.image)) {
      images.set(v.color.image, { src: v.color.image, alt: `${article.name}, ${v.color.name}` });
    }
  }

  const chosenVariant = chooseVariant(article.variants, choice.colourId, choice.sizeId);
  // The main image is the chosen colour's, from the first (server) render on.
  const colourImage = chosenVariant?.color.image ? images.get(chosenVariant.color.image) : undefined;
  const uploaded = uploadedImages(article, chosenVariant?.color.id ?? null);
  const ordered: ProductImage[] =
    uploaded.length > 0
      ? uploaded
      : colourImage
        ? [colourImage, ...[...images.values()].filter((i) => i !== colourImage)]
        : [...images.values()];
  const sizes = chosenVariant
    ? article.variants
        .filter((v) => v.color.id === chosenVariant.color.id)
        .map((v) => ({ id: v.size.id, name: sizeName(v.size.name), available: isAvailable(v) }))
    : [];

  // Only active shops are listed (an inactive one cannot hand anything out), by name.
  const shopNames = new Map(shops.map((s) => [s.id, s.name]));
  const chosen: ChosenVariant | null = chosenVariant && {
    id: chosenVariant.id,
    ean: chosenVariant.ean,
    colourId: chosenVariant.color.id,
    sizeId: chosenVariant.size.id,
    colour: chosenVariant.color.name,
    size: chosenVariant.size.name,
    available: isAvailable(chosenVariant),
    canPurchase: chosenVariant.canPurchase && article.canPurchase,
    stock: chosenVariant.shops
      .flatMap((s) => {
        const shopName = shopNames.get(s.id);
        return shopName !== undefined && s.qty > 0
          ? [{ shopId: s.id, shopName, qty: s.qty, promise: promiseFor(s.id, s.qty) }]
          : [];
      })
      .sort((a, b) => nameCollator.compare(a.shopName, b.shopName) || a.shopId - b.shopId),
  };

  return {
    id: article.id,
    name: article.name,
    brand: article.brand,
    path: productPath(article),
    images: ordered,
    description: lines(article.description),
    techDescription: lines(article.techDescription ?? ""),
    washLabel: article.washLabel ?? [],
    careLabel: article.careLabel ?? [],
    ...currentPrice(article, now),
    pant: article.pant,
    campaignLabel: campaignLabel(article),
    customLabel: article.customLabel ?? null,
    onlyCC: article.onlyCC ?? false,
    colours: [...colours.values()],
    sizes,
    chosen,
    averageRating: article.averageRating ?? null,
    boughtChoices: [...new Set(article.variants.map((v) => `${v.size.name}, ${v.color.name}`))],
    reviews: (article.reviews ?? [])
      .filter((r) => r.approved)
      .map((r) => ({
        id: r.id,
        customer: r.customer,
        rating: r.rating,
        content: r.content,
        reply: r.reply,
        date: r.created_at,
      })),
  };
}

/**
 * Why the buy button is disabled, shown next to it; null when the chosen variant can be bought.
 * Stock in shops is named, since the stock table beside it lists units the web cannot sell.
 */
export function buyBlockedReason({ chosen }: Pick<ProductView, "chosen">): string | null {
  if (!chosen) return "Velg størrelse";
  if (chosen.canPurchase && chosen.available) return null;
  const inShops = chosen.stock.length > 0;
  if (!chosen.canPurchase) return inShops ? "Kan bare kjøpes i butikk – se lager i butikk" : "Kan ikke kjøpes på nett";
  return inShops ? "Utsolgt på nett – se lager i butikk" : "Utsolgt";
}
