// The audit log (issue 15, decision 039): who changed what and when in the back office. This module
// owns the audit_log table. Every back office change calls `record` with the transaction that makes
// the change, so a change that fails leaves no row and a row never tells of a change that did not happen.
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AuditAction, AuditEntity } from "../../../domain/audit-actions.ts";
import type { Role } from "../../../domain/back-office-roles.ts";
import { addDays, osloInstant } from "../../../domain/opening-hours.ts";
import type { Database, Executor } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { type Paged, paged } from "../../lib/paged.ts";

/** The person making a change, as the log keeps them. */
export interface Actor {
  id: number;
  name: string;
  role: Role;
}

export interface AuditChange {
  /** What was done, e.g. 'shop.update', 'reservation.ready': one of the actions domain/audit-actions.ts declares. */
  action: AuditAction;
  /** The kind of thing changed (AUDIT_ENTITIES) and its id. */
  entityType: AuditEntity;
  entityId: string | number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export type { AuditAction, AuditEntity };

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  actorRole: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  actorId?: number;
  /** YYYY-MM-DD, Oslo dates, both included. */
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 25;

/** What a change in `AuditService.change` gives back: its result, and the audit row(s) telling of it. */
export interface Audited<T> {
  result: T;
  audit: AuditChange | readonly AuditChange[];
}

/** Only the fields whose values differ (compared as JSON), before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = after[key] ?? null;
  }
  return changed;
}

const osloMidnight = (date: string) => osloInstant(date, "00:00");

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(database: Database) {
  /**
   * Writes one row in `tx` when something changed; returns whether it did. Call it inside the
   * transaction that makes the change.
   */
  async function record(tx: Executor, actor: Actor, change: AuditChange): Promise<boolean> {
    const changes = changedFields(change.before, change.after);
    if (Object.keys(changes.after).length === 0) return false;
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorName: actor.name,
      actorRole: actor.role,
      action: change.action,
      entityType: change.entityType,
      entityId: String(change.entityId),
      changes,
    });
    return true;
  }

  return {
    record,

    /**
     * The back office's one way to change something (DESIGN.md section 4): `write` makes the change
     * in a transaction and says what changed, the audit rows are written in that same transaction, and
     * `afterCommit` (the owner's cache drop) runs once it has committed. A change that fails leaves
     * neither the change nor a row, and drops nothing.
     */
    async change<T>(
      actor: Actor,
      write: (tx: Executor) => Promise<Audited<T>>,
      afterCommit?: () => Promise<unknown>,
    ): Promise<T> {
      const result = await database.transaction(async (tx) => {
        const done = await write(tx);
        for (const change of [done.audit].flat()) await record(tx, actor, change);
        return done.result;
      });
      if (afterCommit) await afterCommit();
      return result;
    },

    /** Like `record` for many changes at once, in one statement (an import's lines); returns how many were written. */
    async recordMany(tx: Executor, actor: Actor, list: readonly AuditChange[]): Promise<number> {
      const values = list.flatMap((change) => {
        const changes = changedFields(change.before, change.after);
        if (Object.keys(changes.after).length === 0) return [];
        return [{ a: change.action, t: change.entityType, e: String(change.entityId), c: changes }];
      });
      // One JSON parameter a statement (an import writes 100,000 rows): a row of parameters each would
      // be 7 parameters a row, slow to build and past PostgreSQL's limit of 65,535 at 10,000 rows.
      for (let start = 0; start < values.length; start += 5000) {
        const json = JSON.stringify(values.slice(start, start + 5000));
        await tx.execute(
          sql`insert into audit_log (actor_id, actor_name, actor_role, action, entity_type, entity_id, changes)
              select ${actor.id}::int, ${actor.name}, ${actor.role}, x.a, x.t, x.e, x.c
                from jsonb_to_recordset(${json}::jsonb) as x(a text, t text, e text, c jsonb)`,
        );
      }
      return values.length;
    },

    /** Newest first, filtered by entity, actor and dates, a page at a time. */
    async list(filter: AuditFilter): Promise<Paged<AuditEntry>> {
      const where: SQL[] = [];
      if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
      if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
      if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
      if (filter.from) where.push(gte(auditLog.at, osloMidnight(filter.from)));
      if (filter.to) {
        where.push(lt(auditLog.at, osloMidnight(addDays(filter.to, 1))));
      }
      const condition = where.length ? and(...where) : undefined;
      const [found, [{ total }]] = await Promise.all([
        database.db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
        database.db.select({ total: count() }).from(auditLog).where(condition),
      ]);
      const data = found.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actorId: r.actorId,
        actorName: r.actorName,
        actorRole: r.actorRole,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        before: r.changes.before,
        after: r.changes.after,
      }));
      return paged(data, total, filter.page, AUDIT_PAGE_SIZE);
    },

    /** Everyone who appears in the log (the actor filter's choices). */
    async actors(): Promise<{ id: number; name: string; role: string }[]> {
      const found = await database.db
        .selectDistinct({ id: auditLog.actorId, name: auditLog.actorName, role: auditLog.actorRole })
        .from(auditLog)
        .orderBy(auditLog.actorName);
      return found.flatMap((a) => (a.id === null ? [] : [{ id: a.id, name: a.name, role: a.role }]));
    },
  };
}
