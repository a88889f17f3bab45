// A shop's form: a new shop (administrators, issue 31), or one shop's changes (issue 15: staff of the
// shop its hours, administrators everything). The opening hours are a week of days ticked open with
// their times (opening-week-form.tsx), stored in the spec's 'days:hhmm-hhmm' text; the coordinates
// come from the address lookup (the register, else the postcode's centre, and the form says which) or
// are typed by hand. The body is checked with the route's own schema and the hours' rules
// (domain/schemas/shop-admin.ts) before it is sent, and the server checks them again (422).
import { useId, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { type SpecialHoursRow, specialHoursProblem } from "../../../domain/opening-hours-check.ts";
import type { ShopRecord } from "../../../server/modules/shops/admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { NewShopAnswer, ShopAnswer, ShopLocatedAnswer } from "./api-answers.ts";
import { OpeningWeekForm } from "./opening-week-form.tsx";

type Details = Omit<ShopRecord, "id" | "no" | "active" | "specialHours" | "openingHours" | "description">;
type Field = { key: keyof Details; label: string; type?: string; inputMode?: "decimal" | "numeric"; hint?: string };
const CONTACT_FIELDS: Field[] = [
  { key: "name", label: "Navn", hint: "Slik butikken heter i nettbutikken, for eksempel «Oslo City»" },
  { key: "fullName", label: "Fullt navn", hint: "Firmanavnet, for eksempel «Butikk Oslo City AS»" },
  { key: "orgNo", label: "Org.nr.", inputMode: "numeric" },
  { key: "phone", label: "Telefon", type: "tel" },
  { key: "email", label: "E-post", type: "email" },
  { key: "messengerId", label: "Messenger-ID" },
];
const ADDRESS_FIELDS: Field[] = [
  { key: "address", label: "Adresse", hint: "Gate og husnummer, for eksempel «Storgata 1»" },
  { key: "postNo", label: "Postnummer", inputMode: "numeric" },
  { key: "postPlace", label: "Poststed" },
];
const COORDINATE_FIELDS: Field[] = [
  { key: "latitude", label: "Breddegrad", inputMode: "decimal" },
  { key: "longitude", label: "Lengdegrad", inputMode: "decimal" },
];
const WEB_FIELDS: Field[] = [
  {
    key: "preparationMinutes",
    label: "Klargjøringstid (minutter)",
    inputMode: "numeric",
    hint: "Hvor lenge butikken trenger for å gjøre en nettordre klar, regnet i åpningstid",
  },
  {
    key: "webSafetyBuffer",
    label: "Sikkerhetsbuffer (stk. per variant)",
    inputMode: "numeric",
    hint: "Så mange av hver variant selges aldri på nett, fordi de kan være solgt i butikken",
  },
];
const DETAIL_FIELDS = [...CONTACT_FIELDS, ...ADDRESS_FIELDS, ...COORDINATE_FIELDS, ...WEB_FIELDS];
const NUMBERS = new Set<keyof Details>(["latitude", "longitude", "preparationMinutes", "webSafetyBuffer"]);
const COORDINATES = new Set<keyof Details>(["latitude", "longitude"]);

/** A new shop's starting values: two hours to prepare a web order (decision 030), no buffer. */
const NEW_SHOP: Record<keyof Details, string> = {
  ...(Object.fromEntries(DETAIL_FIELDS.map((f) => [f.key, ""])) as Record<keyof Details, string>),
  preparationMinutes: "120",
  webSafetyBuffer: "0",
};

const asText = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const number = (text: string) => Number(text.replace(",", "."));

export function ShopForm({ shop, editAll }: { shop: ShopRecord | null; editAll: boolean }) {
  const ids = useId();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const isNew = shop === null;
  // Rows are added and removed, so each keeps a key of its own for React.
  const nextKey = useRef(0);
  const keyed = (row: SpecialHoursRow) => ({ ...row, key: nextKey.current++ });
  const [no, setNo] = useState("");
  const [details, setDetails] = useState<Record<keyof Details, string>>(() =>
    shop
      ? (Object.fromEntries(DETAIL_FIELDS.map((f) => [f.key, asText(shop[f.key])])) as Record<keyof Details, string>)
      : NEW_SHOP,
  );
  const [description, setDescription] = useState(shop?.description ?? "");
  const [openingHours, setOpeningHours] = useState(shop?.openingHours ?? "1-5:1000-1800,6:1000-1600");
  const [special, setSpecial] = useState(() => (shop?.specialHours ?? []).map(keyed));
  const specialProblem = specialHoursProblem(special);
  const locate = useApiAction();
  /** The coordinates the lookup filled in and where they came from, so a new shop's page can say so. */
  const located = useRef<{ latitude: string; longitude: string; source: "address" | "postcode" } | null>(null);

  const setRow = (i: number, change: Partial<SpecialHoursRow>) =>
    setSpecial((rows) => rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const set = (key: keyof Details, value: string) => setDetails((d) => ({ ...d, [key]: value }));

  /** Staff of the shop send the hours; an administrator everything. */
  const body = () => {
    const specialHours = special.map(({ key: _key, ...r }) => ({
      ...r,
      opens: r.opens || null,
      closes: r.closes || null,
    }));
    const sent: Record<string, unknown> = { openingHours, specialHours };
    if (!editAll) return sent;
    if (isNew) sent.no = no.trim();
    sent.description = description;
    for (const f of DETAIL_FIELDS) {
      const value = details[f.key].trim();
      // Coordinates left empty: a new shop's are looked up by the server; a shop's stay as they are.
      if (COORDINATES.has(f.key) && value === "") continue;
      sent[f.key] = NUMBERS.has(f.key) ? number(value) : f.key === "messengerId" && value === "" ? null : value;
    }
    return sent;
  };
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/shop-admin.ts"),
    schema: (m) => (isNew ? m.newShopForm : editAll ? m.shopForm : m.shopHoursForm),
    body,
    summary: (first) => first,
    staysBusy: isNew,
    async send() {
      if (isNew) {
        const created = await api<NewShopAnswer>("POST", "/backoffice/shops", body());
        const found = located.current;
        const unchanged = found && found.latitude === details.latitude && found.longitude === details.longitude;
        const source = unchanged ? found.source : created.meta.coordinates;
        await navigate(`/admin/butikker/${created.data.id}?opprettet=${source}`);
        return;
      }
      await (editAll
        ? api<ShopAnswer>("PATCH", `/backoffice/shops/${shop.id}`, body())
        : api<ShopAnswer>("PUT", `/backoffice/shops/${shop.id}/hours`, body()));
      await revalidator.revalidate();
      return "Endringene er lagret og vises i nettbutikken.";
    },
  });

  const findCoordinates = () =>
    locate.run(async () => {
      const query = new URLSearchParams({ address: details.address.trim(), postNo: details.postNo.trim() });
      const { data } = await api<ShopLocatedAnswer>("GET", `/backoffice/shops/locate?${query}`);
      located.current = { latitude: String(data.latitude), longitude: String(data.longitude), source: data.source };
      setDetails((d) => ({
        ...d,
        latitude: String(data.latitude),
        longitude: String(data.longitude),
        postPlace: d.postPlace.trim() === "" ? data.postPlace : d.postPlace,
      }));
      return data.message;
    });

  const field = (f: Field) => (
    <TextField
      key={f.key}
      label={f.label}
      name={f.key}
      type={f.type ?? "text"}
      inputMode={f.inputMode}
      value={details[f.key]}
      hint={f.hint}
      error={errorOf(f.key)}
      onChange={(e) => set(f.key, e.target.value)}
    />
  );

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      {editAll ? (
        <>
          <fieldset>
            <legend>Butikken</legend>
            <div className="admin-grid admin-grid--top">
              {isNew ? (
                <TextField
                  label="Butikknummer"
                  name="no"
                  value={no}
                  error={errorOf("no")}
                  autoComplete="off"
                  spellCheck={false}
                  hint="Nummeret kassene og importfilene bruker, for eksempel 1060. Kan ikke endres senere."
                  onChange={(e) => setNo(e.target.value)}
                />
              ) : null}
              {CONTACT_FIELDS.map(field)}
            </div>
            <div className="form-field">
              <label htmlFor={`${ids}-description`}>Beskrivelse</label>
              <textarea
                id={`${ids}-description`}
                name="description"
                value={description}
                rows={4}
                aria-describedby={`${ids}-description-hint`}
                aria-invalid={errorOf("description") ? true : undefined}
                onChange={(e) => setDescription(e.target.value)}
              />
              <p id={`${ids}-description-hint`} className="form-field__hint">
                Vises på butikkens side i nettbutikken.
              </p>
              {errorOf("description") ? <p className="form-field__error">{errorOf("description")}</p> : null}
            </div>
          </fieldset>
          <fieldset>
            <legend>Adresse og kart</legend>
            <div className="admin-grid admin-grid--top">{ADDRESS_FIELDS.map(field)}</div>
            <p className="form-field__hint" id={`${ids}-coordinates-hint`}>
              {isNew
                ? "La koordinatene stå tomme for å slå opp adressen når butikken lagres, eller finn dem nå og sjekk dem."
                : "Koordinatene plasserer butikken på kartet og i avstandene til kundene."}
            </p>
            <div className="admin-grid admin-grid--top">{COORDINATE_FIELDS.map(field)}</div>
            <p>
              <button
                type="button"
                className="button"
                disabled={locate.busy}
                aria-describedby={`${ids}-coordinates-hint`}
                onClick={findCoordinates}
              >
                {locate.busy ? "Slår opp …" : "Finn koordinater fra adressen"}
              </button>
            </p>
            <FormMessage kind="error">{locate.error}</FormMessage>
            <FormMessage kind="success">{locate.done}</FormMessage>
          </fieldset>
          <fieldset>
            <legend>Nettbutikken</legend>
            <div className="admin-grid admin-grid--top">{WEB_FIELDS.map(field)}</div>
          </fieldset>
        </>
      ) : shop ? (
        <p>
          {shop.address}, {shop.postNo} {shop.postPlace}. Adresse og kontaktinformasjon endres av en administrator.
        </p>
      ) : null}
      <fieldset>
        <legend>Åpningstider</legend>
        <OpeningWeekForm value={openingHours} onChange={setOpeningHours} error={errorOf("openingHours")} />
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
          {busy ? "Lagrer …" : isNew ? "Opprett butikk" : "Lagre"}
        </button>
      </div>
    </form>
  );
}
