// Request and answer shapes of the audit log in the back office (/api/v1/backoffice/audit).
import { z } from "zod";
import { AUDIT_ENTITIES } from "../../../domain/audit-actions.ts";
import { MAX_ID } from "../../../domain/record-id.ts";
import { TOO_LONG } from "../../../domain/schemas/fields.ts";
import { isoDate } from "../../../domain/schemas/promo-code-admin.ts";
import { pageMeta } from "../../lib/route-schemas.ts";

export { isoDate };

const text = (max: number) => z.string().trim().max(max, TOO_LONG);

export const auditQuery = z.strictObject({
  entity: z.enum(Object.keys(AUDIT_ENTITIES) as [keyof typeof AUDIT_ENTITIES]).optional(),
  id: text(40).optional(),
  actor: z.coerce.number().int().positive().max(MAX_ID).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const auditPage = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      at: z.iso.datetime(),
      actorId: z.number().int().nullable(),
      actorName: z.string(),
      actorRole: z.string(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string(),
      before: z.record(z.string(), z.unknown()),
      after: z.record(z.string(), z.unknown()),
      entityName: z.string().nullable().describe("what the row is about, by name ('Fjordlys Dunjakke')"),
      actionName: z.string().describe("the action in Norwegian ('Endret vare')"),
      sentence: z
        .string()
        .describe(
          "the row in Norwegian: 'Ingrid Berg endret prisen på Fjordlys Dunjakke fra 2 899,00 kr til 2 499,00 kr.'",
        ),
      details: z
        .array(z.object({ field: z.string(), before: z.string(), after: z.string() }))
        .describe("each changed field, its values in words (Oslo time, kroner)"),
      link: z
        .object({ href: z.string(), text: z.string() })
        .nullable()
        .describe("the back office page of what changed, if it still has one"),
    }),
  ),
  meta: pageMeta,
  actors: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
});
