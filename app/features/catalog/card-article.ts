// The few fields an article card shows, so list pages do not ship whole articles in the hydration data.
import type { Article } from "../../../server/modules/catalog/types.ts";
import { productPath } from "./product-path.ts";

export interface CardArticle {
  id: number;
  /** The product page. */
  href: string;
  name: string;
  brand: string;
  image: string;
  /** What the shopper pays now, in whole kroner: the lowest campaign price when below the price. */
  price: number;
  /** The ordinary price when a campaign lowers it, else null. */
  beforePrice: number | null;
  label: string | null;
  /** The lowest-priced campaign's label ('-30%'), else null. */
  campaignLabel: string | null;
}

/** What the shopper pays now: the lowest running campaign price when it is below the ordinary price. */
export function currentPrice(article: Pick<Article, "price" | "campaigns">): {
  price: number;
  beforePrice: number | null;
} {
  const lowest = article.campaigns.reduce<number | null>(
    (min, line) => (min === null || line.price < min ? line.price : min),
    null,
  );
  return lowest !== null && lowest < article.price
    ? { price: lowest, beforePrice: article.price }
    : { price: article.price, beforePrice: null };
}

/** The label of the article's lowest-priced campaign line (the lines come ordered by price). */
export function campaignLabel(article: Pick<Article, "campaigns">): string | null {
  const data = article.campaigns[0]?.labelData;
  if (data && typeof data === "object" && typeof (data as { text?: unknown }).text === "string") {
    return (data as { text: string }).text;
  }
  return null;
}

export function toCardArticle(article: Article): CardArticle {
  return {
    id: article.id,
    href: productPath(article),
    name: article.name,
    brand: article.brand,
    image: article.image,
    ...currentPrice(article),
    label: article.customLabel,
    campaignLabel: campaignLabel(article),
  };
}
