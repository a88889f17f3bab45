// Product addresses (spec section 2): "productById" /product/123 loads the article and goes to
// "product", whose address carries the article name in dashed lowercase. Names are not unique, so
// the id stays at the end: /product/tind-skalljakke-dame-123 (decision 007).
import { MAX_ID } from "../../../domain/record-id.ts";

/** The product page of an article. */
export function productPath(article: { id: number; slug: string }): string {
  return article.slug ? `/product/${article.slug}-${article.id}` : `/product/${article.id}`;
}

export type ProductParam = { kind: "id"; id: number } | { kind: "name"; id: number; slug: string };

/** "123" is an id (productById); "name-123" is a product address; anything else is null. */
export function parseProductParam(value: string | undefined): ProductParam | null {
  if (!value) return null;
  const match = /^(?:(.+)-)?([1-9]\d{0,9})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > MAX_ID) return null;
  return match[1] === undefined ? { kind: "id", id } : { kind: "name", id, slug: match[1] };
}
