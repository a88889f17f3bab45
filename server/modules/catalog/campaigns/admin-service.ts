// Campaigns in the back office (issue 15, decision 046): the catalogue module owns the tables
// (admin-repo.ts); each change is written with its audit row in one transaction, and the
// catalogue cache is dropped after the commit, so a running campaign's price shows in the shop at once.

import type { AuditAction } from "../../../../domain/audit-actions.ts";
import type { Staff } from "../../../../domain/back-office-roles.ts";
import { campaignPhase } from "../../../../domain/campaign-admin.ts";
import { osloDate, osloInstant, osloTime } from "../../../../domain/opening-hours.ts";
import type { Database, Executor } from "../../../db/client.ts";
import type { AuditService } from "../../audit/service.ts";
import { searchArticles } from "../admin.ts";
import {
  addLine,
  type CampaignFields,
  type CampaignLineRecord,
  type CampaignRecord,
  campaignNames,
  createCampaign,
  deleteCampaign,
  endCampaign,
  findCampaign,
  type LineFields,
  linesOf,
  listCampaigns,
  removeLine,
  updateCampaign,
  updateLine,
} from "./admin-repo.ts";
import type { CampaignBody } from "./admin-schemas.ts";

export interface CampaignAdminDeps {
  database: Database;
  clock: () => Date;
  audit: AuditService;
  /** The catalogue's cache, dropped after a campaign or its lines change. */
  catalog: { cache: { invalidate: () => Promise<void> } };
}

/** The form's fields as stored: start and end are Oslo wall-clock times. */
export function campaignFields(body: CampaignBody): CampaignFields {
  const { startDate, startTime, endDate, endTime, ...rest } = body;
  return { ...rest, startsAt: osloInstant(startDate, startTime), endsAt: osloInstant(endDate, endTime) };
}

/** A stored campaign as the form shows it again, with its phase at `now`. */
export function campaignView(row: CampaignRecord, now: Date) {
  return {
    ...row,
    startDate: osloDate(row.startsAt),
    startTime: osloTime(row.startsAt),
    endDate: osloDate(row.endsAt),
    endTime: osloTime(row.endsAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    phase: campaignPhase(row, now),
  };
}

/** What the audit log keeps of a campaign: its fields, the period as instants. */
const audited = (row: CampaignRecord): Record<string, unknown> => ({
  ...row,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

const auditedLine = (line: CampaignLineRecord): Record<string, unknown> => ({
  lineId: line.id,
  articleId: line.articleId,
  campaignPriceOre: line.priceOre,
  labelType: line.labelType,
  labelText: line.labelText,
});

export type CampaignAdminService = ReturnType<typeof createCampaignAdminService>;

export function createCampaignAdminService({ database, clock, audit, catalog }: CampaignAdminDeps) {
  /** One change and its audit row in one transaction; the catalogue cache is dropped after the commit. */
  function change<T>(
    staff: Staff,
    action: AuditAction,
    campaignId: (result: T) => number,
    write: (tx: Executor) => Promise<{ result: T; before: Record<string, unknown>; after: Record<string, unknown> }>,
  ): Promise<T> {
    return audit.change(
      staff,
      async (tx) => {
        const { result, before, after } = await write(tx);
        return { result, audit: { action, entityType: "campaign", entityId: campaignId(result), before, after } };
      },
      () => catalog.cache.invalidate(),
    );
  }

  async function one(id: number) {
    const [row, lines] = await Promise.all([findCampaign(database.db, id), linesOf(database.db, id)]);
    return { ...campaignView(row, clock()), lines };
  }

  return {
    async list(page: number) {
      const now = clock();
      const found = await listCampaigns(database.db, page, now);
      return { ...found, data: found.data.map((c) => ({ ...campaignView(c, now), lines: c.lines })) };
    },
    one,
    /** Campaigns' names by id, for the audit log (a deleted one is not among them). */
    names: (ids: readonly number[]) => campaignNames(database.db, ids),
    /** The article search of the catalogue, for adding articles to a campaign. */
    articles: (q: string, page: number) => searchArticles(database.db, q, page),
    async create(staff: Staff, body: CampaignBody) {
      const created = await change(
        staff,
        "campaign.create",
        (row: CampaignRecord) => row.id,
        async (tx) => {
          const row = await createCampaign(tx, campaignFields(body));
          return { result: row, before: {}, after: audited(row) };
        },
      );
      return { ...campaignView(created, clock()), lines: [] };
    },
    async update(staff: Staff, id: number, body: CampaignBody) {
      await change(
        staff,
        "campaign.update",
        () => id,
        async (tx) => {
          const { before, after } = await updateCampaign(tx, id, campaignFields(body));
          return { result: after, before: audited(before), after: audited(after) };
        },
      );
      return one(id);
    },
    /** Ends a running campaign now (the shop's clock): its prices go back to the ordinary ones at once. */
    async end(staff: Staff, id: number) {
      await change(
        staff,
        "campaign.end",
        () => id,
        async (tx) => {
          const { before, after } = await endCampaign(tx, id, clock());
          return {
            result: after,
            before: { endsAt: before.endsAt.toISOString() },
            after: { endsAt: after.endsAt.toISOString() },
          };
        },
      );
      return one(id);
    },
    /** Deletes a planned campaign with its lines; the audit row keeps what was deleted. */
    async remove(staff: Staff, id: number) {
      await change(
        staff,
        "campaign.delete",
        () => id,
        async (tx) => {
          const { before, lines } = await deleteCampaign(tx, id, clock());
          return { result: id, before: { ...audited(before), lines: lines.map(auditedLine) }, after: {} };
        },
      );
    },
    async addLine(staff: Staff, id: number, articleId: number, fields: LineFields) {
      await change(
        staff,
        "campaign.line.add",
        () => id,
        async (tx) => {
          const line = await addLine(tx, id, articleId, fields);
          return { result: line, before: {}, after: auditedLine(line) };
        },
      );
      return one(id);
    },
    async updateLine(staff: Staff, id: number, lineId: number, fields: LineFields) {
      await change(
        staff,
        "campaign.line.update",
        () => id,
        async (tx) => {
          const { before, after } = await updateLine(tx, id, lineId, fields);
          return { result: after, before: auditedLine(before), after: auditedLine(after) };
        },
      );
      return one(id);
    },
    async removeLine(staff: Staff, id: number, lineId: number) {
      await change(
        staff,
        "campaign.line.remove",
        () => id,
        async (tx) => {
          const before = await removeLine(tx, id, lineId);
          return { result: before, before: auditedLine(before), after: {} };
        },
      );
      return one(id);
    },
  };
}
