// The selling price, one rule for the whole shop (issue 10): lists, article detail, search, the
// product page and the checkout all ask this function, with the time of the one injected clock, so
// the price shown and the price charged cannot differ. Pure: no database, no clock of its own.
import { roundToKroner } from "./money.ts";

/** A campaign line of an article with its campaign's period (inclusive at both ends). */
export interface CampaignOffer {
  priceOre: number;
  startsAt: Date | string;
  endsAt: Date | string;
}

export interface PriceInput<C extends CampaignOffer> {
  /** The suggested (ordinary) price in øre. */
  suggestedOre: number;
  /** Deposit (pant) in øre; 0 when none. */
  pantOre: number;
  campaigns: readonly C[];
}

export interface SellingPrice<C extends CampaignOffer> {
  /** What the shopper pays now per unit, whole kroner. */
  price: number;
  /** The ordinary price in whole kroner when a campaign lowers it, else null. */
  beforePrice: number | null;
  /** Deposit in whole kroner. */
  pant: number;
  /** The campaign line that sets the price, else null. */
  campaign: C | null;
}

const time = (d: Date | string) => (d instanceof Date ? d.getTime() : Date.parse(d));

/** Whether a campaign runs at `now`: from its start to its end, both included. */
export function isRunning(campaign: Pick<CampaignOffer, "startsAt" | "endsAt">, now: Date): boolean {
  const t = now.getTime();
  return time(campaign.startsAt) <= t && t <= time(campaign.endsAt);
}

/**
 * The price at `now`: the lowest running campaign price when it is below the suggested price
 * (ties go to the earlier line), else the suggested price; both rounded to whole kroner, as is the deposit.
 */
export function sellingPrice<C extends CampaignOffer>(input: PriceInput<C>, now: Date): SellingPrice<C> {
  let best: C | null = null;
  for (const line of input.campaigns) {
    if (!isRunning(line, now)) continue;
    if (best === null || line.priceOre < best.priceOre) best = line;
  }
  const pant = roundToKroner(input.pantOre);
  const ordinary = roundToKroner(input.suggestedOre);
  if (best !== null && best.priceOre < input.suggestedOre) {
    return { price: roundToKroner(best.priceOre), beforePrice: ordinary, pant, campaign: best };
  }
  return { price: ordinary, beforePrice: null, pant, campaign: null };
}

/** The earliest campaign start or end after `now`: when a price computed at `now` may change. */
export function nextPriceChange(campaigns: readonly Pick<CampaignOffer, "startsAt" | "endsAt">[], now: Date) {
  let next = Number.POSITIVE_INFINITY;
  const t = now.getTime();
  for (const c of campaigns) {
    const start = time(c.startsAt);
    // The end is inclusive: the price changes the millisecond after it.
    const after = time(c.endsAt) + 1;
    if (start > t && start < next) next = start;
    if (after > t && after < next) next = after;
  }
  return next;
}
