import { z } from "zod";
import type { OrderBy, PageQuery } from "./repo.ts";

export const CATEGORY_PAGE_SIZE = 20;

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
      .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100)),
  })
  .strict();

export const limitQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).strict();
