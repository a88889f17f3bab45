// The back office's one layout (issue 29): every /admin page is its child. It checks that the person is
// logged in and works in the back office (anyone else: the login form, or 403 with a Norwegian page),
// draws the header with the shop an administrator works in, the menu of every area the role may use,
// and loads the back office's styles once.
import { isRouteErrorResponse, Link, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { can, ROLE_NAMES, type Role } from "../../domain/back-office-roles.ts";
import { BackofficeHeader } from "../components/backoffice-header.tsx";
import { NoAccessPage } from "../components/no-access-page.tsx";
import { RouteErrorPage } from "../components/route-error-page.tsx";
import { AdminNav } from "../features/backoffice/admin-nav.tsx";
import { NO_BRAND } from "../features/backoffice/brand-needed.ts";
import { ShopPicker } from "../features/backoffice/shop-picker.tsx";
import accountCss from "../styles/account.css?url";
import adminContentCss from "../styles/admin-content.css?url";
import adminCss from "../styles/admin-settings.css?url";
import stockCss from "../styles/admin-stock.css?url";
import backofficeCss from "../styles/backoffice.css?url";
import ordersCss from "../styles/backoffice-orders.css?url";
import checkoutCss from "../styles/checkout.css?url";
import type { Route } from "./+types/admin-layout";
import { backOfficePerson, shopChoice } from "./admin.server.ts";

export const links: Route.LinksFunction = () =>
  [accountCss, checkoutCss, adminCss, adminContentCss, stockCss, ordersCss, backofficeCss].map((href) => ({
    rel: "stylesheet",
    href,
  }));

export const meta: Route.MetaFunction = () => [{ title: "Administrasjon" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const person = backOfficePerson(context, `${url.pathname}${url.search}`);
  const admin = person.role === "admin";
  const choice = shopChoice(request, person);
  return {
    role: person.role,
    name: person.name,
    shops: admin ? await context.services.shops.choices() : [],
    // The demo's logins have passwords anyone can read in the README: red on every page until gone.
    demoAccounts: await context.services.launch.demoAccounts(),
    choice: choice === undefined ? null : choice,
  };
}

type LayoutData = Awaited<ReturnType<typeof loader>>;

function Shell({ data, children }: { data: LayoutData | undefined; children: React.ReactNode }) {
  const root = useRouteLoaderData("root") as { brand?: { name: string } } | undefined;
  const role: Role | undefined = data?.role;
  // Only the pages that show one shop's work (`handle.shopChoice`) offer the choice of shop.
  const showsShop = useMatches().some((m) => (m.handle as { shopChoice?: boolean } | undefined)?.shopChoice);
  return (
    <div className="backoffice">
      <BackofficeHeader
        brandName={root?.brand?.name ?? "Butikk"}
        employee={data ? `${data.name} (${ROLE_NAMES[data.role]})` : null}
      />
      <div className="backoffice__body">
        {role ? <AdminNav role={role} /> : null}
        <main id="innhold" tabIndex={-1} className="backoffice-main">
          {data && data.demoAccounts.length > 0 ? <DemoWarning admin={data.role === "admin"} /> : null}
          {data && data.role === "admin" && showsShop ? <ShopPicker shops={data.shops} choice={data.choice} /> : null}
          {children}
        </main>
      </div>
    </div>
  );
}

export function DemoWarning({ admin }: { admin: boolean }) {
  return (
    // Not role="alert": it stands on every page from the start, it is not news to announce.
    <p className="demo-warning">
      <strong>Demokontoer med kjente passord finnes.</strong> Passordene står i README-filen, så hvem som helst kan
      logge inn med dem.{" "}
      {admin ? <Link to="/admin/lansering">Se Klar for lansering</Link> : "Si fra til en administrator."}
    </p>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

/** A page the role may not open answers 403 and says so inside the back office, menu and all. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData("admin-layout") as LayoutData | undefined;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const noBrand = isRouteErrorResponse(error) && error.status === 409 && error.data?.message === NO_BRAND;
  return (
    <Shell data={data}>
      {forbidden ? <NoAccessPage /> : noBrand ? <NoBrandPage role={data?.role} /> : <RouteErrorPage error={error} />}
    </Shell>
  );
}

/** A brand's page (home grid, pages, menus) before the shop has any brand: where to make the first. */
function NoBrandPage({ role }: { role: Role | undefined }) {
  return (
    <div className="page admin-page">
      <h1>Ingen merker ennå</h1>
      <p>{NO_BRAND}</p>
      {role && can(role, "brands.edit") ? (
        <p>
          <Link to="/admin/merker">Opprett det første merket</Link>
        </p>
      ) : null}
    </div>
  );
}
