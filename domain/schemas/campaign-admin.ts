// A campaign and its lines as the back office writes them (decision 046): the bodies of
// /backoffice/campaigns…, validated by the routes and, before they are sent, by the forms. Start and
// end are typed as Oslo date and time; the rules are domain/campaign-admin.ts's.
import { z } from "zod";
import {
  BAD_CAMPAIGN_URL,
  BAD_DATE,
  BAD_IMAGE,
  BAD_TIME,
  CAMPAIGN_PERIOD,
  CAMPAIGN_PRICE_POSITIVE,
  isCalendarDate,
  isClockTime,
  isShopAddress,
  isShopPath,
  LABEL_TYPES,
} from "../campaign-admin.ts";
import { BAD_KRONER, parseKroner } from "../kroner-input.ts";
import { osloInstant } from "../opening-hours.ts";
import { recordId, TOO_LONG } from "./fields.ts";

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
