// Delivery orders on the staff reservation screen (decision 040): 'Merk som pakket', then the
// carrier's tracking URL and 'Send og trekk betaling' (the payment is captured at shipping). The
// address is checked with the route's own schema (domain/schemas/reservation-admin.ts) before it is
// sent; the page loads the reservation again after either step, also after a refusal.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { serverFailure, useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { ReservationAnswer } from "./api-answers.ts";

const RESERVED = 2;
const PACKED = 8;

export function ShipForm({ id, statusId }: { id: number; statusId: number }) {
  const revalidator = useRevalidator();
  const fieldId = useId();
  const [trackingUrl, setTrackingUrl] = useState("");
  const url = `/backoffice/reservations/${id}`;

  const packing = useApiAction({ after: () => revalidator.revalidate() });
  const body = () => ({ trackingUrl });
  const shipping = useApiForm({
    validation: () => import("../../../domain/schemas/reservation-admin.ts"),
    schema: (m) => m.shipBody,
    body,
    async send() {
      await api<ReservationAnswer>("POST", `${url}/ship`, body());
      await revalidator.revalidate();
      return "Sendt. Betalingen er trukket.";
    },
    failure(err) {
      void revalidator.revalidate();
      return serverFailure(err);
    },
  });
  const busy = packing.busy || shipping.busy;
  const urlError = shipping.errorOf("trackingUrl");

  if (statusId !== RESERVED && statusId !== PACKED) return null;
  return (
    <section className="partial-handover" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>Sending</h2>
      {statusId === RESERVED ? (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() =>
            packing.run(async () => {
              await api<ReservationAnswer>("POST", `${url}/pack`);
              return "Pakket";
            })
          }
        >
          Merk som pakket
        </button>
      ) : (
        <form className="ship-form" id={shipping.form.id} onSubmit={shipping.onSubmit} noValidate>
          <label htmlFor={fieldId}>Sporingslenke</label>
          <input
            id={fieldId}
            name="trackingUrl"
            type="url"
            inputMode="url"
            required
            placeholder="https://sporing.posten.no/…"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${fieldId}-error` : undefined}
            value={trackingUrl}
            onChange={(e) => setTrackingUrl(e.target.value)}
          />
          {urlError ? (
            <p id={`${fieldId}-error`} className="form-field__error">
              {urlError}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy || trackingUrl.trim() === ""}>
            Send og trekk betaling
          </button>
        </form>
      )}
      <FormMessage kind="error">{shipping.messages[0] ?? packing.error}</FormMessage>
      <FormMessage kind="success">{shipping.saved ?? packing.done}</FormMessage>
    </section>
  );
}
