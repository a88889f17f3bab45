import { Link } from "react-router";
import { SearchBox } from "../features/search/search-box.tsx";
import type { BrandView } from "../lib/brand.ts";
import { CartIcon } from "./cart-icon.tsx";

/** Single-line header (spec section 2, Layout): logo to the home page, cart icon to the checkout. */
export function Header({ brand }: { brand: BrandView }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          {brand.logo ? (
            <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt={brand.name} />
          ) : (
            <span className="site-header__name">{brand.name}</span>
          )}
        </Link>
        <SearchBox />
        <CartIcon />
      </div>
    </header>
  );
}
