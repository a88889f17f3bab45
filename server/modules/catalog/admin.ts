// The back office's side of the catalogue (issue 15, decision 045): find and edit articles, and adjust
// the stock of a variant in a shop. Writes take the caller's transaction, so the audit row commits with
// them; the caller drops the catalogue cache after the commit, so the storefront shows the change at once.
import { asc, eq, sql } from "drizzle-orm";
import { type Executor, rows } from "../../db/client.ts";
import { articleGroups2, articleGroups3, articles, mainGroups, productLines, stock } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";

export const ARTICLE_NOT_FOUND = "Varen finnes ikke";
export const STOCK_NOT_FOUND = "Varianten eller butikken finnes ikke";
export const NEGATIVE_STOCK = "Lageret kan ikke bli negativt";

const PER_PAGE = 25;

export interface ArticleRecord {
  id: number;
  articleNo: string;
  name: string;
  description: string;
  techDescription: string;
  visibleWeb: boolean;
  onlyCC: boolean;
  webPurchaseLimit: number;
  priceOre: number;
  careLabel: string[];
  season: string | null;
  productLineId: number;
  mainGroupId: number;
  articleGroup2Id: number;
  articleGroup3Id: number;
}

/** Group 3 decides group 2 and the main group (each group lies in one above it). */
export type ArticleChanges = Partial<Omit<ArticleRecord, "id" | "articleNo" | "mainGroupId" | "articleGroup2Id">>;

export const UNKNOWN_GROUP = "Varegruppen finnes ikke";
export const UNKNOWN_PRODUCT_LINE = "Produktlinjen finnes ikke";

export interface StockRow {
  variantId: number;
  ean: string;
  color: string;
  size: string;
  shopId: number;
  shop: string;
  /** The shop's number, as the tills and the import files know it ('1001'). */
  shopNo: string;
  qty: number;
}

const record = {
  id: articles.id,
  articleNo: articles.articleNo,
  name: articles.name,
  description: articles.description,
  techDescription: articles.techDescription,
  visibleWeb: articles.visibleWeb,
  onlyCC: articles.onlyCC,
  webPurchaseLimit: articles.webPurchaseLimit,
  priceOre: articles.suggestedPriceOre,
  careLabel: articles.careLabel,
  season: articles.season,
  productLineId: articles.productLineId,
  mainGroupId: articles.mainGroupId,
  articleGroup2Id: articles.articleGroup2Id,
  articleGroup3Id: articles.articleGroup3Id,
};

const toRecord = (a: Omit<ArticleRecord, "visibleWeb"> & { visibleWeb: number }): ArticleRecord => ({
  ...a,
  visibleWeb: a.visibleWeb === 1,
});

export async function findArticle(ex: Executor, id: number): Promise<ArticleRecord> {
  const [a] = await ex.select(record).from(articles).where(eq(articles.id, id));
  if (!a) throw new NotFound(ARTICLE_NOT_FOUND);
  return toRecord(a);
}

/** Stock of 1 to `max` units of one of the article's variants, in the shop (null: in any shop). */
function lowStockOf(low: { shopId: number | null; max: number }) {
  const inShop = low.shopId === null ? sql`true` : sql`s.shop_id = ${low.shopId}`;
  return sql`exists (select 1 from ${stock} s join variants v on v.id = s.variant_id
                      where v.article_id = ${articles.id} and s.qty between 1 and ${low.max} and ${inShop})`;
}

/**
 * Articles whose name, article number or one of whose EANs matches `q`, by name; hidden ones too.
 * With `low`, only those running low in a shop (the dashboard's "low stock", issue 29).
 */
export async function searchArticles(
  ex: Executor,
  q: string,
  page: number,
  low?: { shopId: number | null; max: number },
) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const text = q
    ? sql`(${articles.name} ilike ${like} or ${articles.articleNo} ilike ${like}
          or exists (select 1 from variants v where v.article_id = ${articles.id} and v.ean = ${q}))`
    : sql`true`;
  const match = low ? sql`${text} and ${lowStockOf(low)}` : text;
  const [found, [{ total }]] = await Promise.all([
    ex
      .select(record)
      .from(articles)
      .where(match)
      .orderBy(asc(articles.name), asc(articles.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    ex.select({ total: sql<number>`count(*)::int` }).from(articles).where(match),
  ]);
  return {
    data: found.map(toRecord),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
      per_page: PER_PAGE,
      total,
    },
  };
}

/** How many variants have 1 to `max` units left in the shop (null: counted in every shop). */
export async function lowStockCount(ex: Executor, shopId: number | null, max: number): Promise<number> {
  const inShop = shopId === null ? sql`true` : sql`${stock.shopId} = ${shopId}`;
  const [row] = await rows<{ n: number }>(
    ex,
    sql`select count(*)::int as n from ${stock} where ${stock.qty} between 1 and ${max} and ${inShop}`,
  );
  return row?.n ?? 0;
}

/** Writes the changes; returns the article before and after. */
export async function updateArticle(tx: Executor, id: number, changes: ArticleChanges) {
  const before = await findArticle(tx, id);
  const { visibleWeb, priceOre, articleGroup3Id, productLineId, ...rest } = changes;
  const values = {
    ...rest,
    ...(articleGroup3Id !== undefined ? await groupsOf(tx, articleGroup3Id) : {}),
    ...(productLineId !== undefined ? await productLine(tx, productLineId) : {}),
    ...(visibleWeb !== undefined ? { visibleWeb: visibleWeb ? 1 : 0 } : {}),
    ...(priceOre !== undefined ? { suggestedPriceOre: priceOre } : {}),
  };
  // An empty change is no change (the query builder refuses an update without values).
  if (Object.keys(values).length > 0) {
    await tx
      .update(articles)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(articles.id, id));
  }
  return { before, after: await findArticle(tx, id) };
}

/** Group 3 with the group 2 and main group it lies in; an unknown group is a 422. */
async function groupsOf(ex: Executor, articleGroup3Id: number) {
  const [found] = await ex
    .select({
      articleGroup3Id: articleGroups3.id,
      articleGroup2Id: articleGroups2.id,
      mainGroupId: articleGroups2.mainGroupId,
    })
    .from(articleGroups3)
    .innerJoin(articleGroups2, eq(articleGroups2.id, articleGroups3.articleGroup2Id))
    .where(eq(articleGroups3.id, articleGroup3Id));
  if (!found) throw new InvalidInput(UNKNOWN_GROUP, { articleGroup3Id: [UNKNOWN_GROUP] });
  return found;
}

async function productLine(ex: Executor, productLineId: number) {
  const [found] = await ex.select({ id: productLines.id }).from(productLines).where(eq(productLines.id, productLineId));
  if (!found) throw new InvalidInput(UNKNOWN_PRODUCT_LINE, { productLineId: [UNKNOWN_PRODUCT_LINE] });
  return { productLineId };
}

/**
 * What an article's selects offer: product lines, and every group 3 named with the groups above it
 * ('Klær › Jakker › Skalljakker'), ordered as the menus order them.
 */
export async function articleFieldChoices(ex: Executor) {
  const [lines, groups] = await Promise.all([
    ex.select({ id: productLines.id, name: productLines.name }).from(productLines).orderBy(asc(productLines.name)),
    ex
      .select({
        id: articleGroups3.id,
        group3: articleGroups3.name,
        group2: articleGroups2.name,
        main: mainGroups.name,
      })
      .from(articleGroups3)
      .innerJoin(articleGroups2, eq(articleGroups2.id, articleGroups3.articleGroup2Id))
      .innerJoin(mainGroups, eq(mainGroups.id, articleGroups2.mainGroupId))
      .orderBy(
        asc(mainGroups.sort),
        asc(mainGroups.name),
        asc(articleGroups2.sort),
        asc(articleGroups2.name),
        asc(articleGroups3.sort),
        asc(articleGroups3.name),
      ),
  ]);
  return {
    productLines: lines,
    groups: groups.map((g) => ({ id: g.id, name: `${g.main} › ${g.group2} › ${g.group3}` })),
  };
}

/** Every variant of the article in every active shop (a shop without a stock row has 0). */
export async function stockOfArticle(ex: Executor, articleId: number): Promise<StockRow[]> {
  return rows<StockRow>(
    ex,
    sql`select v.id as "variantId", v.ean, c.name as color, z.name as size, s.id as "shopId", s.name as shop,
               s.no as "shopNo", coalesce(st.qty, 0)::int as qty
          from variants v join colors c on c.id = v.color_id join sizes z on z.id = v.size_id
          cross join shops s left join stock st on st.variant_id = v.id and st.shop_id = s.id
         where v.article_id = ${articleId} and s.active
         order by c.name, z.sort, v.id, s.name`,
  );
}

/**
 * Adds `delta` (negative takes away) to the stock in one UPDATE that refuses going below zero, so two
 * adjustments at once can never pass each other. A shop without a row for the variant gets one at 0
 * first. Returns the quantity before and after, and the article the variant belongs to.
 */
export async function adjustStock(tx: Executor, variantId: number, shopId: number, delta: number) {
  const [target] = await rows<{ article_id: number }>(
    tx,
    sql`select v.article_id from variants v, shops s where v.id = ${variantId} and s.id = ${shopId} and s.active`,
  );
  if (!target) throw new NotFound(STOCK_NOT_FOUND);
  await tx.insert(stock).values({ variantId, shopId, qty: 0 }).onConflictDoNothing();
  const [after] = await rows<{ qty: number }>(
    tx,
    sql`update stock set qty = qty + ${delta}::int
         where variant_id = ${variantId} and shop_id = ${shopId} and qty + ${delta}::int >= 0
        returning qty`,
  );
  if (!after) throw new Conflict(NEGATIVE_STOCK);
  return { articleId: target.article_id, before: after.qty - delta, after: after.qty };
}

/** The articles shown online, by name: what a home grid slot may point at (decision 050). */
export async function articleChoices(ex: Executor): Promise<{ id: number; name: string }[]> {
  return ex
    .select({ id: articles.id, name: articles.name })
    .from(articles)
    .where(eq(articles.visibleWeb, 1))
    .orderBy(asc(articles.name), asc(articles.id));
}
