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

export function AddToCartButton({ articleId, variantId, blockedReason }: AddToCartButtonProps) {
  const [failed, setFailed] = useState(false);
  const reasonId = useId();
  const add = async () => {
    setFailed(false);
    try {
      const article = await loadArticle(articleId);
      const variant = article.variants.find((v) => v.id === variantId);
      if (!variant) throw new Error(`variant ${variantId}`);
      requestAddToCart({ article, variant });
    } catch {
      setFailed(true);
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
      {/* Spec section 8: the article load failure text. */}
      <p role="alert" className="add-to-cart__error">
        {failed ? "Error: Could not load article" : ""}
      </p>
    </div>
  );
}
