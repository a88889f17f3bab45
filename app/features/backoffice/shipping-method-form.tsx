// One shipping method's form in the back office (issue 31): create a method or change one. The price
// is typed in kroner ("49", "49,00") and stored in øre; the form checks the body with the route's own
// schema (domain/schemas/shipping-admin.ts) before it is sent, and the server checks it again.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { SHIPPING_TYPE_NAMES, SHIPPING_TYPES, type ShippingType } from "../../../domain/schemas/shipping-admin.ts";
import { bindFields, FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { ShippingMethodAnswer } from "./api-answers.ts";

export interface ShippingMethodFormValues {
  id?: number;
  name: string;
  description: string;
  type: ShippingType;
  price: string;
  sort: string;
  active: boolean;
}

export const EMPTY_SHIPPING_METHOD: ShippingMethodFormValues = {
  name: "",
  description: "",
  type: "pickup",
  price: "0,00",
  sort: "0",
  active: true,
};

export function ShippingMethodForm({ initial, onDone }: { initial: ShippingMethodFormValues; onDone: () => void }) {
  const ids = useId();
  const revalidator = useRevalidator();
  const [values, setValues] = useState(initial);
  const set = (changes: Partial<ShippingMethodFormValues>) => setValues((v) => ({ ...v, ...changes }));
  const body = () => {
    const { id: _id, sort, ...fields } = values;
    return { ...fields, sort: sort.trim() === "" ? 0 : Number(sort) };
  };
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/shipping-admin.ts"),
    schema: (m) => m.shippingMethodBody,
    body,
    async send() {
      const { id } = values;
      await api<ShippingMethodAnswer>(
        id ? "PATCH" : "POST",
        id ? `/backoffice/shipping-methods/${id}` : "/backoffice/shipping-methods",
        body(),
      );
      await revalidator.revalidate();
      if (id) return "Fraktmåten er lagret. Kassen viser endringen nå.";
      setValues(EMPTY_SHIPPING_METHOD);
      onDone();
      return "Fraktmåten er opprettet. Kassen viser den nå.";
    },
  });
  const field = bindFields(values, set, errorOf);

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{values.id ? `Endre ${initial.name}` : "Ny fraktmåte"}</legend>
        <TextField label="Navn" {...field("name")} hint="Slik kunden ser den i kassen, for eksempel «Hent i butikk»" />
        <TextField label="Beskrivelse" {...field("description")} />
        <fieldset className="admin-choice">
          <legend>Type</legend>
          {SHIPPING_TYPES.map((type) => (
            <div className="checkbox-field" key={type}>
              <input
                id={`${ids}-${type}`}
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                onChange={() => set({ type })}
              />
              <label htmlFor={`${ids}-${type}`}>{SHIPPING_TYPE_NAMES[type]}</label>
            </div>
          ))}
          {errorOf("type") ? <p className="form-field__error">{errorOf("type")}</p> : null}
        </fieldset>
        <div className="admin-grid">
          <TextField
            label="Pris (kr)"
            {...field("price")}
            inputMode="decimal"
            hint="Med komma, for eksempel 49,00. 0 for gratis."
          />
          <TextField label="Rekkefølge i kassen" {...field("sort")} inputMode="numeric" hint="Lavest vises først" />
        </div>
        <div className="checkbox-field">
          <input
            id={`${ids}-active`}
            type="checkbox"
            checked={values.active}
            onChange={(e) => set({ active: e.target.checked })}
          />
          <label htmlFor={`${ids}-active`}>Aktiv (tilbys i kassen)</label>
        </div>
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : values.id ? "Lagre" : "Opprett fraktmåte"}
        </button>
      </div>
    </form>
  );
}
