// The consent settings view, a modal dialog mounted once in the layout and opened from the banner's
// 'Innstillinger' and the footer's 'Informasjonskapsler'. It starts from the choice in the cookie.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CONSENT_COOKIE, NECESSARY_ONLY, parseConsent } from "../../../domain/consent.ts";
import { readCookie } from "../../lib/cookies.ts";
import { onOpenConsentSettings } from "./consent-events.ts";
import { ConsentForm } from "./consent-form.tsx";

export function ConsentDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const [initial, setInitial] = useState(NECESSARY_ONLY);

  useEffect(
    () =>
      onOpenConsentSettings(() => {
        setInitial(parseConsent(readCookie(document.cookie, CONSENT_COOKIE)) ?? NECESSARY_ONLY);
        if (!dialog.current?.open) dialog.current?.showModal();
      }),
    [],
  );
  const close = useCallback(() => dialog.current?.close(), []);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="consent-dialog-title">
      <div className="modal__head">
        <h2 id="consent-dialog-title">Innstillinger for informasjonskapsler</h2>
        <button type="button" className="button button--plain" onClick={close} aria-label="Lukk innstillingene">
          ✕
        </button>
      </div>
      <ConsentForm initial={initial} back={location.pathname + location.search} onSaved={close} />
    </dialog>
  );
}
