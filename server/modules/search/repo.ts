// SQL of the search. Hand-written (decision 018): search is a hot path the bench measures, and its
// tsquery ranking has no query-builder form. Every value a shopper sends is a bound parameter inside
// a drizzle `sql` fragment; the SQL text around it comes only from the fixed fragments below, chosen
// by validated filter keys and operators.
import { type SQL, sql } from "drizzle-orm";
import { type Executor, rows } from "../../db/client.ts";
import { UNKNOWN_BESTSELLER_RANK } from "../catalog/display-names.ts";
import type { FilterKey, FilterRule, SearchOrderBy } from "./schemas.ts";

interface Field {
  /** Expressions compared with the value (colour groups match on their name or their label). */
  exprs: SQL[];
  /** For keys an article has several of: the rows to look in, correlated to `a`. */
  from?: SQL;
  text: boolean;
}

const FIELDS: Record<FilterKey, Field> = {
  colorGroups: {
    exprs: [sql`lower(cg.name)`, sql`lower(cg.label)`],
    from: sql`variants v join colors c on c.id = v.color_id join color_groups cg on cg.id = c.color_group_id
            where v.article_id = a.id`,
    text: true,
  },
  brand: { exprs: [sql`lower(pl.name)`], text: true },
  gender: { exprs: [sql`a.gender_id`], text: false },
  // Shops where a variant purchasable on web is in stock: the article's `available` list.
  available: {
    exprs: [sql`st.shop_id`],
    from: sql`variants v join stock st on st.variant_id = v.id
            where v.article_id = a.id and v.purchasable_web = 1 and st.qty > 0`,
    text: false,
  },
  // The gross price in whole kroner, as the shopper sees it; bounds are inclusive (spec section 5).
  price: { exprs: [sql`((a.suggested_price_ore + 50) / 100)`], text: false },
  articleGroup3ID: { exprs: [sql`a.article_group3_id`], text: false },
};

const COMPARE: Record<string, SQL> = { "=": sql`=`, "<": sql`<`, "<=": sql`<=`, ">": sql`>`, ">=": sql`>=` };

function ruleSql(rule: FilterRule): SQL {
  const field = FIELDS[rule.key];
  const cast = sql.raw(field.text ? "::text" : "::numeric");
  const bind = (value: unknown) => sql`${value}${cast}`;
  const bindList = (values: unknown[]) => sql`${sql.param(values)}${cast}[]`;
  const any = (cond: (expr: SQL) => SQL) =>
    sql`(${sql.join(
      field.exprs.map((e) => cond(e)),
      sql` or `,
    )})`;
  const within = (cond: SQL) => (field.from ? sql`exists (select 1 from ${field.from} and ${cond})` : cond);
  const without = (cond: SQL) =>
    field.from ? sql`not exists (select 1 from ${field.from} and ${cond})` : sql`not ${cond}`;
  if (rule.operator === "IS EXIST") return field.from ? sql`exists (select 1 from ${field.from})` : sql`true`;
  const { values } = rule;
  switch (rule.operator) {
    case "=":
    case "<":
    case "<=":
    case ">":
    case ">=": {
      const op = COMPARE[rule.operator];
      return within(any((e) => sql`${e} ${op} ${bind(values[0])}`));
    }
    case "!=":
      return without(any((e) => sql`${e} = ${bind(values[0])}`));
    case "BETWEEN": {
      const low = bind(Math.min(Number(values[0]), Number(values[1])));
      const high = bind(Math.max(Number(values[0]), Number(values[1])));
      return within(any((e) => sql`${e} between ${low} and ${high}`));
    }
    case "IN":
      return within(any((e) => sql`${e} = any(${bindList(values)})`));
    case "NOT IN":
      return without(any((e) => sql`${e} = any(${bindList(values)})`));
  }
}

export interface TextQuery {
  /** Must match: every word, as a prefix (tsquery text for to_tsquery('norwegian', …)). */
  match: string;
  /**
   * Or every word inside the name, for the tails of compounds the stemmer cannot split ("løpesko" in
   * "Terrengløpesko"); served by the trigram index on the name. Words of letters and digits only.
   */
  infix: string[];
  /** Rank higher: every word as a whole word in the name, in name or brand/groups, as a prefix there. */
  exactName: string;
  exactNameOrBrand: string;
  prefixNameOrBrand: string;
}

export interface SearchSql {
  text: TextQuery | null;
  filters: FilterRule[];
  exclude: number[];
  orderBy: SearchOrderBy;
  order: "asc" | "desc";
  take: number;
  page: number;
}

const BESTSELLER = sql.raw(`coalesce(b.qty_rank, ${UNKNOWN_BESTSELLER_RANK})`);

/** One page of matching visible article ids and how many match in all. */
export async function searchArticleIds(ex: Executor, q: SearchSql): Promise<{ ids: number[]; total: number }> {
  const where: SQL[] = [sql`a.visible_web = 1`];
  let relevance = sql`0`;
  if (q.text) {
    const ts = (text: string) => sql`to_tsquery('norwegian', ${text}::text)`;
    const infix = q.text.infix.map((w) => sql`a.name ilike ${`%${w}%`}::text`);
    const infixSql = infix.length ? sql` or (${sql.join(infix, sql` and `)})` : sql``;
    where.push(sql`(a.search_vector @@ ${ts(q.text.match)}${infixSql})`);
    // Whole words in the name first, then in brand and group names, then prefixes there, then the rest.
    relevance = sql`(case when a.search_vector @@ ${ts(q.text.exactName)} then 4 else 0 end
                + case when a.search_vector @@ ${ts(q.text.exactNameOrBrand)} then 2 else 0 end
                + case when a.search_vector @@ ${ts(q.text.prefixNameOrBrand)} then 1 else 0 end)`;
  }
  for (const rule of q.filters) where.push(ruleSql(rule));
  if (q.exclude.length > 0) where.push(sql`a.id <> all(${sql.param(q.exclude)}::int[])`);
  const asc = q.order === "asc";
  const dir = sql.raw(asc ? "asc" : "desc");
  const orderSql = {
    relevance: sql`relevance ${sql.raw(asc ? "desc" : "asc")}, ${BESTSELLER} ${dir}, a.id ${dir}`,
    bestseller: sql`${BESTSELLER} ${dir}, a.id ${dir}`,
    price: sql`a.suggested_price_ore ${dir}, a.id ${dir}`,
    name: sql`a.name ${dir}, a.id ${dir}`,
  }[q.orderBy];
  const from = sql`from articles a
    join product_lines pl on pl.id = a.product_line_id
    left join bestsellers b on b.article_id = a.id
   where ${sql.join(where, sql`\n and `)}`;
  const found = await rows<{ id: number; total: string | number }>(
    ex,
    sql`select a.id, ${relevance} as relevance, count(*) over () as total ${from}
         order by ${orderSql} limit ${q.take}::int offset ${q.page * q.take}::int`,
  );
  if (found.length > 0 || q.page === 0) return { ids: found.map((r) => r.id), total: Number(found[0]?.total ?? 0) };
  // Past the last page: the window count came with no row, so count on its own.
  const [counted] = await rows<{ total: string | number }>(
    ex,
    sql`select count(*) as total from (select ${relevance} as relevance ${from}) m`,
  );
  return { ids: [], total: Number(counted.total) };
}

/**
 * Words of article names, brands, groups, colours and genders: what typo correction compares with.
 * Names and search texts repeat (4,400 and 58,000 distinct at 100,000 articles), so each distinct
 * text is split once; the words are the same as splitting every article's name and text.
 */
export async function loadVocabulary(ex: Executor): Promise<string[]> {
  const found = await rows<{ word: string }>(
    ex,
    sql`select word from ts_stat($$select to_tsvector('simple', t) from (
          select name as t from articles where visible_web = 1
           union select search_text from articles where visible_web = 1) texts$$)`,
  );
  return found.map((r) => r.word);
}

/**
 * One batch of searchable articles after `afterId` (visible, with a product line, as the search joins
 * them): bestseller rank and search vector in PostgreSQL's text form.
 */
export function searchVectorsAfter(
  ex: Executor,
  afterId: number,
  limit: number,
): Promise<{ id: number; name: string; rank: number; vector: string }[]> {
  return rows(
    ex,
    sql`select a.id, a.name, ${BESTSELLER}::int as rank, a.search_vector::text as vector from articles a
          join product_lines pl on pl.id = a.product_line_id
          left join bestsellers b on b.article_id = a.id
         where a.visible_web = 1 and a.id > ${afterId}::int order by a.id limit ${limit}::int`,
  );
}

/**
 * Each word's lexeme as to_tsquery('norwegian', …) makes it: the lexeme, '' for a stop word, or
 * tsquery text with several lexemes for a word the parser splits.
 */
export async function stemWords(ex: Executor, words: string[]): Promise<Map<string, string>> {
  const found = await rows<{ word: string; query: string }>(
    ex,
    sql`select w as word, to_tsquery('norwegian', w)::text as query from unnest(${sql.param(words)}::text[]) as w`,
  );
  return new Map(found.map((r) => [r.word, r.query]));
}
