// Review moderation in the back office (issue 15, decision 042): approve, reject and answer reviews.
// The reviews module owns the table and makes each change; this writes the audit row in the same
// transaction and drops the catalogue's cache afterwards, so the product page shows the change at once.
import type { AuditAction } from "../../../domain/audit-actions.ts";
import type { Database } from "../../db/client.ts";
import type { Actor, AuditService } from "../audit/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { ModeratedReview, ReviewService } from "./service.ts";

export interface ReviewModerationDeps {
  database: Database;
  reviews: Pick<ReviewService, "queue" | "moderate">;
  catalog: Pick<CatalogService, "cache">;
  audit: AuditService;
}

export function createReviewModeration({ reviews, catalog, audit }: ReviewModerationDeps) {
  function change(actor: Actor, id: number, action: AuditAction, to: Partial<ModeratedReview> | null) {
    return audit.change(
      actor,
      async (tx) => {
        const changed = await reviews.moderate(tx, id, to);
        return {
          result: changed.after,
          audit: {
            action,
            entityType: "review",
            entityId: id,
            before: { ...changed.before },
            after: changed.after ? { ...changed.after } : { deleted: true },
          },
        };
      },
      // The article's rating, count and reviews are part of its cached entry.
      () => catalog.cache.invalidate(),
    );
  }

  return {
    queue: reviews.queue,
    approve: (actor: Actor, id: number) => change(actor, id, "review.approve", { approved: true }),
    /** A rejected review is deleted: it never shows, and nobody asked to keep it (decision 042). */
    reject: (actor: Actor, id: number) => change(actor, id, "review.reject", null),
    /** The shop's answer under the review; an empty text takes the answer away. */
    reply: (actor: Actor, id: number, text: string) => change(actor, id, "review.reply", { reply: text || null }),
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
