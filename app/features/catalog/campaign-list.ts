// The campaign list's order and wording (spec section 3: the short title 'Klikk & Hent' is shown as
// 'Ukens annonse!', and that weekly ad leads the list).
import { formatDate, formatWeekdayDate } from "../../../domain/dates.ts";

export const WEEKLY_AD_TITLE = "Ukens annonse!";

interface CampaignLike {
  id: number;
  shortDescription: string;
  start: string;
  end: string;
}

export const isWeeklyAd = (c: Pick<CampaignLike, "shortDescription">) => c.shortDescription === WEEKLY_AD_TITLE;

/** The weekly ad first, then the others in the catalogue's order (newest first). */
export function weeklyAdFirst<T extends CampaignLike>(campaigns: T[]): T[] {
  return [...campaigns.filter(isWeeklyAd), ...campaigns.filter((c) => !isWeeklyAd(c))];
}

/** "1. januar 2025 – 31. desember 2030" (Oslo dates). */
export function campaignPeriodText(c: Pick<CampaignLike, "start" | "end">): string {
  return `${formatDate(c.start)} – ${formatDate(c.end)}`;
}

/** "Gjelder til søndag 29. november" (the year only when it is not this year). */
export function campaignEndText(c: Pick<CampaignLike, "end">, now: Date): string {
  return `Gjelder til ${formatWeekdayDate(c.end, now)}`;
}
