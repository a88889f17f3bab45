// One shop's edit form. The opening hours are typed in the spec's 'days:hhmm-hhmm' format and shown
// as the storefront will show them while they are typed; the server checks them again (422).
import { type FormEvent, useRef, useState } from "react";
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
import { ApiError, api } from "../../lib/api-client.ts";

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  const hoursProblem = openingHoursProblem(openingHours);
  const preview = openingHoursPreview(openingHours);
  const specialProblem = specialHoursProblem(special);

  const setRow = (i: number, change: Partial<SpecialHoursRow>) =>
    setSpecial((rows) => rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    setError(null);
    setFieldErrors({});
    if (hoursProblem || specialProblem) {
      setError(hoursProblem ?? specialProblem);
      return;
    }
    const specialHours = special.map(({ key: _key, ...r }) => ({
      ...r,
      opens: r.opens || null,
      closes: r.closes || null,
    }));
    setBusy(true);
    try {
      if (editAll) {
        const body: Record<string, unknown> = { openingHours, specialHours };
        for (const f of DETAIL_FIELDS) {
          const value = details[f.key].trim();
          body[f.key] = NUMBERS.has(f.key)
            ? Number(value.replace(",", "."))
            : f.key === "messengerId" && value === ""
              ? null
              : value;
        }
        await api("PATCH", `/backoffice/shops/${shop.id}`, body);
      } else {
        await api("PUT", `/backoffice/shops/${shop.id}/hours`, { openingHours, specialHours });
      }
      setSaved("Endringene er lagret og vises i nettbutikken.");
      await revalidator.revalidate();
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.body.message ?? "Noe gikk galt");
        setFieldErrors(Object.fromEntries(Object.entries(e.body.errors ?? {}).map(([k, v]) => [k, v[0]])));
      } else {
        setError("Noe gikk galt. Prøv igjen.");
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
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
                error={fieldErrors[f.key]}
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
          error={hoursProblem ?? fieldErrors.openingHours}
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
        {specialProblem ? <p className="form-field__error">{specialProblem}</p> : null}
        <button
          type="button"
          className="button"
          onClick={() => setSpecial((rows) => [...rows, keyed({ date: "", name: "", opens: null, closes: null })])}
        >
          Legg til dato
        </button>
      </fieldset>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Lagre"}
        </button>
      </div>
    </form>
  );
}
