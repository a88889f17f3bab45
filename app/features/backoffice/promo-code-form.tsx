// One promo code's form in the back office: create a new code or change one. The form checks the body
// with the route's own schema (domain/schemas/promo-code-admin.ts) before it is sent, and the server
// checks it again; the Norwegian messages are shown by the fields.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { bindFields, FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { PromoCodeAnswer } from "./api-answers.ts";

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
  const set = (changes: Partial<PromoCodeFormValues>) => setValues((v) => ({ ...v, ...changes }));
  const body = () => {
    const { id: _id, ...fields } = values;
    return fields;
  };
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/promo-code-admin.ts"),
    schema: (m) => m.promoCodeBody,
    body,
    async send() {
      const { id } = values;
      await api<PromoCodeAnswer>(
        id ? "PATCH" : "POST",
        id ? `/backoffice/promocodes/${id}` : "/backoffice/promocodes",
        body(),
      );
      await revalidator.revalidate();
      if (id) return "Verdikoden er lagret.";
      setValues(EMPTY_PROMO_CODE);
      onDone();
      return "Verdikoden er opprettet.";
    },
  });
  const fieldError = errorOf;
  const field = bindFields(values, set, fieldError);

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
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
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : values.id ? "Lagre" : "Opprett verdikode"}
        </button>
      </div>
    </form>
  );
}
