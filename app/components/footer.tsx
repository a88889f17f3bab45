import { Link } from "react-router";
import { openConsentSettings } from "./consent/consent-events.ts";

interface FooterProps {
  brandName: string;
  support: { email: string | null; phone: string | null };
}

export function Footer({ brandName, support }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Kundeservice">
          <ul className="site-footer__links">
            <li>
              <Link to="/kundeservice">Kundeservice og salgsbetingelser</Link>
            </li>
            <li>
              <Link to="/butikker">Finn butikk</Link>
            </li>
            <li>
              <Link to="/blog">Blogg</Link>
            </li>
            <li>
              <Link to="/favoritter">Favoritter</Link>
            </li>
            <li>
              <Link to="/avstemning">Quiz og avstemning</Link>
            </li>
            <li>
              <Link to="/personvernerklaering">Personvern og informasjonskapsler</Link>
            </li>
            <li>
              {/* Changing the cookie choice later: the settings dialog, or the /samtykke page without JavaScript. */}
              <Link
                to="/samtykke"
                onClick={(event) => {
                  event.preventDefault();
                  openConsentSettings();
                }}
              >
                Informasjonskapsler
              </Link>
            </li>
          </ul>
        </nav>
        {support.email || support.phone ? (
          <address className="site-footer__contact">
            {support.email ? (
              <span>
                E-post: <a href={`mailto:${support.email}`}>{support.email}</a>
              </span>
            ) : null}
            {support.phone ? (
              <span>
                Telefon: <a href={`tel:${support.phone.replace(/[^\d+]/g, "")}`}>{support.phone}</a>
              </span>
            ) : null}
          </address>
        ) : null}
        <p className="site-footer__brand">© {brandName}</p>
      </div>
    </footer>
  );
}
