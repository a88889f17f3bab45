// Polls in the back office (issue 15, decision 049): the content module owns them; each change is
// written with its audit row in one transaction, then the page cache is dropped so the poll's page
// and the home page show the change at once.

import type { Staff } from "../../../domain/back-office-roles.ts";
import { osloDateTime } from "../../../domain/opening-hours.ts";
import type { Database } from "../../db/client.ts";
import { InvalidInput } from "../../lib/errors.ts";
import type { AuditService } from "../audit/service.ts";
import type { PollBody } from "./admin-schemas.ts";
import { fromLocal, UNKNOWN_BRAND } from "./blog-admin-service.ts";
import { createPollAdmin, type PollFields, type PollRecord } from "./poll-admin-repo.ts";

export interface PollAdminDeps {
  database: Database;
  audit: AuditService;
  brandIds: () => Promise<number[]>;
  pages: { invalidate: () => Promise<void> };
}

/** A poll as the form shows it: times on the Oslo wall clock. */
export function pollView(row: PollRecord) {
  return { ...row, startsAt: osloDateTime(row.startsAt), endsAt: row.endsAt ? osloDateTime(row.endsAt) : null };
}

/** What the audit log keeps of a poll: its fields and questions, not the answer counts. */
function audited(row: PollRecord) {
  const { answers: _a, questions, ...fields } = pollView(row);
  return {
    ...fields,
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      options: q.options.map((o) => ({ id: o.id, text: o.text, correct: o.correct })),
    })),
  };
}

export type PollAdminService = ReturnType<typeof createPollAdminService>;

export function createPollAdminService({ database, audit, brandIds, pages }: PollAdminDeps) {
  const admin = createPollAdmin(database);
  async function fields(body: PollBody): Promise<PollFields> {
    if (body.brandId !== null && !(await brandIds()).includes(body.brandId)) {
      throw new InvalidInput(UNKNOWN_BRAND, { brandId: [UNKNOWN_BRAND] });
    }
    return {
      name: body.name,
      description: body.description,
      brandId: body.brandId,
      active: body.active,
      startsAt: fromLocal(body.startsAt),
      endsAt: body.endsAt === null ? null : fromLocal(body.endsAt),
      bannerDesktop: body.bannerDesktop || null,
      bannerMobile: body.bannerMobile || null,
      questions: body.questions,
    };
  }

  return {
    /** Polls' names by id (the audit log names what it tells of). */
    names: (ids: readonly number[]) => admin.names(ids),
    list: async () => (await admin.list()).map(pollView),
    one: async (id: number) => pollView(await admin.find(database.db, id)),
    async create(staff: Staff, body: PollBody) {
      const input = await fields(body);
      const created = await audit.change(
        staff,
        async (tx) => {
          const row = await admin.create(tx, input);
          return {
            result: row,
            audit: { action: "poll.create", entityType: "poll", entityId: row.id, before: {}, after: audited(row) },
          };
        },
        () => pages.invalidate(),
      );
      return pollView(created);
    },
    async update(staff: Staff, id: number, body: PollBody) {
      const input = await fields(body);
      const after = await audit.change(
        staff,
        async (tx) => {
          const change = await admin.update(tx, id, input);
          return {
            result: change.after,
            audit: {
              action: "poll.update",
              entityType: "poll",
              entityId: id,
              before: audited(change.before),
              after: audited(change.after),
            },
          };
        },
        () => pages.invalidate(),
      );
      return pollView(after);
    },
  };
}
