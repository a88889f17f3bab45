// A cart line (spec section 3) from the article and variant the product page asks to add.
import type { AddToCartDetail } from "../../lib/cart-events.ts";
import type { CartLine } from "./cart-rules.ts";

export function toCartLine({ article, variant }: AddToCartDetail): Omit<CartLine, "count"> {
  // The lowest running campaign price wins, as the server charges it.
  const price = Math.min(article.price, ...article.campaigns.map((c) => c.price));
  return {
    id: article.id,
    ean: variant.ean,
    name: article.name,
    gender: article.gender,
    size: variant.size.name,
    color: variant.color.name,
    price,
    pant: article.pant,
    image: variant.color.image ?? article.image,
    canPurchase: article.canPurchase && variant.canPurchase,
    variant: { id: variant.id, shops: variant.shops.map((s) => ({ id: s.id, qty: s.qty })) },
    articleId: article.id,
    webPurchaseLimit: article.webPurchaseLimit,
    onlyCC: article.onlyCC,
  };
}
