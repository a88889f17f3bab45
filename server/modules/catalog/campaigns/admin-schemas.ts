// Request and answer shapes of the back office's campaigns (/api/v1/backoffice/campaigns…, decision 046).
// Start and end are typed as Oslo date and time; the rules are domain/campaign-admin.ts's.
import { z } from "zod";
import {
  BAD_CAMPAIGN_URL,
  BAD_DATE,
  BAD_IMAGE,
  BAD_TIME,
  CAMPAIGN_PERIOD,
  CAMPAIGN_PHASES,
  CAMPAIGN_PRICE_POSITIVE,
  isCalendarDate,
  isClockTime,
  isShopAddress,
  isShopPath,
  LABEL_TYPES,
} from "../../../../domain/campaign-admin.ts";
import { BAD_KRONER, parseKroner } from "../../../../domain/kroner-input.ts";
import { osloInstant } from "../../../../domain/opening-hours.ts";
import { recordId, recordIdText, TOO_LONG } from "../../../../domain/schemas/fields.ts";
import { pageMeta } from "../../../lib/route-schemas.ts";

/** The top message of a refused campaign form; each field's own message is in `errors`. */
export const CAMPAIGN_FORM_REFUSED = "Kampanjen ble ikke lagret. Rett feltene som er merket.";
export const LINE_FORM_REFUSED = "Kampanjelinjen ble ikke lagret. Rett feltene som er merket.";

const text = (max: number) => z.string(TOO_LONG).trim().max(max, TOO_LONG);
const date = z.string(BAD_DATE).refine(isCalendarDate, BAD_DATE);
const time = z.string(BAD_TIME).refine(isClockTime, BAD_TIME);
/** An address or nothing: an empty field is stored as no address. */
const address = (allowed: (s: string) => boolean, message: string) =>
  text(500)
    .refine((s) => s === "" || allowed(s), message)
    .transform((s) => (s === "" ? null : s));

export const campaignBody = z
  .strictObject({
    name: text(200).min(1, "Feltet må fylles ut"),
    shortDescription: text(300).default(""),
    description: text(20_000).default(""),
    startDate: date,
    startTime: time,
    endDate: date,
    endTime: time,
    image: address(isShopPath, BAD_IMAGE).default(null),
    imageMobile: address(isShopPath, BAD_IMAGE).default(null),
    showLabel: z.boolean("Velg ja eller nei").default(true),
    showImage: z.boolean("Velg ja eller nei").default(true),
    labelText: text(60)
      .transform((s) => (s === "" ? null : s))
      .default(null),
    url: address(isShopAddress, BAD_CAMPAIGN_URL).default(null),
    combined: z.boolean("Velg ja eller nei").default(false),
  })
  .superRefine((body, ctx) => {
    // The fields' own checks do not stop this one: only a period of real dates and times is compared.
    if (![body.startDate, body.endDate].every(isCalendarDate) || ![body.startTime, body.endTime].every(isClockTime)) {
      return;
    }
    const start = osloInstant(body.startDate, body.startTime);
    const end = osloInstant(body.endDate, body.endTime);
    if (end.getTime() <= start.getTime()) ctx.addIssue({ code: "custom", path: ["endDate"], message: CAMPAIGN_PERIOD });
  });
export type CampaignBody = z.infer<typeof campaignBody>;

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

const lineFields = {
  price: campaignPrice,
  labelType: z.enum(LABEL_TYPES, "Velg en type merkelapp"),
  labelText: text(40).default(""),
};
export const lineChangeBody = z.strictObject(lineFields);
export const lineBody = z.strictObject({ articleId: recordId, ...lineFields });

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
