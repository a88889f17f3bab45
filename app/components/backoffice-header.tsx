// The back office's own small header (issue 12, item 10; issue 29): the brand, who is logged in, the
// way to the storefront and to the person's own customer page, and 'Logg ut'. Staff at a counter need
// none of the shopper's menu, cart, footer or cookie banner.
import { Link } from "react-router";
import { api } from "../lib/api-client.ts";

export function BackofficeHeader({ brandName, employee }: { brandName: string; employee: string | null }) {
  async function logout() {
    try {
      await api("POST", "/customers/logout", {});
    } catch {
      // Already logged out is what was wanted.
    }
    window.location.assign("/logg-inn?tilbake=%2Fadmin");
  }

  return (
    <header className="backoffice-header">
      <Link to="/admin" className="backoffice-header__name">
        {brandName} – for ansatte
      </Link>
      {employee ? (
        <span className="backoffice-header__employee" data-testid="backoffice-employee">
          {employee}
        </span>
      ) : null}
      <nav aria-label="Snarveier" className="backoffice-header__links">
        <Link to="/">Til nettbutikken</Link>
        {employee ? <Link to="/konto">Min konto</Link> : null}
        {employee ? (
          <button type="button" className="button button--plain" onClick={logout}>
            Logg ut
          </button>
        ) : null}
      </nav>
    </header>
  );
}
