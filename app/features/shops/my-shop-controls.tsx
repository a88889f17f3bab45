// Choosing "my shop" (decision 031): the button on the shop page and on each shop in the finder,
// and the small link in the header.
import { useState } from "react";
import { Link } from "react-router";
import { chooseMyShop, type MyShop, useMyShop, useRootUser } from "./my-shop.ts";

export const ACCOUNT_SAVE_FAILED = "Butikken er valgt her, men kunne ikke lagres på kontoen din.";

export function MyShopButton({ shop }: { shop: MyShop }) {
  const mine = useMyShop();
  const user = useRootUser();
  const [failed, setFailed] = useState(false);
  const choose = (next: MyShop | null) => {
    setFailed(false);
    chooseMyShop(next, user !== null).catch(() => setFailed(true));
  };
  return (
    <div className="my-shop">
      {mine?.id === shop.id ? (
        <p className="my-shop__chosen">
          <span className="my-shop__badge">Min butikk</span>
          <button type="button" className="button button--small" onClick={() => choose(null)}>
            Fjern som min butikk
          </button>
        </p>
      ) : (
        <button type="button" className="button button--small" onClick={() => choose(shop)}>
          Velg som min butikk
        </button>
      )}
      {failed ? (
        <p className="form-message form-message--error" role="alert">
          {ACCOUNT_SAVE_FAILED}
        </p>
      ) : null}
    </div>
  );
}

/** "Min butikk: Oslo City" in the header, to the shop's page; nothing when none is chosen. */
export function MyShopHeaderLink() {
  const mine = useMyShop();
  if (!mine) return null;
  return (
    <p className="site-header__my-shop">
      <Link to={`/butikker/${mine.slug}`}>Min butikk: {mine.name}</Link>
    </p>
  );
}
