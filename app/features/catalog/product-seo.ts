// What search engines read of the product page: the schema.org Product and its breadcrumb trail as
// JSON-LD, and the meta description, built from the page's view (product-view.ts).

import { sizeName } from "../../../domain/size-name.ts";
import type { ArticleDetail } from "../../../server/modules/catalog/types.ts";
import { isAvailable, type ProductView } from "./product-view.ts";

/** schema.org Product with one offer per variant and its availability, for search engines. */
export function productJsonLd(view: ProductView, article: ArticleDetail, origin: string, brandName: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: view.name,
    sku: article.articleNo,
    description: view.description.join(" "),
    image: view.images.map((i) => `${origin}${i.src}`),
    brand: { "@type": "Brand", name: view.brand },
    url: `${origin}${view.path}`,
    ...(view.averageRating !== null && view.reviews.length > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: view.averageRating,
            reviewCount: view.reviews.length,
          },
        }
      : {}),
    offers: article.variants.map((v) => ({
      "@type": "Offer",
      sku: v.ean,
      gtin13: v.ean,
      name: `${view.name} ${v.color.name} ${sizeName(v.size.name)}`,
      price: view.price.toFixed(2),
      priceCurrency: "NOK",
      availability: isAvailable(v) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: `${origin}${view.path}`,
      seller: { "@type": "Organization", name: brandName },
    })),
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

export interface TrailStep {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList of the category path down to the product, for search engines. */
export function breadcrumbJsonLd(trail: TrailStep[], product: { name: string; path: string }, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [...trail, product].map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}
