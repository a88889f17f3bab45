// One shop's edit form. The opening hours are typed in the spec's 'days:hhmm-hhmm' format and shown
// as the storefront will show them while they are typed; the body is checked with the route's own
// schema and the hours' rules (domain/schemas/shop-admin.ts) before it is sent, and the server checks
// them again (422).
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  OPENING_HOURS_EXAMPLE,
  openingHoursPreview,
  openingHoursProblem,
  type SpecialHoursRow,
  specialHoursProblem,
} from "../../../domain/opening-hours-check.ts";
import type { ShopRecord } from "../../../server/modules/shops/admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { ShopAnswer } from "./api-answers.ts";

type Details = Omit<ShopRecord, "id" | "no" | "active" | "specialHours" | "openingHours">;
const DETAIL_FIELDS: { key: keyof Details; label: string; type?: string; inputMode?: "decimal" | "numeric" }[] = [
  { key: "name", label: "Navn" },
  { key: "fullName", label: "Fullt navn" },
  { key: "address", label: "Adresse" },
  { key: "postNo", label: "Postnummer", inputMode: "numeric" },
  { key: "postPlace", label: "Poststed" },
  { key: "latitude", label: "Breddegrad", inputMode: "decimal" },
  { key: "longitude", label: "Lengdegrad", inputMode: "decimal" },
  { key: "phone", label: "Telefon", type: "tel" },
  { key: "email", label: "E-post", type: "email" },
  { key: "messengerId", label: "Messenger-ID" },
  { key: "orgNo", label: "Org.nr.", inputMode: "numeric" },
  { key: "preparationMinutes", label: "Klargjøringstid (minutter)", inputMode: "numeric" },
  { key: "webSafetyBuffer", label: "Sikkerhetsbuffer (stk. per variant)", inputMode: "numeric" },
];
const NUMBERS = new Set<keyof Details>(["latitude", "longitude", "preparationMinutes", "webSafetyBuffer"]);

const asText = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export function ShopForm({ shop, editAll }: { shop: ShopRecord; editAll: boolean }) {
  const revalidator = useRevalidator();
  // Rows are added and removed, so each keeps a key of its own for React.
  const nextKey = useRef(0);
  const keyed = (row: SpecialHoursRow) => ({ ...row, key: nextKey.current++ });
  const [details, setDetails] = useState<Record<keyof Details, string>>(
    () => Object.fromEntries(DETAIL_FIELDS.map((f) => [f.key, asText(shop[f.key])])) as Record<keyof Details, string>,
  );
  const [openingHours, setOpeningHours] = useState(shop.openingHours);
  const [special, setSpecial] = useState(() => shop.specialHours.map(keyed));

  const hoursProblem = openingHoursProblem(openingHours);
  const preview = openingHoursPreview(openingHours);
  const specialProblem = specialHoursProblem(special);

  const setRow = (i: number, change: Partial<SpecialHoursRow>) =>
    setSpecial((rows) => rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  /** Staff of the shop send the hours; an administrator everything. */
  const body = () => {
    const specialHours = special.map(({ key: _key, ...r }) => ({
      ...r,
      opens: r.opens || null,
      closes: r.closes || null,
    }));
    const hours: Record<string, unknown> = { openingHours, specialHours };
    if (!editAll) return hours;
    for (const f of DETAIL_FIELDS) {
      const value = details[f.key].trim();
      hours[f.key] = NUMBERS.has(f.key)
        ? Number(value.replace(",", "."))
        : f.key === "messengerId" && value === ""
          ? null
          : value;
    }
    return hours;
  };
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/shop-admin.ts"),
    schema: (m) => (editAll ? m.shopForm : m.shopHoursForm),
    body,
    summary: (first) => first,
    async send() {
      await (editAll
        ? api<ShopAnswer>("PATCH", `/backoffice/shops/${shop.id}`, body())
        : api<ShopAnswer>("PUT", `/backoffice/shops/${shop.id}/hours`, body()));
      await revalidator.revalidate();
      return "Endringene er lagret og vises i nettbutikken.";
    },
  });

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      {editAll ? (
        <fieldset>
          <legend>Butikken</legend>
          <div className="admin-grid">
            {DETAIL_FIELDS.map((f) => (
              <TextField
                key={f.key}
                label={f.label}
                name={f.key}
                type={f.type ?? "text"}
                inputMode={f.inputMode}
                value={details[f.key]}
                error={errorOf(f.key)}
                onChange={(e) => setDetails((d) => ({ ...d, [f.key]: e.target.value }))}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <p>
          {shop.address}, {shop.postNo} {shop.postPlace}. Adresse og kontaktinformasjon endres av en administrator.
        </p>
      )}
      <fieldset>
        <legend>Åpningstider</legend>
        <TextField
          label="Åpningstider (dager:ttmm-ttmm)"
          name="openingHours"
          value={openingHours}
          autoComplete="off"
          spellCheck={false}
          error={hoursProblem ?? errorOf("openingHours")}
          hint={`Dager 0 (søndag) til 6 (lørdag), skilt med komma. Eksempel: ${OPENING_HOURS_EXAMPLE}`}
          onChange={(e) => setOpeningHours(e.target.value)}
        />
        <div className="admin-preview" aria-live="polite">
          {preview ? (
            <table>
              <caption>Slik vises uken i nettbutikken</caption>
              <tbody>
                {preview.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{d.name[0].toUpperCase() + d.name.slice(1)}</th>
                    <td>{d.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>Forhåndsvisningen kommer når åpningstidene er riktig skrevet.</p>
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>Spesielle åpningstider</legend>
        <p className="form-field__hint">
          Datoer med andre åpningstider. La åpner og stenger stå tomme når butikken er stengt. Helligdager er stengt
          uten egen rad.
        </p>
        {special.map((row, i) => (
          <div className="admin-special-row" key={row.key}>
            <TextField
              label={`Dato, rad ${i + 1}`}
              name={`special-${i}-date`}
              type="date"
              value={row.date}
              onChange={(e) => setRow(i, { date: e.target.value })}
            />
            <TextField
              label={`Navn, rad ${i + 1}`}
              name={`special-${i}-name`}
              value={row.name}
              onChange={(e) => setRow(i, { name: e.target.value })}
            />
            <TextField
              label={`Åpner, rad ${i + 1}`}
              name={`special-${i}-opens`}
              type="time"
              value={row.opens ?? ""}
              onChange={(e) => setRow(i, { opens: e.target.value || null })}
            />
            <TextField
              label={`Stenger, rad ${i + 1}`}
              name={`special-${i}-closes`}
              type="time"
              value={row.closes ?? ""}
              onChange={(e) => setRow(i, { closes: e.target.value || null })}
            />
            <button
              type="button"
              className="button button--plain"
              onClick={() => setSpecial((rows) => rows.filter((_, j) => j !== i))}
            >
              Fjern rad {i + 1}
            </button>
          </div>
        ))}
        {specialProblem || errorOf("specialHours") ? (
          <p className="form-field__error">{specialProblem ?? errorOf("specialHours")}</p>
        ) : null}
        <button
          type="button"
          className="button"
          onClick={() => setSpecial((rows) => [...rows, keyed({ date: "", name: "", opens: null, closes: null })])}
        >
          Legg til dato
        </button>
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Lagre"}
        </button>
      </div>
    </form>
  );
}
