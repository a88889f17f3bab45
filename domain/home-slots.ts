// The home page's grid slots as the back office edits them (issue 15, decision 050): the slot names,
// their Norwegian labels, and one schema per kind of slot that the form and the route both use.
// A slot points at a category, an article or a campaign (its address follows from what it points
// at), or it is a free text with its own address on the site.
import { z } from "zod";
import { sitePath } from "./back-path.ts";
import { MAX_ID } from "./record-id.ts";
import { TOO_LONG } from "./schemas/fields.ts";

/** Spec section 2: general promo box, newspaper box, …, grid1 to grid9 (the settings' keys). */
export const HOME_SLOT_KEYS = [
  "generalPromoBox",
  "newspaperBox",
  "campaignPromoBox",
  "productPromoBox",
  "storeSearch",
  "leftPopularCategory",
  "rightPopularCategory",
  "bottomPopularCategory",
  "grid1",
  "grid2",
  "grid3",
  "grid4",
  "grid5",
  "grid6",
  "grid7",
  "grid8",
  "grid9",
] as const;
export type HomeSlotKey = (typeof HOME_SLOT_KEYS)[number];

export const HOME_SLOT_LABELS: Record<HomeSlotKey, string> = {
  generalPromoBox: "Generell kampanjeboks",
  newspaperBox: "Avisboks (ukens annonse)",
  campaignPromoBox: "Kampanjeboks",
  productPromoBox: "Produktboks",
  storeSearch: "Butikksøk",
  leftPopularCategory: "Populær kategori, venstre",
  rightPopularCategory: "Populær kategori, høyre",
  bottomPopularCategory: "Populær kategori, nederst",
  grid1: "Rute 1",
  grid2: "Rute 2",
  grid3: "Rute 3",
  grid4: "Rute 4",
  grid5: "Rute 5",
  grid6: "Rute 6",
  grid7: "Rute 7",
  grid8: "Rute 8",
  grid9: "Rute 9",
};

export const SLOT_KINDS = ["category", "article", "campaign", "text"] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];
export const SLOT_KIND_LABELS: Record<SlotKind, string> = {
  category: "Kategori",
  article: "Vare",
  campaign: "Kampanje",
  text: "Tekst med bilde og lenke",
};

/** A slot as the settings hold it and the home page reads it (app/features/content/home-grid.ts). */
export interface StoredSlot {
  type: SlotKind;
  /** Main group id (level 'main'), article group 2 id (level 'sub'), article or campaign id. */
  id?: number;
  level?: "main" | "sub";
  title: string;
  text?: string;
  image?: string;
  link: string;
  /**
   * What the title and text were written for (decision 066): the slot's target when they were last
   * written. A slot whose target has changed since, with the words kept, shows a warning before it is
   * published. Missing on slots saved before the rule; they count as written for their own target.
   */
  textFor?: TextTarget;
}

/** A target of a slot as one key (`slotTarget`) and its name when the words were written for it. */
export interface TextTarget {
  target: string;
  name: string;
}

export const DRAFT_NAME_MESSAGE = "Navnet kan ha små bokstaver a–z, tall og bindestrek, høyst 40 tegn";
/** A draft's name: it is also the address of its preview, /preview/<name>. */
export const draftName = z.string(DRAFT_NAME_MESSAGE).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, DRAFT_NAME_MESSAGE);

export const TITLE_MISSING = "Skriv en tittel";
export const LINK_INVALID = "Lenken må være en adresse på nettstedet som begynner med /, for eksempel /kundeservice";
export const IMAGE_INVALID = "Bildet må være en adresse på nettstedet som begynner med /";
export const CATEGORY_MISSING = "Velg en kategori";
export const ARTICLE_MISSING = "Velg en vare";
export const CAMPAIGN_MISSING = "Velg en kampanje";

/**
 * A path on this site as a browser reads it (the return addresses' rule, domain/back-path.ts): the
 * page's links and the CSP's images allow no other origin.
 */
export const isLocalPath = (value: string) => sitePath(value) !== null;

/** An id picked from a list; a missing or odd one gets the list's own message. */
const chosenId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

const common = {
  title: z.string(TITLE_MISSING).trim().min(1, TITLE_MISSING).max(80, TOO_LONG),
  text: z.string().trim().max(300, TOO_LONG).optional(),
  image: z
    .string()
    .trim()
    .max(300, TOO_LONG)
    .refine((v) => v === "" || isLocalPath(v), IMAGE_INVALID)
    .optional(),
};

/** What the form sends for one slot: one schema per kind. */
export const homeSlotInput = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("category"),
    /** "main:<main group id>" or "sub:<article group 2 id>", as the category list offers them. */
    ref: z.string(CATEGORY_MISSING).regex(/^(main|sub):[1-9]\d{0,8}$/, CATEGORY_MISSING),
    ...common,
  }),
  z.strictObject({ type: z.literal("article"), id: chosenId(ARTICLE_MISSING), ...common }),
  z.strictObject({ type: z.literal("campaign"), id: chosenId(CAMPAIGN_MISSING), ...common }),
  z.strictObject({
    type: z.literal("text"),
    link: z
      .string(LINK_INVALID)
      .trim()
      .max(300, TOO_LONG)
      .refine((v) => isLocalPath(v), LINK_INVALID),
    ...common,
  }),
]);
export type HomeSlotInput = z.infer<typeof homeSlotInput>;

/** The body of PUT …/slots/:slot: one slot, or null to empty it (the home page shows nothing there). */
export const homeSlotBody = z.strictObject({ slot: homeSlotInput.nullable() });

/** The form's values for a stored slot (what it shows today, ready to change). */
export function slotInputOf(slot: StoredSlot): HomeSlotInput {
  const common = { title: slot.title, text: slot.text ?? "", image: slot.image ?? "" };
  if (slot.type === "category" && slot.id !== undefined) {
    return { type: "category", ref: `${slot.level === "sub" ? "sub" : "main"}:${slot.id}`, ...common };
  }
  if ((slot.type === "article" || slot.type === "campaign") && slot.id !== undefined) {
    return { type: slot.type, id: slot.id, ...common };
  }
  return { type: "text", link: slot.link, ...common };
}

/** A stored grid's slots by key; whatever is not a slot is left out (settings are free-form JSON). */
export function storedGrid(value: unknown): Partial<Record<HomeSlotKey, StoredSlot>> {
  const raw = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const grid: Partial<Record<HomeSlotKey, StoredSlot>> = {};
  for (const key of HOME_SLOT_KEYS) {
    const slot = raw[key] as Partial<StoredSlot> | undefined;
    if (slot && typeof slot === "object" && typeof slot.title === "string" && typeof slot.link === "string") {
      grid[key] = slot as StoredSlot;
    }
  }
  return grid;
}

/**
 * What a slot points at, as one key: 'campaign:7', 'article:12', 'category:sub:4'; a free text's words
 * are its own, whatever its link, so every free text is 'text'.
 */
export function slotTarget(slot: Pick<StoredSlot, "type" | "id" | "level">): string {
  if (slot.type === "category") return `category:${slot.level === "sub" ? "sub" : "main"}:${slot.id}`;
  if (slot.type === "article" || slot.type === "campaign") return `${slot.type}:${slot.id}`;
  return "text";
}

/** The target a form's values point at (the same keys as `slotTarget`); null while nothing is chosen. */
export function inputTarget(input: { type: SlotKind; ref?: string; id?: number | string }): string | null {
  if (input.type === "text") return "text";
  if (input.type === "category") return input.ref ? `category:${input.ref}` : null;
  return input.id ? `${input.type}:${input.id}` : null;
}

/** "kampanjen «Vintersalg»": a target in a sentence. */
export function targetPhrase({ target, name }: TextTarget): string {
  const kind = target.split(":")[0];
  if (kind === "campaign") return `kampanjen «${name}»`;
  if (kind === "article") return `varen «${name}»`;
  if (kind === "category") return `kategorien «${name}»`;
  return "en fri tekst";
}

/** The slot's words were written for another target than the one it points at now. */
export function hasStaleText(slot: StoredSlot | null | undefined): slot is StoredSlot & { textFor: TextTarget } {
  return Boolean(slot?.textFor && slot.textFor.target !== slotTarget(slot));
}

/** The warning the editor sees on a slot with stale words, or null. */
export function staleTextWarning(slot: StoredSlot | null | undefined): string | null {
  if (!hasStaleText(slot)) return null;
  return `Tittelen og teksten ble skrevet for ${targetPhrase(slot.textFor)}, ikke for det ruten viser nå. Skriv ny tekst, eller bekreft at den passer når du publiserer.`;
}

/**
 * Whether a save keeps the words of the slot as it was (decision 066), so they stay written for what
 * they were written for. Pointed at something else, a slot keeps its words when its title or its
 * (non-empty) text is the same as before; pointed at the same thing, only when neither was changed:
 * an editor who changes the words while the slot shows its target has written them for it.
 */
export function keepsWords(
  previous: StoredSlot | null | undefined,
  next: Pick<StoredSlot, "type" | "id" | "level" | "title" | "text">,
): boolean {
  if (!previous) return false;
  const sameTitle = next.title === previous.title;
  const sameText = (next.text ?? "") === (previous.text ?? "");
  if (slotTarget(previous) === slotTarget(next)) return sameTitle && sameText;
  return sameTitle || (sameText && Boolean(next.text));
}

export const STALE_SLOTS_MESSAGE =
  "Noen ruter har tittel eller tekst som ble skrevet for noe annet enn det de viser nå. Se over rutene, eller bekreft at teksten passer.";
