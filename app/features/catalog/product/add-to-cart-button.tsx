// Add to cart: the cart belongs to another feature, so the button only asks for it through the
// cart event contract (app/lib/cart-events.ts) with the article detail and the chosen variant.
import { useId, useState } from "react";
import type { ArticleDetail } from "../../../../server/modules/catalog/types.ts";
import { requestAddToCart } from "../../../lib/cart-events.ts";

interface AddToCartButtonProps {
  articleId: number;
  variantId: number | null;
  /** Why it cannot be bought now (shown next to the button, which is then disabled); null when it can. */
  blockedReason: string | null;
}

async function loadArticle(id: number): Promise<ArticleDetail> {
  const res = await fetch(`/api/v1/articles/${id}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  if (!res.ok) throw new Error(`article ${id}: ${res.status}`);
  return ((await res.json()) as { data: ArticleDetail }).data;
}

/** Issue 12: in Norwegian, and saying what the shopper can do about it. */
export const ADD_FAILED = "Varen kunne ikke legges i handlekurven. Sjekk nettforbindelsen og prøv igjen.";
export const SOLD_OUT = "Varen er dessverre utsolgt i denne fargen og størrelsen.";

export function AddToCartButton({ articleId, variantId, blockedReason }: AddToCartButtonProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const reasonId = useId();
  const add = async () => {
    setFailure(null);
    try {
      const article = await loadArticle(articleId);
      const variant = article.variants.find((v) => v.id === variantId);
      // Sold out since the page was loaded (or gone from the catalogue).
      if (!variant?.canPurchase || variant.availability <= 0) {
        setFailure(SOLD_OUT);
        return;
      }
      requestAddToCart({ article, variant });
    } catch {
      setFailure(ADD_FAILED);
    }
  };
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={blockedReason !== null}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={add}
      >
        Legg i handlekurven
      </button>
      {blockedReason ? (
        <p id={reasonId} className="add-to-cart__reason">
          {blockedReason}
        </p>
      ) : null}
      {/* Spec section 8's article load failure, in Norwegian as issue 12 asks. */}
      <p role="alert" className="add-to-cart__error">
        {failure ?? ""}
      </p>
    </div>
  );
}
