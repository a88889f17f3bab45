// One promo code's form in the back office: create a new code or change one. The server checks every
// field again (server/modules/backoffice/schemas.ts); its Norwegian messages are shown by the fields.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { bindFields, FormMessage, TextField } from "../../components/form-field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

export interface PromoCodeFormValues {
  id?: number;
  name: string;
  code: string;
  fixed: boolean;
  amount: string;
  validFrom: string;
  validTo: string;
  requiresLogin: boolean;
  advertised: boolean;
  active: boolean;
}

export const EMPTY_PROMO_CODE: PromoCodeFormValues = {
  name: "",
  code: "",
  fixed: false,
  amount: "",
  validFrom: "",
  validTo: "",
  requiresLogin: false,
  advertised: false,
  active: true,
};

const FLAGS = [
  { key: "requiresLogin", label: "Bare for innloggede kunder" },
  { key: "advertised", label: "Vises for alle i butikken (annonsert)" },
  { key: "active", label: "Aktiv" },
] as const;

export function PromoCodeForm({ initial, onDone }: { initial: PromoCodeFormValues; onDone: () => void }) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const set = (changes: Partial<PromoCodeFormValues>) => setValues((v) => ({ ...v, ...changes }));
  const fieldError = (key: string) => fieldErrors[key]?.[0];
  const field = bindFields(values, set, fieldError);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    setError(null);
    setFieldErrors({});
    setBusy(true);
    const { id, ...body } = values;
    try {
      await api(id ? "PATCH" : "POST", id ? `/backoffice/promocodes/${id}` : "/backoffice/promocodes", body);
      setSaved(id ? "Verdikoden er lagret." : "Verdikoden er opprettet.");
      await revalidator.revalidate();
      if (!id) {
        setValues(EMPTY_PROMO_CODE);
        onDone();
      }
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.body.message ?? "Noe gikk galt");
        setFieldErrors(e.body.errors ?? {});
      } else setError("Noe gikk galt. Prøv igjen.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{values.id ? `Endre ${initial.code}` : "Ny verdikode"}</legend>
        <TextField label="Navn" {...field("name")} />
        <TextField
          label="Kode (A–Z og 0–9)"
          name="code"
          value={values.code}
          error={fieldError("code")}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
        />
        <div className="form-field">
          <label htmlFor="promo-kind">Type rabatt</label>
          <select
            id="promo-kind"
            name="fixed"
            value={values.fixed ? "fixed" : "percent"}
            onChange={(e) => set({ fixed: e.target.value === "fixed" })}
          >
            <option value="percent">Prosent</option>
            <option value="fixed">Fast beløp i kroner</option>
          </select>
        </div>
        <TextField
          label={values.fixed ? "Beløp (kr)" : "Prosent"}
          name="amount"
          inputMode="decimal"
          value={values.amount}
          error={fieldError("amount")}
          onChange={(e) => set({ amount: e.target.value })}
        />
        <div className="admin-grid">
          <TextField label="Gyldig fra" {...field("validFrom")} type="date" />
          <TextField label="Gyldig til" {...field("validTo")} type="date" />
        </div>
        {FLAGS.map((f) => (
          <div className="checkbox-field" key={f.key}>
            <input
              id={`promo-${f.key}`}
              type="checkbox"
              checked={values[f.key]}
              onChange={(e) => set({ [f.key]: e.target.checked })}
            />
            <label htmlFor={`promo-${f.key}`}>{f.label}</label>
          </div>
        ))}
      </fieldset>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : values.id ? "Lagre" : "Opprett verdikode"}
        </button>
      </div>
    </form>
  );
}
