// What the product page shows of an article detail, built in the loader so the page ships only this
// (not reviews, labels or EANs) in its hydration data.
import type { ArticleDetail } from "../../../server/modules/catalog/types.ts";
import { currentPrice } from "./card-article.ts";

export interface ProductVariantView {
  id: number;
  size: string;
  inStock: boolean;
}

export interface ProductColourView {
  id: number;
  name: string;
  /** #rgb or #rrggbb, checked (it ends up in a style attribute); null when not valid. */
  hex: string | null;
  variants: ProductVariantView[];
}

export interface ShopStockView {
  shopId: number;
  shopName: string;
  qty: number;
}

export interface ProductStockView {
  variantId: number;
  colour: string;
  size: string;
  shops: ShopStockView[];
}

export interface ProductView {
  id: number;
  name: string;
  brand: string;
  image: string;
  /** Paragraphs of the description. */
  description: string[];
  /** What the shopper pays now, whole kroner. */
  price: number;
  /** The ordinary price when a campaign lowers it, else null. */
  beforePrice: number | null;
  /** Deposit in whole kroner; 0 when none. */
  pant: number;
  colours: ProductColourView[];
  /** Stock per shop of the first variant in stock in an active shop; null when none is. */
  stock: ProductStockView | null;
}

const nameCollator = new Intl.Collator("nb-NO");
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function toProductView(article: ArticleDetail, shops: { id: number; name: string }[]): ProductView {
  const colours = new Map<number, ProductColourView>();
  for (const variant of article.variants) {
    let colour = colours.get(variant.color.id);
    if (!colour) {
      colour = {
        id: variant.color.id,
        name: variant.color.name,
        hex: HEX_COLOR.test(variant.color.hex) ? variant.color.hex : null,
        variants: [],
      };
      colours.set(variant.color.id, colour);
    }
    colour.variants.push({ id: variant.id, size: variant.size.name, inStock: variant.availability > 0 });
  }

  // Only active shops are listed (an inactive one cannot hand anything out), by name.
  const shopNames = new Map(shops.map((s) => [s.id, s.name]));
  let stock: ProductStockView | null = null;
  for (const variant of article.variants) {
    const rows = variant.shops.flatMap((s) => {
      const shopName = shopNames.get(s.id);
      return shopName !== undefined && s.qty > 0 ? [{ shopId: s.id, shopName, qty: s.qty }] : [];
    });
    if (rows.length === 0) continue;
    rows.sort((a, b) => nameCollator.compare(a.shopName, b.shopName) || a.shopId - b.shopId);
    stock = { variantId: variant.id, colour: variant.color.name, size: variant.size.name, shops: rows };
    break;
  }

  return {
    id: article.id,
    name: article.name,
    brand: article.brand,
    image: article.image,
    description: article.description
      .split(/\n\s*\n|\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    ...currentPrice(article),
    pant: article.pant,
    colours: [...colours.values()],
    stock,
  };
}

/** About 155 characters for a meta description, cut at a word. */
export function metaDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
