// Cookie consent (spec section 2, Layout): shown until the cookiesAccepted cookie exists. The root
// loader decides from the request's Cookie header, so the banner is in the server HTML (no shift).
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";

export const CONSENT_COOKIE = "cookiesAccepted";
/** Spec section 9: the consent cookie lasts 1 year, path /. */
const CONSENT_COOKIE_ATTRIBUTES = "Max-Age=31536000; Path=/; SameSite=Lax";

/** The consent cookie as a Set-Cookie / document.cookie string. */
export function consentCookie(secure: boolean): string {
  return `${CONSENT_COOKIE}=1; ${CONSENT_COOKIE_ATTRIBUTES}${secure ? "; Secure" : ""}`;
}

export function CookieBanner() {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  if (!open) return null;

  // Without JavaScript the form posts to /samtykke, which sets the same cookie on the server.
  const accept = (event: FormEvent) => {
    event.preventDefault();
    // biome-ignore lint/suspicious/noDocumentCookie: one plain consent flag; the Cookie Store API is not in every browser.
    document.cookie = consentCookie(window.location.protocol === "https:");
    setOpen(false);
  };

  return (
    <section className="cookie-banner" aria-label="Informasjonskapsler">
      <div className="cookie-banner__inner">
        <p lang="en" className="cookie-banner__text">
          We use cookies to make your experience as good as possible. By continuing you accept our use of cookies.
        </p>
        <form method="post" action="/samtykke" className="cookie-banner__actions" onSubmit={accept}>
          <input type="hidden" name="back" value={location.pathname + location.search} />
          <Link to="/personvernerklaering">Personvern</Link>
          <button type="submit" className="button button--primary">
            Skjønner!
          </button>
        </form>
      </div>
    </section>
  );
}
