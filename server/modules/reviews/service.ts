// Product reviews (spec sections 3 and 7). This module owns the reviews table: customers post
// reviews that wait for staff approval, the catalogue shows approved ones and their average, and
// account deletion anonymises them.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { reviews } from "../../db/schema.ts";
import { NotFound } from "../../lib/errors.ts";
import { paged } from "../../lib/paged.ts";
import type { Review, ReviewInput } from "./schemas.ts";

export const REVIEW_PAGE_SIZE = 10;

export interface ReviewServiceDeps {
  /** Whether the article exists and is shown in the web shop (the catalogue decides). */
  articleVisible(articleId: number): Promise<boolean>;
  /** Names of the reviewed articles (the catalogue owns them). */
  articleNames(articleIds: number[]): Promise<{ id: number; name: string }[]>;
}

export interface Reviewer {
  id: number;
  firstName: string;
  lastName: string;
}

const asIso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function createReviewService(database: Database, deps: ReviewServiceDeps) {
  const { db } = database;
  return {
    /** A review waits for staff approval before the product page shows it. */
    async post(customer: Reviewer, articleId: number, input: ReviewInput) {
      if (!(await deps.articleVisible(articleId))) throw new NotFound("Ikke funnet");
      const [row] = await db
        .insert(reviews)
        .values({
          reviewableType: "article",
          reviewableId: articleId,
          customerId: customer.id,
          customerName: input.anonymous ? "Anonym" : `${customer.firstName} ${customer.lastName.slice(0, 1)}.`,
          content: input.content,
          rating: input.rating,
          trueToSize: input.true_to_size ?? null,
          sizeColor: input.size_color ?? null,
          anonymous: input.anonymous ?? false,
          approved: false,
        })
        .returning({ id: reviews.id });
      return { id: row.id, approved: false as const };
    },

    /** The approved reviews of an article, newest first (at most 100). */
    async approvedFor(articleId: number): Promise<Review[]> {
      const found = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.reviewableId, articleId), eq(reviews.approved, true)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(100);
      return found.map((r) => ({
        id: r.id,
        content: r.content,
        reply: r.reply,
        customer: r.anonymous ? "Anonym" : r.customerName,
        rating: r.rating,
        approved: r.approved,
        created_at: asIso(r.createdAt),
        reviewable_id: r.reviewableId,
        reviewable_type: r.reviewableType,
        true_to_size: r.trueToSize,
        size_color: r.sizeColor,
        anonymous: r.anonymous,
      }));
    },

    /** The average approved rating of each article that has one, and how many approved reviews it has. */
    averages(articleIds: number[]): Promise<{ reviewable_id: number; average: number; count: number }[]> {
      if (articleIds.length === 0) return Promise.resolve([]);
      // One array parameter, not one per id: the article loader asks for whole pages of ids.
      return db
        .select({
          reviewable_id: reviews.reviewableId,
          average: sql<number>`avg(${reviews.rating})::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(and(eq(reviews.approved, true), sql`${reviews.reviewableId} = any(${sql.param(articleIds)}::int[])`))
        .groupBy(reviews.reviewableId);
    },

    /** One page of the customer's own reviews, newest first, with the article's name (spec section 7). */
    async ofCustomer(customerId: number, page: number) {
      const mine = eq(reviews.customerId, customerId);
      const [found, [{ n }]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(mine)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(REVIEW_PAGE_SIZE)
          .offset((page - 1) * REVIEW_PAGE_SIZE),
        db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(mine),
      ]);
      const names = await deps.articleNames([...new Set(found.map((r) => r.reviewableId))]);
      const data = found.map((r) => ({
        id: r.id,
        content: r.content,
        reply: r.reply,
        customer: r.customerName,
        rating: r.rating,
        approved: r.approved,
        created_at: asIso(r.createdAt),
        reviewable_id: r.reviewableId,
        reviewable_type: r.reviewableType,
        article_name: names.find((a) => a.id === r.reviewableId)?.name ?? null,
        true_to_size: r.trueToSize,
        size_color: r.sizeColor,
        anonymous: r.anonymous,
      }));
      return paged(data, n, page, REVIEW_PAGE_SIZE);
    },

    /** Account deletion (GDPR): the customer's reviews stay, without their name. */
    async anonymiseCustomer(tx: Executor, customerId: number): Promise<void> {
      await tx
        .update(reviews)
        .set({ customerName: "Anonym", anonymous: true, customerId: null })
        .where(eq(reviews.customerId, customerId));
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
