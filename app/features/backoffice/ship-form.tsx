// Delivery orders on the staff reservation screen (decision 040): 'Merk som pakket', then the
// carrier's tracking URL and 'Send og trekk betaling' (the payment is captured at shipping).
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

const RESERVED = 2;
const PACKED = 8;

export function ShipForm({ id, statusId }: { id: number; statusId: number }) {
  const revalidator = useRevalidator();
  const fieldId = useId();
  const [trackingUrl, setTrackingUrl] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function run(action: "pack" | "ship", success: string) {
    setBusy(true);
    setError(null);
    try {
      await api("POST", `/backoffice/reservations/${id}/${action}`, action === "ship" ? { trackingUrl } : undefined);
      setDone(success);
    } catch (e) {
      const body = e instanceof ApiError ? e.body : null;
      setError(body?.errors?.trackingUrl?.[0] ?? body?.message ?? "Noe gikk galt");
    } finally {
      await revalidator.revalidate();
      setBusy(false);
    }
  }

  if (statusId !== RESERVED && statusId !== PACKED) return null;
  return (
    <section className="partial-handover" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>Sending</h2>
      {statusId === RESERVED ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => run("pack", "Pakket")}>
          Merk som pakket
        </button>
      ) : (
        <form
          className="ship-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run("ship", "Sendt. Betalingen er trukket.");
          }}
        >
          <label htmlFor={fieldId}>Sporingslenke</label>
          <input
            id={fieldId}
            type="url"
            inputMode="url"
            required
            placeholder="https://sporing.posten.no/…"
            value={trackingUrl}
            onChange={(e) => setTrackingUrl(e.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy || trackingUrl.trim() === ""}>
            Send og trekk betaling
          </button>
        </form>
      )}
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
    </section>
  );
}
