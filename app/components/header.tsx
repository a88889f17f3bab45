import { Link } from "react-router";
import type { BrandView } from "../features/brand/brand.ts";
import type { MenuModel } from "../features/navigation/menu.ts";
import { SearchBox } from "../features/search/search-box.tsx";
import { MyShopHeaderLink } from "../features/shops/my-shop-controls.tsx";
import { CartIcon } from "./cart-icon.tsx";
import { DesktopMenu, MobileMenu } from "./site-menu.tsx";
import { TestModeBanner } from "./test-mode-banner.tsx";

/**
 * Header (spec section 2, Layout): logo to the home page, the mobile menu button, the account link
 * and the cart icon to the checkout; the desktop menu bar sits below it. Above it all, the
 * 'testmodus' banner while payments are not real. On a phone the search box takes a full-width row
 * of its own under the logo row (decision 032), so it is wide enough to type in and read.
 */
export function Header({
  brand,
  menu,
  user,
  testMode,
}: {
  brand: BrandView;
  menu: MenuModel;
  user: { firstName: string; backOffice?: boolean } | null;
  testMode: boolean;
}) {
  return (
    <header className="site-header">
      {testMode ? <TestModeBanner /> : null}
      {user?.backOffice ? (
        <p className="backoffice-bar">
          <Link to="/admin">Til administrasjonen</Link>
        </p>
      ) : null}
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          {brand.logo ? (
            <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt={brand.name} />
          ) : (
            <span className="site-header__name">{brand.name}</span>
          )}
        </Link>
        <SearchBox />
        <div className="site-header__actions">
          <MobileMenu menu={menu} />
          <Link to={user ? "/konto" : "/logg-inn"} className="site-header__account">
            <svg
              className="site-header__account-icon"
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              width="24"
              height="24"
            >
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="site-header__account-text">{user ? "Min konto" : "Logg inn"}</span>
          </Link>
          <CartIcon />
        </div>
      </div>
      <MyShopHeaderLink />
      <DesktopMenu menu={menu} />
    </header>
  );
}
