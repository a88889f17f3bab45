// The few fields an article card shows, so list pages do not ship whole articles in the hydration data.
import { kronerToOre } from "../../../domain/money.ts";
import { sellingPrice } from "../../../domain/selling-price.ts";
import type { Article } from "../../../server/modules/catalog/types.ts";
import { productPath } from "./product-path.ts";

export interface CardArticle {
  id: number;
  /** The product page. */
  href: string;
  name: string;
  brand: string;
  image: string;
  /** The first uploaded picture and its alt text (decision 047); null: the drawing `image` is shown. */
  picture: { key: string; width: number; height: number; alt: string } | null;
  /** What the shopper pays now, in whole kroner: the lowest campaign price when below the price. */
  price: number;
  /** The ordinary price when a campaign lowers it, else null. */
  beforePrice: number | null;
  label: string | null;
  /** The lowest-priced campaign's label ('-30%'), else null. */
  campaignLabel: string | null;
  /** The average of the approved reviews and how many there are; null before the first. */
  rating: { average: number; count: number } | null;
}

/**
 * What the shopper pays at `now` (the server's clock, passed from the loader): the shop's one selling
 * price rule (domain/selling-price.ts), the same the checkout charges.
 */
export function currentPrice(
  article: Pick<Article, "price" | "campaigns">,
  now: Date,
): { price: number; beforePrice: number | null } {
  const campaigns = article.campaigns.map((line) => ({
    priceOre: kronerToOre(line.price),
    startsAt: line.start,
    endsAt: line.end,
  }));
  const { price, beforePrice } = sellingPrice({ suggestedOre: kronerToOre(article.price), pantOre: 0, campaigns }, now);
  return { price, beforePrice };
}

/** The label of the article's lowest-priced campaign line (the lines come ordered by price). */
export function campaignLabel(article: Pick<Article, "campaigns">): string | null {
  const data = article.campaigns[0]?.labelData;
  if (data && typeof data === "object" && typeof (data as { text?: unknown }).text === "string") {
    return (data as { text: string }).text;
  }
  return null;
}

function firstPicture(article: Article): CardArticle["picture"] {
  const first = article.photos?.[0];
  return first ? { key: first.key, width: first.width, height: first.height, alt: first.alt } : null;
}

export function toCardArticle(article: Article, now: Date): CardArticle {
  return {
    id: article.id,
    href: productPath(article),
    name: article.name,
    brand: article.brand,
    image: article.image,
    picture: firstPicture(article),
    ...currentPrice(article, now),
    label: article.customLabel,
    campaignLabel: campaignLabel(article),
    rating:
      article.averageRating !== null && article.reviewCount > 0
        ? { average: article.averageRating, count: article.reviewCount }
        : null,
  };
}
