// Home grid slots from the brand's settings (spec section 2: "Home grid slots come from settings").
// Settings are free-form JSON edited in the back office, so every slot is checked before it is shown.

import { sitePath } from "../../../domain/back-path.ts";

export const PROMO_SLOTS = [
  "generalPromoBox",
  "newspaperBox",
  "campaignPromoBox",
  "productPromoBox",
  "storeSearch",
] as const;
export const POPULAR_SLOTS = ["leftPopularCategory", "rightPopularCategory", "bottomPopularCategory"] as const;
export const GRID_SLOTS = ["grid1", "grid2", "grid3", "grid4", "grid5", "grid6", "grid7", "grid8", "grid9"] as const;

export interface HomeSlot {
  type: "category" | "article" | "campaign" | "text";
  /** Id of the category, article or campaign the slot points at, if any. */
  id: number | null;
  title: string;
  text: string | null;
  /** Same-origin image path (the CSP allows no other images). */
  image: string | null;
  /** Same-origin path. */
  link: string;
}

export interface HomeGrid {
  promos: HomeSlot[];
  popular: HomeSlot[];
  grid: HomeSlot[];
  /** The campaign of the newspaper box ("Ukens annonse!"), if it names one. */
  newspaperCampaignId: number | null;
}

const SLOT_TYPES = new Set(["category", "article", "campaign", "text"]);
const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

export function parseSlot(value: unknown): HomeSlot | null {
  if (!value || typeof value !== "object") return null;
  const slot = value as Record<string, unknown>;
  // Links saved before the return addresses' rule applied to them are checked again as they are shown.
  const link = sitePath(slot.link);
  if (!nonEmpty(slot.title) || link === null) return null;
  const type = typeof slot.type === "string" && SLOT_TYPES.has(slot.type) ? (slot.type as HomeSlot["type"]) : "text";
  return {
    type,
    id: typeof slot.id === "number" && Number.isInteger(slot.id) ? slot.id : null,
    title: slot.title.trim(),
    text: nonEmpty(slot.text) ? slot.text.trim() : null,
    image: sitePath(slot.image),
    link,
  };
}

export function parseHomeGrid(settings: Record<string, unknown>): HomeGrid {
  const raw =
    settings.homeGrid && typeof settings.homeGrid === "object" ? (settings.homeGrid as Record<string, unknown>) : {};
  const slots = (keys: readonly string[]) => keys.flatMap((key) => parseSlot(raw[key]) ?? []);
  const newspaper = parseSlot(raw.newspaperBox);
  return {
    // The newspaper box is the hero's campaign teaser, not a separate promo.
    promos: slots(PROMO_SLOTS.filter((key) => key !== "newspaperBox")),
    popular: slots(POPULAR_SLOTS),
    grid: slots(GRID_SLOTS),
    newspaperCampaignId: newspaper?.type === "campaign" ? newspaper.id : null,
  };
}
