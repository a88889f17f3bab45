// First: zod must be configured before any route module builds a schema.
import "./lib/zod-jitless.ts";
import { type CSSProperties, type ReactNode, useState } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { worksInBackOffice } from "../domain/back-office-roles.ts";
import { CONSENT_COOKIE, parseConsent } from "../domain/consent.ts";
import { isFirstVisit } from "../domain/first-visit.ts";
import { slugify } from "../domain/slug.ts";
import type { Route } from "./+types/root";
import { AlertToasts } from "./components/alerts/alert-toasts.tsx";
import { AlertsProvider } from "./components/alerts/alerts-context.tsx";
import { CONSENT_SETTINGS_EVENT, PRIVACY_EVENT } from "./components/consent/consent-events.ts";
import { CookieBanner } from "./components/consent/cookie-banner.tsx";
import { Footer } from "./components/footer.tsx";
import { Header } from "./components/header.tsx";
import { MountOnEvent } from "./components/mount-on-event.tsx";
import { RouteErrorPage } from "./components/route-error-page.tsx";
import { SkipLink } from "./components/skip-link.tsx";
import { useUserTabSync } from "./features/account/use-user-tab-sync.ts";
import {
  type BrandView,
  brandTextColor,
  DEFAULT_COLORS,
  logoImage,
  safeColors,
  supportContact,
  themeStyle,
} from "./features/brand/brand.ts";
import { GENDER_MENU } from "./features/catalog/catalog-path.ts";
import { BRAND_EDITORIALS } from "./features/content/editorial-pages.ts";
import { useBreadcrumbTrail } from "./features/navigation/breadcrumbs.ts";
import { buildMenu, type MenuModel, menuCategories } from "./features/navigation/menu.ts";
import searchCss from "./features/search/search.css?url";
import { type MyShop, useMyShopAccountSync } from "./features/shops/my-shop.ts";
import { ADD_TO_CART_EVENT } from "./lib/cart-events.ts";
import { readCookie } from "./lib/cookies.ts";
import { useFavouritesSync } from "./lib/favourites.ts";
import { InlineStyles, RouteStyles } from "./lib/inline-styles.tsx";
import { useNonce } from "./lib/nonce.ts";
import { useScrollBehaviour } from "./lib/scroll.ts";
import appCss from "./styles/app.css?url";
import cartCss from "./styles/cart.css?url";

// The stylesheets every page needs are linked in the Layout: a first visit has them inside the page
// instead (decision 053).
export const links: Route.LinksFunction = () => [
  // No favicon request (it would only hit the 404 route).
  { rel: "icon", href: "data:," },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, services, csrfToken } = context;
  const [settings, categories, myShop] = await Promise.all([
    services.tenants.settings(tenant),
    services.catalog.categories(),
    accountShop(services.shops, context.user?.myShopId ?? null),
  ]);
  const colors = safeColors(tenant.colors);
  const brand: BrandView = { name: tenant.name, colors, logo: logoImage(tenant.logo, brandTextColor(colors)) };
  const cookie = request.headers.get("cookie");
  return {
    brand,
    csrfToken,
    inlineStyles: isFirstVisit((name) => readCookie(cookie, name)),
    cookiesAccepted: parseConsent(readCookie(cookie, CONSENT_COOKIE)) !== null,
    support: supportContact(settings),
    user: context.user
      ? {
          id: context.user.id,
          firstName: context.user.firstName,
          myShop,
          // Staff, editors and administrators get a way to the back office in the storefront's header.
          backOffice: worksInBackOffice(context.user.role),
        }
      : null,
    testMode: services.paymentTestMode,
    menu: buildMenu(
      tenant.name,
      tenant.menu,
      GENDER_MENU.map((g) => ({ label: g.title, path: `/${g.slug}` })),
      menuCategories(categories, settings.menuCategories).map((c) => ({ label: c.name, path: `/${c.slug}` })),
      BRAND_EDITORIALS[tenant.slug]?.basePath,
    ),
  };
}

/** The logged-in customer's own shop (decision 031), when it is still an active shop. */
async function accountShop(
  shops: { activeShopNames(): Promise<Map<number, string>> },
  id: number | null,
): Promise<MyShop | null> {
  const name = id === null ? undefined : (await shops.activeShopNames()).get(id);
  return id !== null && name !== undefined ? { id, name, slug: slugify(name) } : null;
}

// Brand, token and consent do not change while browsing; reload them only after a form submission.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.brand.name ?? "Butikk" }];

/** What InlineStyles puts inside a first visit's page (entry.server.tsx), in the same order. */
const COMMON_STYLESHEETS = [appCss, cartCss, searchCss];

const FALLBACK_BRAND: BrandView = { name: "Butikk", colors: DEFAULT_COLORS, logo: null };
const NO_MENU: MenuModel = { genders: [], categories: [], desktopExtras: [], mobileExtras: [] };

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const brand = data?.brand ?? FALLBACK_BRAND;
  // As the page came from the server, for as long as it lives: a later answer of the root loader
  // (after a form) must not swap the styles in use for links still to be loaded.
  const [inlineStyles] = useState(data?.inlineStyles ?? false);
  // The back office (/admin…) has its own plain layout (issue 12, item 10).
  const matches = useMatches();
  const backoffice = matches.some((m) => m.id.startsWith("admin"));
  const routeStyles = matches.flatMap((m) => (m.handle as { styles?: string[] } | undefined)?.styles ?? []);
  useUserTabSync(data ? (data.user?.id ?? null) : undefined);
  useMyShopAccountSync();
  useFavouritesSync(data ? (data.user?.id ?? null) : undefined);
  useBreadcrumbTrail();
  useScrollBehaviour();

  return (
    <html lang="nb" style={themeStyle(brand.colors) as CSSProperties}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <meta name="csrf-token" content={data.csrfToken} /> : null}
        <meta name="theme-color" content={brand.colors.primary} />
        <Meta />
        {inlineStyles ? (
          <InlineStyles />
        ) : (
          COMMON_STYLESHEETS.map((href) => <link key={href} rel="stylesheet" href={href} />)
        )}
        <RouteStyles hrefs={routeStyles} inline={inlineStyles} />
        <Links nonce={nonce} />
      </head>
      <body>
        {backoffice ? (
          // The back office's layout route (admin-layout.tsx) draws its own header, menu and main.
          <>
            <SkipLink />
            <AlertsProvider>
              {children}
              <AlertToasts />
            </AlertsProvider>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <ShopperBody data={data} brand={brand} nonce={nonce}>
            {children}
          </ShopperBody>
        )}
      </body>
    </html>
  );
}

// Loaded on the first event that opens them (decision 053).
const loadCartModal = () => import("./features/cart/cart-modal.tsx").then((m) => m.CartModal);
const loadConsentDialog = () => import("./components/consent/consent-dialog.tsx").then((m) => m.ConsentDialog);
const loadPrivacyModal = () => import("./components/consent/privacy-modal.tsx").then((m) => m.PrivacyModal);

/** The storefront's body: header with menu and cart, footer, cookie banner, cart modal. */
function ShopperBody({
  data,
  brand,
  nonce,
  children,
}: {
  data: ReturnType<typeof useRouteLoaderData<typeof loader>>;
  brand: BrandView;
  nonce: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      {data && !data.cookiesAccepted ? <CookieBanner /> : null}
      <AlertsProvider>
        <Header
          brand={brand}
          menu={data?.menu ?? NO_MENU}
          user={data?.user ?? null}
          testMode={data?.testMode ?? false}
        />
        <main id="innhold" tabIndex={-1}>
          {children}
        </main>
        <Footer brandName={brand.name} support={data?.support ?? { email: null, phone: null }} />
        <AlertToasts />
        <MountOnEvent event={ADD_TO_CART_EVENT} load={loadCartModal} />
        <MountOnEvent event={CONSENT_SETTINGS_EVENT} load={loadConsentDialog} />
        <MountOnEvent event={PRIVACY_EVENT} load={loadPrivacyModal} />
      </AlertsProvider>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
