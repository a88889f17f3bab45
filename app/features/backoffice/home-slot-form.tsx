// One home grid slot's form in the back office (decision 050): what it points at, chosen from the
// lists, with title, text and picture. Choosing something else to point at puts that choice's own
// title, text and picture in place of the old ones, or empties them, so no words written for the
// previous choice are kept by mistake (decision 066). The values are checked by the same schema as
// the server's (domain/home-slots.ts) before they are sent; the server checks them again and saves
// them in the named draft only.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import {
  HOME_SLOT_LABELS,
  type HomeSlotKey,
  SLOT_KIND_LABELS,
  SLOT_KINDS,
  type SlotKind,
  type StoredSlot,
  slotInputOf,
} from "../../../domain/home-slots.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { ImagePicker } from "../../components/image-picker.tsx";
import { FIELDS_MARKED, useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { DraftAnswer } from "./api-answers.ts";

export interface SlotChoices {
  categories: { ref: string; name: string; title: string }[];
  campaigns: { id: number; name: string; title: string; text: string; image: string }[];
  articles: { id: number; name: string }[];
  /** Pictures the home page uses now (the demo's drawings among them), offered beside the library. */
  images: string[];
}

/** The words and picture a choice brings with it; nothing for a free text or no choice. */
function ownOf(choices: SlotChoices, type: SlotKind, target: string) {
  const none = { title: "", text: "", image: "", name: null as string | null };
  if (!target) return none;
  if (type === "category") {
    const found = choices.categories.find((c) => c.ref === target);
    return found ? { ...none, title: found.title, name: found.name } : none;
  }
  if (type === "article") {
    const found = choices.articles.find((a) => String(a.id) === target);
    return found ? { ...none, title: found.name.slice(0, 80), name: found.name } : none;
  }
  if (type === "campaign") {
    const found = choices.campaigns.find((c) => String(c.id) === target);
    return found ? { title: found.title, text: found.text, image: found.image, name: found.name } : none;
  }
  return none;
}

interface Values {
  type: SlotKind;
  ref: string;
  id: string;
  link: string;
  title: string;
  text: string;
  image: string;
}

function valuesOf(slot: StoredSlot | null): Values {
  const empty: Values = { type: "text", ref: "", id: "", link: "", title: "", text: "", image: "" };
  if (!slot) return empty;
  const input = slotInputOf(slot);
  return {
    ...empty,
    ...input,
    text: input.text ?? "",
    image: input.image ?? "",
    id: "id" in input ? String(input.id) : "",
  } as Values;
}

/** The body the route takes for the chosen kind. */
function bodyOf(v: Values) {
  const common = { title: v.title, text: v.text, image: v.image };
  if (v.type === "category") return { type: v.type, ref: v.ref, ...common };
  if (v.type === "text") return { type: v.type, link: v.link, ...common };
  return { type: v.type, id: v.id ? Number(v.id) : undefined, ...common };
}

/** The slot as one line: what kind, its title and where it leads. */
export function slotSummary(slot: StoredSlot | null): string {
  if (!slot) return "Tom (vises ikke)";
  return `${SLOT_KIND_LABELS[slot.type]}: ${slot.title} → ${slot.link}`;
}

export function HomeSlotForm({
  brandId,
  draft,
  slotKey,
  slot,
  choices,
}: {
  brandId: number;
  draft: string;
  slotKey: HomeSlotKey;
  slot: StoredSlot | null;
  choices: SlotChoices;
}) {
  const revalidator = useRevalidator();
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(slot));
  const [replaced, setReplaced] = useState<string | null>(null);
  const set = (changes: Partial<Values>) => setValues((v) => ({ ...v, ...changes }));

  /** A new kind or target: its own words and picture replace the previous choice's (decision 066). */
  function retarget(type: SlotKind, target: string) {
    const own = ownOf(choices, type, target);
    const where = type === "category" ? { ref: target } : type === "text" ? { link: "" } : { id: target };
    setValues((v) => ({ ...v, type, ...where, title: own.title, text: own.text, image: own.image }));
    setReplaced(
      own.name
        ? `Tittel, tekst og bilde er byttet ut med det som hører til «${own.name}». Se over før du lagrer.`
        : "Tittel, tekst og bilde er tømt, siden de hørte til det ruten viste før.",
    );
  }
  const url = `/backoffice/home/${brandId}/drafts/${encodeURIComponent(draft)}/slots/${slotKey}`;

  /** 'Tøm ruten' sends no slot; 'Lagre i utkastet' the slot as the form shows it. */
  const emptied = (typed: Record<string, unknown>) => typed.empty === "1";
  const body = (typed: Record<string, unknown>) => ({ slot: emptied(typed) ? null : bodyOf(values) });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/home-slots.ts"),
    schema: (m) => m.homeSlotBody,
    body,
    summary: () => FIELDS_MARKED,
    async send(_value, typed) {
      await api<DraftAnswer>("PUT", url, body(typed));
      await revalidator.revalidate();
      return emptied(typed) ? "Ruten er tømt i utkastet." : "Lagret i utkastet.";
    },
  });
  // The slot's fields are named as the route names them ("slot.title").
  const slotError = (name: string) => errorOf(`slot.${name}`);

  const label = HOME_SLOT_LABELS[slotKey];
  const select = (
    name: string,
    text: string,
    value: string,
    options: { value: string; label: string }[],
    onChange: (value: string) => void,
    emptyLabel = "Velg …",
  ) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`}>{text}</label>
      <select
        id={`${id}-${name}`}
        name={name}
        value={value}
        aria-invalid={slotError(name) ? true : undefined}
        aria-describedby={slotError(name) ? `${id}-${name}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {slotError(name) ? (
        <p id={`${id}-${name}-error`} className="form-field__error">
          {slotError(name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate aria-label={`Endre ${label}`}>
      <fieldset>
        <legend>Hva ruten viser</legend>
        <div className="form-field">
          <label htmlFor={`${id}-type`}>Viser</label>
          <select
            id={`${id}-type`}
            name="type"
            value={values.type}
            onChange={(e) => retarget(e.target.value as SlotKind, "")}
          >
            {SLOT_KINDS.map((k) => (
              <option key={k} value={k}>
                {SLOT_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        {values.type === "category"
          ? select(
              "ref",
              "Kategori",
              values.ref,
              choices.categories.map((c) => ({ value: c.ref, label: c.name })),
              (ref) => retarget("category", ref),
            )
          : null}
        {values.type === "article"
          ? select(
              "id",
              "Vare",
              values.id,
              choices.articles.map((a) => ({ value: String(a.id), label: `${a.name} (${a.id})` })),
              (value) => retarget("article", value),
            )
          : null}
        {values.type === "campaign"
          ? select(
              "id",
              "Kampanje",
              values.id,
              choices.campaigns.map((c) => ({ value: String(c.id), label: c.name })),
              (value) => retarget("campaign", value),
            )
          : null}
        {values.type === "text" ? (
          <TextField
            label="Lenke (adresse på nettstedet)"
            name="link"
            value={values.link}
            error={slotError("link")}
            placeholder="/kundeservice"
            spellCheck={false}
            onChange={(e) => set({ link: e.target.value })}
          />
        ) : null}
        <TextField
          label="Tittel"
          name="title"
          value={values.title}
          error={slotError("title")}
          onChange={(e) => set({ title: e.target.value })}
        />
        <TextField
          label="Tekst (valgfri)"
          name="text"
          value={values.text}
          error={slotError("text")}
          onChange={(e) => set({ text: e.target.value })}
        />
        <ImagePicker
          label="Bilde (valgfritt)"
          value={values.image}
          onChange={(image) => set({ image })}
          error={slotError("image")}
          alsoOffer={choices.images}
        />
      </fieldset>
      <p className="form-field__hint" role="status">
        {replaced}
      </p>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Lagre i utkastet"}
        </button>
        <button type="submit" name="empty" value="1" className="button" disabled={busy}>
          Tøm ruten
        </button>
      </div>
    </form>
  );
}
