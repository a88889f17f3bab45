import { z } from "zod";
import { recordId, recordIdText } from "../../../domain/schemas/fields.ts";
import type { OrderBy, PageQuery } from "./list-types.ts";

export const CATEGORY_PAGE_SIZE = 20;

/**
 * A numeric id in the path. A malformed one names no resource, so it becomes 0 (no row has it) and
 * the service answers "not found" with its own text, as for an unknown id.
 */
export const idParams = z.strictObject({
  id: z
    .string()
    .transform((v) => recordIdText.safeParse(v).data ?? 0)
    .describe("a positive integer id"),
});

const orderByValues: Record<string, OrderBy> = {
  name: "name",
  price: "price",
  bestseller: "bestseller",
  created: "created",
  datecreated: "created",
};

/** Paging and sort of catalogue lists: page, per_page (default 20), orderBy (default Name), order. */
export const pageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(CATEGORY_PAGE_SIZE),
    orderBy: z
      .string()
      .default("Name")
      .transform((v, ctx) => {
        const mapped = orderByValues[v.toLowerCase()];
        if (!mapped) {
          ctx.addIssue({ code: "custom", message: "orderBy må være Name, Price, Bestseller eller Created" });
          return z.NEVER;
        }
        return mapped;
      }),
    order: z.enum(["asc", "desc"], { message: "order må være asc eller desc" }).default("asc"),
  })
  .strict()
  .transform((q): PageQuery => ({ page: q.page, perPage: q.per_page, orderBy: q.orderBy, order: q.order }));

export const bundleQuerySchema = z
  .object({
    articles: z
      .string()
      .regex(/^\d+(,\d+)*$/, "articles må være id-er skilt med komma")
      .transform((v) => [...new Set(v.split(",").map(Number))])
      .pipe(z.array(recordId).min(1).max(100)),
  })
  .strict();

export const limitQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).strict();
