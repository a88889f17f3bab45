// Cookie consent (spec section 2, Layout; DESIGN.md §5; decision 036): shown until the consent cookie
// holds a choice. The root loader decides from the request's Cookie header, so the banner is in the
// server HTML (no shift). Declining is as easy as accepting: 'Skjønner!' and 'Bare nødvendige' are
// the same size, side by side. Without JavaScript the buttons post to /samtykke and 'Innstillinger'
// and 'Personvern' are plain links; with it they open the settings dialog and the privacy modal.
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { openConsentSettings, openPrivacy } from "./consent-events.ts";
import { useHydrated, useSavedConsent } from "./consent-form.tsx";

export function CookieBanner() {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  const fetcher = useSavedConsent();
  const hydrated = useHydrated();
  if (!open) return null;
  const back = location.pathname + location.search;

  return (
    <section className="cookie-banner" aria-label="Informasjonskapsler">
      <div className="cookie-banner__inner">
        <p className="cookie-banner__text">
          Vi bruker informasjonskapsler for å gjøre opplevelsen din så god som mulig. De nødvendige er alltid på;
          statistikk og markedsføring bruker vi bare hvis du sier ja.
        </p>
        <fetcher.Form
          method="post"
          action="/samtykke"
          className="cookie-banner__actions"
          onSubmit={() => setOpen(false)}
        >
          <input type="hidden" name="back" value={back} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <Link
            to="/personvernerklaering"
            onClick={(event) => {
              event.preventDefault();
              openPrivacy();
            }}
          >
            Personvern
          </Link>
          <Link
            to={`/samtykke?tilbake=${encodeURIComponent(back)}`}
            className="button"
            onClick={(event) => {
              event.preventDefault();
              openConsentSettings();
            }}
          >
            Innstillinger
          </Link>
          <button type="submit" name="choice" value="necessary" className="button button--primary">
            Bare nødvendige
          </button>
          <button type="submit" name="choice" value="all" className="button button--primary">
            Skjønner!
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
