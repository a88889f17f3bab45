// Request and answer shapes of the back office's campaigns (/api/v1/backoffice/campaigns…, decision 046).
// Start and end are typed as Oslo date and time; the rules are domain/campaign-admin.ts's.
import { z } from "zod";
import { CAMPAIGN_PHASES } from "../../../../domain/campaign-admin.ts";
import {
  CAMPAIGN_FORM_REFUSED,
  type CampaignBody,
  campaignBody,
  LINE_FORM_REFUSED,
  lineBody,
  lineChangeBody,
} from "../../../../domain/schemas/campaign-admin.ts";
import { recordIdText } from "../../../../domain/schemas/fields.ts";
import { pageMeta } from "../../../lib/route-schemas.ts";

export { CAMPAIGN_FORM_REFUSED, campaignBody, LINE_FORM_REFUSED, lineBody, lineChangeBody };

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
