// Cookie consent (spec section 2, Layout): shown until the cookiesAccepted cookie exists. The root
// loader decides from the request's Cookie header, so the banner is in the server HTML (no shift).
import { useState } from "react";
import { Link } from "react-router";

export const CONSENT_COOKIE = "cookiesAccepted";
/** Spec section 9: the consent cookie lasts 1 year, path /. */
const CONSENT_COOKIE_ATTRIBUTES = "Max-Age=31536000; Path=/; SameSite=Lax";

export function CookieBanner() {
  const [open, setOpen] = useState(true);
  if (!open) return null;

  const accept = () => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one plain consent flag; the Cookie Store API is not in every browser.
    document.cookie = `${CONSENT_COOKIE}=1; ${CONSENT_COOKIE_ATTRIBUTES}${secure}`;
    setOpen(false);
  };

  return (
    <section className="cookie-banner" aria-label="Informasjonskapsler">
      <div className="cookie-banner__inner">
        <p lang="en" className="cookie-banner__text">
          We use cookies to make your experience as good as possible. By continuing you accept our use of cookies.
        </p>
        <div className="cookie-banner__actions">
          <Link to="/personvernerklaering">Personvern</Link>
          <button type="button" className="button button--primary" onClick={accept}>
            Skjønner!
          </button>
        </div>
      </div>
    </section>
  );
}
