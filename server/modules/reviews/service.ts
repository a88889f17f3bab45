// Product reviews (spec sections 3 and 7). This module owns the reviews table: customers post
// reviews that wait for staff approval, the catalogue shows approved ones and their average, and
// account deletion anonymises them.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { asIso, type Database, type Executor } from "../../db/client.ts";
import { fieldsOf, preparedRows } from "../../db/prepared.ts";
import { reviews } from "../../db/schema.ts";
import { NotFound } from "../../lib/errors.ts";
import { paged } from "../../lib/paged.ts";
import type { Review, ReviewInput } from "./schemas.ts";

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_NOT_FOUND = "Anmeldelsen finnes ikke";

/** What moderation changes of a review, as the audit log compares it before and after. */
export interface ModeratedReview {
  approved: boolean;
  reply: string | null;
}

/** A review as the moderation queue shows it (decision 042), with the article's page and picture. */
export interface QueuedReview {
  id: number;
  articleId: number;
  articleName: string | null;
  /** The article's page in the web shop; null when the article is not shown there. */
  articleUrl: string | null;
  /** The article's first uploaded picture and its drawing (shown without one); null when the article is gone. */
  articlePicture: { photo: { key: string; width: number; height: number } | null; drawing: string | null } | null;
  rating: number;
  content: string;
  author: string;
  reply: string | null;
  approved: boolean;
  createdAt: string;
}

export interface ReviewedArticle {
  id: number;
  name: string;
  slug?: string;
  visible?: boolean;
  image?: string;
  photo?: { key: string; width: number; height: number } | null;
}

export interface ReviewServiceDeps {
  /** Whether the article exists and is shown in the web shop (the catalogue decides). */
  articleVisible(articleId: number): Promise<boolean>;
  /** Names of the reviewed articles, with their address and picture (the catalogue owns them). */
  articleNames(articleIds: number[]): Promise<ReviewedArticle[]>;
}

export interface Reviewer {
  id: number;
  firstName: string;
  lastName: string;
}

export function createReviewService(database: Database, deps: ReviewServiceDeps) {
  const { db } = database;
  return {
    /**
     * A review waits for staff approval before the product page shows it. A customer has one review
     * of an article: writing again edits it (text, stars, fit, anonymity), and the edited review waits
     * for approval again. Two posts at once are one: the transaction holds an advisory lock on the
     * customer and article, since no unique index says so yet (decision 073).
     */
    async post(customer: Reviewer, articleId: number, input: ReviewInput) {
      if (!(await deps.articleVisible(articleId))) throw new NotFound("Ikke funnet");
      const values = {
        customerName: input.anonymous ? "Anonym" : `${customer.firstName} ${customer.lastName.slice(0, 1)}.`,
        content: input.content,
        rating: input.rating,
        trueToSize: input.true_to_size ?? null,
        sizeColor: input.size_color ?? null,
        anonymous: input.anonymous ?? false,
        approved: false,
      };
      const id = await database.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${customer.id}:${articleId}`}))`);
        const [earlier] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(
            and(
              eq(reviews.customerId, customer.id),
              eq(reviews.reviewableType, "article"),
              eq(reviews.reviewableId, articleId),
            ),
          )
          .orderBy(asc(reviews.id))
          .limit(1);
        if (earlier) {
          await tx.update(reviews).set(values).where(eq(reviews.id, earlier.id));
          return earlier.id;
        }
        const [row] = await tx
          .insert(reviews)
          .values({ reviewableType: "article", reviewableId: articleId, customerId: customer.id, ...values })
          .returning({ id: reviews.id });
        return row.id;
      });
      return { id, approved: false as const };
    },

    /** The approved reviews of an article, newest first (at most 100). */
    async approvedFor(articleId: number): Promise<Review[]> {
      // Every uncached product page asks: prepared once (decision 054).
      const found = await preparedRows<Omit<typeof reviews.$inferSelect, "createdAt"> & { createdAt: string }>(
        db,
        "reviews_approved",
        sql`select ${fieldsOf(reviews)} from reviews where reviewable_id = ${articleId}::int and approved
             order by created_at desc, id desc limit 100`,
      );
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
      // One array parameter, not one per id: the article loader asks for whole pages of ids, and
      // the statement is prepared once (decision 054), as the loader's own are.
      return preparedRows(
        db,
        "review_averages",
        sql`select reviewable_id, avg(rating)::float8 as average, count(*)::int as count from reviews
             where approved and reviewable_id = any(${sql.param(articleIds)}::int[]) group by reviewable_id`,
      );
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

    /** Reviews waiting for moderation, oldest first, or the approved ones, newest first (at most 200). */
    async queue(
      status: "new" | "approved",
    ): Promise<{ counts: { new: number; approved: number }; data: QueuedReview[] }> {
      const waiting = status === "new";
      const [found, counts] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(eq(reviews.approved, !waiting))
          .orderBy(
            waiting ? asc(reviews.createdAt) : desc(reviews.createdAt),
            waiting ? asc(reviews.id) : desc(reviews.id),
          )
          .limit(200),
        db
          .select({ approved: reviews.approved, n: sql<number>`count(*)::int` })
          .from(reviews)
          .groupBy(reviews.approved),
      ]);
      const names = await deps.articleNames([...new Set(found.map((r) => r.reviewableId))]);
      return {
        counts: {
          new: counts.find((c) => !c.approved)?.n ?? 0,
          approved: counts.find((c) => c.approved)?.n ?? 0,
        },
        data: found.map((r) => {
          const article = names.find((a) => a.id === r.reviewableId);
          return {
            id: r.id,
            articleId: r.reviewableId,
            articleName: article?.name ?? null,
            articleUrl: article?.visible ? `/product/${article.slug ? `${article.slug}-` : ""}${article.id}` : null,
            articlePicture: article ? { photo: article.photo ?? null, drawing: article.image ?? null } : null,
            rating: r.rating,
            content: r.content,
            author: r.anonymous ? "Anonym" : r.customerName,
            reply: r.reply,
            approved: r.approved,
            createdAt: asIso(r.createdAt),
          };
        }),
      };
    },

    /**
     * One moderation change in the caller's transaction (the back office writes its audit row in the
     * same one). `null` deletes the review: a rejected review is gone, never shown (decision 042).
     */
    async moderate(
      tx: Executor,
      id: number,
      change: Partial<ModeratedReview> | null,
    ): Promise<{ articleId: number; before: ModeratedReview; after: ModeratedReview | null }> {
      const [row] = await tx
        .select({ approved: reviews.approved, reply: reviews.reply, articleId: reviews.reviewableId })
        .from(reviews)
        .where(eq(reviews.id, id))
        .for("update");
      if (!row) throw new NotFound(REVIEW_NOT_FOUND);
      const before = { approved: row.approved, reply: row.reply };
      if (change === null) {
        await tx.delete(reviews).where(eq(reviews.id, id));
        return { articleId: row.articleId, before, after: null };
      }
      const after = { ...before, ...change };
      await tx.update(reviews).set(after).where(eq(reviews.id, id));
      return { articleId: row.articleId, before, after };
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
