// The back office's side of campaigns (issue 15, decision 046): the catalogue owns campaigns and
// campaign_lines. Writes take the caller's transaction, so the audit row commits with them; the caller
// drops the catalogue cache after the commit. `now` is always the shop's clock, never the database's
// now(): the same clock decides which campaigns run in the storefront (domain/selling-price.ts).
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import {
  type CampaignPhase,
  campaignPhase,
  campaignPriceTooHigh,
  defaultLabelText,
  type LabelType,
} from "../../../../domain/campaign-admin.ts";
import type { Executor } from "../../../db/client.ts";
import { articles, campaignLines, campaigns } from "../../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../../lib/errors.ts";
import { type Paged, paged } from "../../../lib/paged.ts";
import { ARTICLE_NOT_FOUND } from "../admin.ts";

export const CAMPAIGN_NOT_FOUND = "Kampanjen finnes ikke";
export const LINE_NOT_FOUND = "Kampanjelinjen finnes ikke";
export const ARTICLE_ALREADY_IN_CAMPAIGN = "Varen er allerede med i kampanjen";
export const ONLY_PLANNED_DELETED = "Bare planlagte kampanjer kan slettes";
export const ONLY_RUNNING_ENDED = "Bare en kampanje som pågår kan avsluttes nå";

const PER_PAGE = 25;

export interface CampaignFields {
  name: string;
  shortDescription: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  image: string | null;
  imageMobile: string | null;
  showLabel: boolean;
  showImage: boolean;
  labelText: string | null;
  url: string | null;
  combined: boolean;
}

export interface CampaignRecord extends CampaignFields {
  id: number;
}

export interface CampaignSummary extends CampaignRecord {
  phase: CampaignPhase;
  lines: number;
}

export interface CampaignLineRecord {
  id: number;
  articleId: number;
  articleNo: string;
  articleName: string;
  /** The article's ordinary (suggested) price in øre. */
  ordinaryOre: number;
  priceOre: number;
  labelType: string;
  labelText: string;
}

export interface LineFields {
  priceOre: number;
  labelType: LabelType;
  /** Empty: the type's own label (domain/campaign-admin.ts `defaultLabelText`). */
  labelText: string;
}

const record = {
  id: campaigns.id,
  name: campaigns.name,
  shortDescription: campaigns.shortDescription,
  description: campaigns.description,
  startsAt: campaigns.startsAt,
  endsAt: campaigns.endsAt,
  image: campaigns.image,
  imageMobile: campaigns.imageMobile,
  showLabel: campaigns.showLabel,
  showImage: campaigns.showImage,
  labelText: campaigns.labelText,
  url: campaigns.url,
  combined: campaigns.combined,
};

/**
 * A page of campaigns: running ones first (the soonest to end first), then planned ones (the soonest
 * to start first), then ended ones (the latest to end first).
 */
export async function listCampaigns(ex: Executor, page: number, now: Date): Promise<Paged<CampaignSummary>> {
  const at = now.toISOString();
  const phase = sql`case when ${campaigns.startsAt} <= ${at}::timestamptz and ${campaigns.endsAt} >= ${at}::timestamptz
                         then 0 when ${campaigns.startsAt} > ${at}::timestamptz then 1 else 2 end`;
  const [found, [{ total }]] = await Promise.all([
    ex
      .select({
        ...record,
        lines: sql<number>`(select count(*)::int from campaign_lines cl where cl.campaign_id = campaigns.id)`,
      })
      .from(campaigns)
      .orderBy(
        phase,
        sql`case when ${campaigns.startsAt} > ${at}::timestamptz then ${campaigns.startsAt} end asc nulls last`,
        sql`case when ${campaigns.startsAt} <= ${at}::timestamptz and ${campaigns.endsAt} >= ${at}::timestamptz
                 then ${campaigns.endsAt} end asc nulls last`,
        sql`${campaigns.endsAt} desc`,
        asc(campaigns.id),
      )
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    ex.select({ total: count() }).from(campaigns),
  ]);
  return paged(
    found.map((c) => ({ ...c, phase: campaignPhase(c, now) })),
    total,
    page,
    PER_PAGE,
  );
}

/** Campaigns' names by id (the audit log names what it tells of); a deleted one is missing. */
export async function campaignNames(ex: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await ex
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(inArray(campaigns.id, [...ids]));
  return new Map(found.map((c) => [c.id, c.name]));
}

export async function findCampaign(ex: Executor, id: number): Promise<CampaignRecord> {
  const [found] = await ex.select(record).from(campaigns).where(eq(campaigns.id, id));
  if (!found) throw new NotFound(CAMPAIGN_NOT_FOUND);
  return found;
}

const labelTextOf = (raw: string): string => {
  try {
    const data = JSON.parse(raw) as { text?: unknown };
    return typeof data?.text === "string" ? data.text : "";
  } catch {
    return "";
  }
};

/** The campaign's lines with their articles, by article name. */
export async function linesOf(ex: Executor, campaignId: number): Promise<CampaignLineRecord[]> {
  const found = await ex
    .select({
      id: campaignLines.id,
      articleId: campaignLines.articleId,
      articleNo: articles.articleNo,
      articleName: articles.name,
      ordinaryOre: articles.suggestedPriceOre,
      priceOre: campaignLines.priceOre,
      labelType: campaignLines.labelType,
      labelData: campaignLines.labelData,
    })
    .from(campaignLines)
    .innerJoin(articles, eq(articles.id, campaignLines.articleId))
    .where(eq(campaignLines.campaignId, campaignId))
    .orderBy(asc(articles.name), asc(campaignLines.id));
  return found.map(({ labelData, ...line }) => ({ ...line, labelText: labelTextOf(labelData) }));
}

export async function createCampaign(tx: Executor, fields: CampaignFields): Promise<CampaignRecord> {
  const [created] = await tx.insert(campaigns).values(fields).returning(record);
  return created;
}

/** Writes every field; returns the campaign before and after. */
export async function updateCampaign(tx: Executor, id: number, fields: CampaignFields) {
  const before = await lockCampaign(tx, id);
  const [after] = await tx.update(campaigns).set(fields).where(eq(campaigns.id, id)).returning(record);
  return { before, after };
}

/**
 * Ends a running campaign at `now`: its end becomes the millisecond before, so at `now` it no longer
 * runs (the end is part of the campaign). A campaign that has not started or has ended is a conflict.
 */
export async function endCampaign(tx: Executor, id: number, now: Date) {
  const before = await lockCampaign(tx, id);
  if (campaignPhase(before, now) !== "running") throw new Conflict(ONLY_RUNNING_ENDED);
  const endsAt = new Date(now.getTime() - 1);
  const startsAt = before.startsAt.getTime() > endsAt.getTime() ? endsAt : before.startsAt;
  const [after] = await tx.update(campaigns).set({ startsAt, endsAt }).where(eq(campaigns.id, id)).returning(record);
  return { before, after };
}

/** Deletes a campaign that has not started, with its lines; a running or ended one is a conflict. */
export async function deleteCampaign(tx: Executor, id: number, now: Date) {
  const before = await lockCampaign(tx, id);
  if (campaignPhase(before, now) !== "planned") throw new Conflict(ONLY_PLANNED_DELETED);
  const lines = await linesOf(tx, id);
  await tx.delete(campaigns).where(eq(campaigns.id, id));
  return { before, lines };
}

/** The campaign, locked until the transaction ends, so two changes of it run one after the other. */
async function lockCampaign(tx: Executor, id: number): Promise<CampaignRecord> {
  const [found] = await tx.select(record).from(campaigns).where(eq(campaigns.id, id)).for("update");
  if (!found) throw new NotFound(CAMPAIGN_NOT_FOUND);
  return found;
}

/** The article's ordinary price, or 404. */
async function ordinaryPrice(ex: Executor, articleId: number): Promise<number> {
  const [found] = await ex.select({ ore: articles.suggestedPriceOre }).from(articles).where(eq(articles.id, articleId));
  if (!found) throw new NotFound(ARTICLE_NOT_FOUND);
  return found.ore;
}

/** The line's stored label: the typed text, or the type's own when none is typed. */
function lineValues(fields: LineFields, ordinaryOre: number) {
  if (fields.priceOre >= ordinaryOre) {
    const message = campaignPriceTooHigh(ordinaryOre);
    throw new InvalidInput(message, { price: [message] });
  }
  const text = fields.labelText || defaultLabelText(fields.labelType, fields.priceOre, ordinaryOre);
  return { priceOre: fields.priceOre, labelType: fields.labelType, labelData: JSON.stringify({ text }) };
}

async function findLine(ex: Executor, campaignId: number, lineId: number): Promise<CampaignLineRecord> {
  const line = (await linesOf(ex, campaignId)).find((l) => l.id === lineId);
  if (!line) throw new NotFound(LINE_NOT_FOUND);
  return line;
}

/** Adds an article at a campaign price below its own; an article is in a campaign once (409). */
export async function addLine(tx: Executor, campaignId: number, articleId: number, fields: LineFields) {
  await lockCampaign(tx, campaignId);
  const values = lineValues(fields, await ordinaryPrice(tx, articleId));
  const [added] = await tx
    .insert(campaignLines)
    .values({ campaignId, articleId, ...values })
    .onConflictDoNothing({ target: [campaignLines.campaignId, campaignLines.articleId] })
    .returning({ id: campaignLines.id });
  if (!added) throw new Conflict(ARTICLE_ALREADY_IN_CAMPAIGN);
  return findLine(tx, campaignId, added.id);
}

export async function updateLine(tx: Executor, campaignId: number, lineId: number, fields: LineFields) {
  await lockCampaign(tx, campaignId);
  const before = await findLine(tx, campaignId, lineId);
  const values = lineValues(fields, before.ordinaryOre);
  await tx
    .update(campaignLines)
    .set(values)
    .where(and(eq(campaignLines.id, lineId), eq(campaignLines.campaignId, campaignId)));
  return { before, after: await findLine(tx, campaignId, lineId) };
}

export async function removeLine(tx: Executor, campaignId: number, lineId: number) {
  await lockCampaign(tx, campaignId);
  const before = await findLine(tx, campaignId, lineId);
  await tx.delete(campaignLines).where(and(eq(campaignLines.id, lineId), eq(campaignLines.campaignId, campaignId)));
  return before;
}
