// The audit log in the back office (decision 066): a page of rows at a time, each as a Norwegian
// sentence about the thing by its name, with the changed fields in words and a link to the thing.
// The names come from each thing's owner (names.ts).
import { auditActionName, auditDetails, auditLink, auditSentence } from "../../../domain/audit-actions.ts";
import type { AuditNames } from "./names.ts";
import type { AuditEntry, AuditFilter, AuditService } from "./service.ts";

export type AuditLogService = ReturnType<typeof createAuditLogService>;

export function createAuditLogService({
  audit,
  names: namesOf,
}: {
  audit: Pick<AuditService, "list" | "actors">;
  /** The names of what the rows are about (names.ts). */
  names: (entries: readonly AuditEntry[]) => Promise<AuditNames>;
}) {
  return {
    async page(filter: AuditFilter) {
      const log = await audit.list(filter);
      const { names, articleOfStock } = await namesOf(log.data);
      return {
        ...log,
        data: log.data.map((e) => {
          const row = { ...e, entityName: names.get(`${e.entityType}:${e.entityId}`) ?? null };
          return {
            ...row,
            actionName: auditActionName(e.action),
            sentence: auditSentence(row, names),
            details: auditDetails(row, names),
            link: auditLink(e, articleOfStock.get(e.entityId)),
          };
        }),
      };
    },
    actors: () => audit.actors(),
  };
}
