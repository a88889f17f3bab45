// Request and answer shapes of the back office's campaigns (/api/v1/backoffice/campaigns…, decision 046).
// Start and end are typed as Oslo date and time; the rules are domain/campaign-admin.ts's.
import { z } from "zod";
import {
  BAD_DATE,
  BAD_TIME,
  CAMPAIGN_PHASES,
  CAMPAIGN_PRICE_POSITIVE,
  isCalendarDate,
  isClockTime,
  LABEL_TYPES,
} from "../../../../domain/campaign-admin.ts";
import { BAD_KRONER, parseKroner } from "../../../../domain/kroner-input.ts";
import {
  CAMPAIGN_FORM_REFUSED,
  type CampaignBody,
  campaignBody,
  LINE_FORM_REFUSED,
  lineBody,
  lineChangeBody,
} from "../../../../domain/schemas/campaign-admin.ts";
import { recordIdText, TOO_LONG } from "../../../../domain/schemas/fields.ts";
import { pageMeta } from "../../../lib/route-schemas.ts";

export { CAMPAIGN_FORM_REFUSED, campaignBody, LINE_FORM_REFUSED, lineBody, lineChangeBody };

const text = (max: number) => z.string(TOO_LONG).trim().max(max, TOO_LONG);
const _date = z.string(BAD_DATE).refine(isCalendarDate, BAD_DATE);
const _time = z.string(BAD_TIME).refine(isClockTime, BAD_TIME);
/** An address or nothing: an empty field is stored as no address. */
const _address = (allowed: (s: string) => boolean, message: string) =>
  text(500)
    .refine((s) => s === "" || allowed(s), message)
    .transform((s) => (s === "" ? null : s));

const campaignPrice = z.string(BAD_KRONER).transform((typed, ctx) => {
  const ore = parseKroner(typed);
  if (ore === null) {
    ctx.addIssue({ code: "custom", message: BAD_KRONER });
    return z.NEVER;
  }
  if (ore === 0) {
    ctx.addIssue({ code: "custom", message: CAMPAIGN_PRICE_POSITIVE });
    return z.NEVER;
  }
  return ore;
});

const _lineFields = {
  price: campaignPrice,
  labelType: z.enum(LABEL_TYPES, "Velg en type merkelapp"),
  labelText: text(40).default(""),
};

export const lineParams = z.strictObject({ id: recordIdText, lineId: recordIdText });

export const campaignPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const campaignFields = {
  id: z.number().int(),
  name: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  startDate: z.string().describe("Oslo date of the start, YYYY-MM-DD"),
  startTime: z.string().describe("Oslo time of the start, HH:MM"),
  endDate: z.string(),
  endTime: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  image: z.string().nullable(),
  imageMobile: z.string().nullable(),
  showLabel: z.boolean(),
  showImage: z.boolean(),
  labelText: z.string().nullable(),
  url: z.string().nullable(),
  combined: z.boolean(),
  phase: z.enum(CAMPAIGN_PHASES).describe("at the shop's clock: running, planned or ended"),
};

export const campaignLineRecord = z
  .object({
    id: z.number().int(),
    articleId: z.number().int(),
    articleNo: z.string(),
    articleName: z.string(),
    ordinaryOre: z.number().int().describe("the article's ordinary price in øre"),
    priceOre: z.number().int().describe("the campaign price in øre"),
    labelType: z.string(),
    labelText: z.string(),
  })
  .meta({ id: "BackofficeCampaignLine" });

export const campaignRecord = z
  .object({ ...campaignFields, lines: z.array(campaignLineRecord) })
  .meta({ id: "BackofficeCampaign" });

export const campaignPage = z.object({
  data: z.array(z.object({ ...campaignFields, lines: z.number().int().describe("how many articles") })),
  meta: pageMeta,
});

export type { CampaignBody };
