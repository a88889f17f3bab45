// Staff actions on one reservation: mark ready, hand over (captures the payment), cancel. Each is a
// call to the back office API; the page's data is loaded again afterwards, also after a refusal, so
// the payment shows as it now is. What the payment needs of staff (`notice`) stands above the buttons.
import { useRef } from "react";
import { useRevalidator } from "react-router";
import { formatPrice } from "../../../domain/money.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { api } from "../../lib/api-client.ts";
import type { ReservationAnswer } from "./api-answers.ts";

const ACTIONS = {
  ready: { label: "Merk klar til henting", from: [2] },
  collect: { label: "Utlever og trekk betaling", from: [2, 3] },
  cancel: { label: "Kanseller reservasjonen", from: [1, 2, 3, 8] },
} as const;

/** What the handover will take, asked before Klarna is told to capture (decision 024: captured at handover). */
export function handoverQuestion(total: number, paymentMethod: string | null): string {
  const where = paymentMethod === "invoice" ? "kundens Klarna-faktura" : "kundens kort";
  return `Belaster ${formatPrice(total)} på ${where}. Fortsette?`;
}

export function ReservationActions({
  id,
  statusId,
  notice,
  total,
  paymentMethod,
}: {
  id: number;
  statusId: number;
  notice: string | null;
  total: number;
  paymentMethod: string | null;
}) {
  const revalidator = useRevalidator();
  const confirmDialog = useRef<HTMLDialogElement>(null);
  // The page loads the reservation again either way, so the payment shows as it now is.
  const action = useApiAction({ after: () => revalidator.revalidate() });
  const { busy, error, done } = action;

  function run(name: keyof typeof ACTIONS) {
    if (name === "cancel" && !window.confirm("Kansellere reservasjonen? Varene legges tilbake på lager.")) return;
    return action.run(async () => {
      await api<ReservationAnswer>("POST", `/backoffice/reservations/${id}/${name}`);
      return `${ACTIONS[name].label}: utført`;
    });
  }

  const available = (Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]).filter((a) =>
    (ACTIONS[a].from as readonly number[]).includes(statusId),
  );
  return (
    <div>
      {notice ? (
        <p className="form-message form-message--error" role="alert" data-testid="payment-notice">
          {notice}
        </p>
      ) : null}
      <div className="backoffice-actions">
        {available.map((a) => (
          <button
            key={a}
            type="button"
            className={a === "cancel" ? "button button--danger" : "button button--primary"}
            disabled={busy}
            onClick={() => (a === "collect" ? confirmDialog.current?.showModal() : run(a))}
          >
            {ACTIONS[a].label}
          </button>
        ))}
        {available.length === 0 ? <p>Ingen handlinger i denne statusen.</p> : null}
      </div>
      {/* Native <dialog>: the browser traps focus, Escape cancels, and focus returns to the button. */}
      <dialog ref={confirmDialog} className="confirm-dialog" aria-labelledby="handover-title">
        <form method="dialog">
          <h2 id="handover-title">Utlever varene?</h2>
          <p>{handoverQuestion(total, paymentMethod)}</p>
          <div className="backoffice-actions">
            <button type="submit" value="cancel" className="button">
              Avbryt
            </button>
            <button
              type="submit"
              value="collect"
              className="button button--primary"
              onClick={(event) => {
                event.preventDefault();
                confirmDialog.current?.close();
                void run("collect");
              }}
            >
              Ja, utlever og trekk
            </button>
          </div>
        </form>
      </dialog>
      {/* The notice says it already when the refusal is the payment's state now. */}
      <FormMessage kind="error">{error === notice ? null : error}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
    </div>
  );
}
