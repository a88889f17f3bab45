// The rules of a campaign as the back office edits it (issue 15, decision 046), shared by the form in
// the browser and the server's route schemas, so both refuse the same thing with the same words.
import { formatPrice, oreToKroner } from "./money.ts";
import { isRunning } from "./selling-price.ts";

/** Where a campaign is at a given time, as the list groups it. */
export const CAMPAIGN_PHASES = ["running", "planned", "ended"] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

export const PHASE_NAMES: Record<CampaignPhase, string> = {
  running: "Pågår",
  planned: "Planlagt",
  ended: "Avsluttet",
};

/** The phase at `now` (the shop's clock); start and end are both part of the campaign, as for the price. */
export function campaignPhase(campaign: { startsAt: Date | string; endsAt: Date | string }, now: Date): CampaignPhase {
  if (isRunning(campaign, now)) return "running";
  return new Date(campaign.startsAt).getTime() > now.getTime() ? "planned" : "ended";
}

/**
 * The label types a campaign line may have: the ones the demo data and the storefront know. The
 * label's text is kept in labelData as `{ "text": … }` (spec section 3: labelData is parsed from JSON).
 */
export const LABEL_TYPES = ["percent", "price", "new"] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

export const LABEL_TYPE_NAMES: Record<LabelType, string> = {
  percent: "Prosent avslag",
  price: "Kampanjepris",
  new: "Nyhet",
};

/** The label a line gets when none is typed: '-25%' for a percent label, else the type's name. */
export function defaultLabelText(type: LabelType, priceOre: number, ordinaryOre: number): string {
  if (type !== "percent") return LABEL_TYPE_NAMES[type];
  const percent = Math.floor(((ordinaryOre - priceOre) * 100) / ordinaryOre);
  return `-${Math.max(1, percent)}%`;
}

export const CAMPAIGN_PERIOD = "Slutt må være etter start";
export const BAD_DATE = "Skriv datoen som ÅÅÅÅ-MM-DD";
export const BAD_TIME = "Skriv klokkeslettet som TT:MM";
export const BAD_IMAGE = "Bildeadressen må være en adresse i nettbutikken og begynne med /";
export const BAD_CAMPAIGN_URL = "Lenken må begynne med / eller https://";
export const CAMPAIGN_PRICE_POSITIVE = "Kampanjeprisen må være større enn 0";

/** Why a campaign price is refused for an article with the ordinary price `ordinaryOre`. */
export function campaignPriceTooHigh(ordinaryOre: number): string {
  return `Kampanjeprisen må være lavere enn varens pris (${formatPrice(oreToKroner(ordinaryOre))})`;
}

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Whether `text` is a wall-clock time HH:MM. */
export const isClockTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** A path on the shop itself ('/img/…'). Images must be one: the shop's CSP loads images from itself only. */
export const isShopPath = (text: string) => text.startsWith("/") && !text.startsWith("//") && !/[\s\\]/.test(text);

/** A link the shop can show: a path on the shop itself or an https address. */
export function isShopAddress(text: string): boolean {
  if (text.startsWith("/")) return isShopPath(text);
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}
