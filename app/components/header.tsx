import { Link } from "react-router";
import type { BrandView } from "../features/brand/brand.ts";
import type { MenuModel } from "../features/navigation/menu.ts";
import { SearchBox } from "../features/search/search-box.tsx";
import { MyShopHeaderLink } from "../features/shops/my-shop-controls.tsx";
import { CartIcon } from "./cart-icon.tsx";
import { DesktopMenu, MobileMenu } from "./site-menu.tsx";
import { TestModeBanner } from "./test-mode-banner.tsx";

/**
 * Single-line header (spec section 2, Layout): logo to the home page, the mobile menu button, the
 * account link and the cart icon to the checkout; the desktop menu bar sits below it. Above it all,
 * the 'testmodus' banner while payments are not real.
 */
export function Header({
  brand,
  menu,
  user,
  testMode,
}: {
  brand: BrandView;
  menu: MenuModel;
  user: { firstName: string } | null;
  testMode: boolean;
}) {
  return (
    <header className="site-header">
      {testMode ? <TestModeBanner /> : null}
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
            {user ? "Min konto" : "Logg inn"}
          </Link>
          <CartIcon />
        </div>
      </div>
      <MyShopHeaderLink />
      <DesktopMenu menu={menu} />
    </header>
  );
}
