// The spec's 'Personvern' modal: the brand's privacy text, loaded from the privacy page's loader when
// first opened, with a link to the full page.
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { onOpenPrivacy } from "./consent-events.ts";

const PRIVACY_PATH = "/personvernerklaering";

/** What the privacy page's loader answers per block (headings, paragraphs, questions). */
type PrivacyBlock = { kind: string; text?: string; question?: string; answer?: string };

export function PrivacyModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<{ title: string; blocks: PrivacyBlock[] }>();
  const { load, state, data } = fetcher;

  useEffect(
    () =>
      onOpenPrivacy(() => {
        if (!data && state === "idle") load(PRIVACY_PATH);
        if (!dialog.current?.open) dialog.current?.showModal();
      }),
    [load, state, data],
  );
  const close = () => dialog.current?.close();

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="privacy-modal-title">
      <div className="modal__head">
        <h2 id="privacy-modal-title">Personvern</h2>
        <button type="button" className="button button--plain" onClick={close} aria-label="Lukk personvern">
          ✕
        </button>
      </div>
      <div className="modal__body" aria-busy={!data}>
        {data ? (
          data.blocks.map((b) =>
            b.kind === "heading" ? (
              <h3 key={b.text}>{b.text}</h3>
            ) : (
              <p key={b.text ?? b.question}>
                {b.question ? <strong>{b.question} </strong> : null}
                {b.text ?? b.answer}
              </p>
            ),
          )
        ) : (
          <p>Henter personvernerklæringen …</p>
        )}
      </div>
      <p>
        <Link to={PRIVACY_PATH} onClick={close}>
          Les hele personvernerklæringen
        </Link>
      </p>
    </dialog>
  );
}
