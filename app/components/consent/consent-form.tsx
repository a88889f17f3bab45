// The consent settings as one form: the /samtykke page (without JavaScript) and the settings dialog
// both render it. 'Godta alle' and 'Bare nødvendige' sit side by side, equally prominent, beside
// 'Lagre valgene' for the switches; strictly necessary cookies are always on and need no consent.
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ConsentChoice } from "../../../domain/consent.ts";

interface ConsentFormProps {
  initial: ConsentChoice;
  back: string;
  /** Called once the choice is saved (with JavaScript). */
  onSaved?: () => void;
}

/** Set once hydrated: a form posted by JavaScript asks for an answer instead of a redirect. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A fetcher for /samtykke that calls onSaved once each time a submission comes back saved. */
export function useSavedConsent(onSaved?: () => void) {
  const fetcher = useFetcher<{ saved?: boolean; message?: string }>();
  const busy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      busy.current = true;
    } else if (busy.current) {
      busy.current = false;
      if (fetcher.data?.saved) onSaved?.();
    }
  }, [fetcher.state, fetcher.data, onSaved]);
  return fetcher;
}

export function ConsentForm({ initial, back, onSaved }: ConsentFormProps) {
  const fetcher = useSavedConsent(onSaved);
  const hydrated = useHydrated();
  const [choice, setChoice] = useState(initial);
  useEffect(() => setChoice(initial), [initial]);
  // The page and the dialog can both be on /samtykke: each form's descriptions need their own ids.
  const id = useId();

  return (
    <fetcher.Form method="post" action="/samtykke" className="consent-form">
      <input type="hidden" name="back" value={back} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <fieldset className="consent-form__purposes">
        <legend>Velg hvilke informasjonskapsler vi kan bruke</legend>
        <div className="consent-form__purpose">
          <label>
            <input type="checkbox" checked disabled readOnly aria-describedby={`${id}-necessary`} />
            Nødvendige
          </label>
          <p id={`${id}-necessary`}>
            Innlogging, handlekurv, sikkerhet og valget du tar her. Nettbutikken virker ikke uten dem, og de er alltid
            på.
          </p>
        </div>
        <div className="consent-form__purpose">
          <label>
            <input
              type="checkbox"
              name="statistics"
              checked={choice.statistics}
              onChange={(e) => setChoice({ ...choice, statistics: e.currentTarget.checked })}
              aria-describedby={`${id}-statistics`}
            />
            Statistikk
          </label>
          <p id={`${id}-statistics`}>
            Google Analytics og Google Tag Manager måler hvordan nettbutikken brukes, så vi kan gjøre den bedre.
          </p>
        </div>
        <div className="consent-form__purpose">
          <label>
            <input
              type="checkbox"
              name="marketing"
              checked={choice.marketing}
              onChange={(e) => setChoice({ ...choice, marketing: e.currentTarget.checked })}
              aria-describedby={`${id}-marketing`}
            />
            Markedsføring
          </label>
          <p id={`${id}-marketing`}>Meta-pikselen viser deg annonser for oss på Facebook og Instagram.</p>
        </div>
      </fieldset>
      <div className="consent-form__actions">
        <button type="submit" name="choice" value="custom" className="button">
          Lagre valgene
        </button>
        <button type="submit" name="choice" value="necessary" className="button button--primary">
          Bare nødvendige
        </button>
        <button type="submit" name="choice" value="all" className="button button--primary">
          Godta alle
        </button>
      </div>
      {fetcher.data?.message ? (
        <p className="form-message" role="status">
          {fetcher.data.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
