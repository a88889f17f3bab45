// What the launch list asks the catalogue (issue 31): whether a shopper can find anything at all.
import { and, count, eq, exists, gt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { articles, stock, variants } from "../../db/schema.ts";

/** Articles shown on the web, and how many of them have a unit in some shop. */
export async function webArticleCounts(db: Executor): Promise<{ visible: number; inStock: number }> {
  const shown = eq(articles.visibleWeb, 1);
  const hasStock = exists(
    db
      .select({ one: variants.id })
      .from(variants)
      .innerJoin(stock, eq(stock.variantId, variants.id))
      .where(and(eq(variants.articleId, articles.id), gt(stock.qty, 0))),
  );
  const [visible] = await db.select({ n: count() }).from(articles).where(shown);
  const [inStock] = await db.select({ n: count() }).from(articles).where(and(shown, hasStock));
  return { visible: visible?.n ?? 0, inStock: inStock?.n ?? 0 };
}
