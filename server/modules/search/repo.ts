// SQL of the search. Every value a shopper sends is a bound parameter; the SQL text is assembled only
// from the fixed fragments below, chosen by validated filter keys and operators.
import type { Database } from "../../db/client.ts";
import { UNKNOWN_BESTSELLER_RANK } from "../catalog/display-names.ts";
import type { FilterKey, FilterRule, SearchOrderBy } from "./schemas.ts";

/** Bound parameters of one statement; `add` returns the placeholder. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ""): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

interface Field {
  /** Expressions compared with the value (colour groups match on their name or their label). */
  exprs: string[];
  /** For keys an article has several of: the rows to look in, correlated to `a`. */
  from?: string;
  text: boolean;
}

const FIELDS: Record<FilterKey, Field> = {
  colorGroups: {
    exprs: ["lower(cg.name)", "lower(cg.label)"],
    from: `variants v join colors c on c.id = v.color_id join color_groups cg on cg.id = c.color_group_id
            where v.article_id = a.id`,
    text: true,
  },
  brand: { exprs: ["lower(pl.name)"], text: true },
  gender: { exprs: ["a.gender_id"], text: false },
  // Shops where a variant purchasable on web is in stock: the article's `available` list.
  available: {
    exprs: ["st.shop_id"],
    from: `variants v join stock st on st.variant_id = v.id
            where v.article_id = a.id and v.purchasable_web = 1 and st.qty > 0`,
    text: false,
  },
  // The gross price in whole kroner, as the shopper sees it; bounds are inclusive (spec section 5).
  price: { exprs: ["((a.suggested_price_ore + 50) / 100)"], text: false },
  articleGroup3ID: { exprs: ["a.article_group3_id"], text: false },
};

const COMPARE: Record<string, string> = { "=": "=", "<": "<", "<=": "<=", ">": ">", ">=": ">=" };

function ruleSql(rule: FilterRule, params: Params): string {
  const field = FIELDS[rule.key];
  const cast = field.text ? "::text" : "::numeric";
  const any = (cond: (expr: string) => string) => `(${field.exprs.map(cond).join(" or ")})`;
  const within = (cond: string) => (field.from ? `exists (select 1 from ${field.from} and ${cond})` : cond);
  const without = (cond: string) =>
    field.from ? `not exists (select 1 from ${field.from} and ${cond})` : `not ${cond}`;

  if (rule.operator === "IS EXIST") return field.from ? `exists (select 1 from ${field.from})` : "true";
  const { values } = rule;
  switch (rule.operator) {
    case "=":
    case "<":
    case "<=":
    case ">":
    case ">=": {
      const p = params.add(values[0], cast);
      return within(any((e) => `${e} ${COMPARE[rule.operator]} ${p}`));
    }
    case "!=": {
      const p = params.add(values[0], cast);
      return without(any((e) => `${e} = ${p}`));
    }
    case "BETWEEN": {
      const low = params.add(Math.min(Number(values[0]), Number(values[1])), cast);
      const high = params.add(Math.max(Number(values[0]), Number(values[1])), cast);
      return within(any((e) => `${e} between ${low} and ${high}`));
    }
    case "IN": {
      const p = params.add(values, `${cast}[]`);
      return within(any((e) => `${e} = any(${p})`));
    }
    case "NOT IN": {
      const p = params.add(values, `${cast}[]`);
      return without(any((e) => `${e} = any(${p})`));
    }
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

const BESTSELLER = `coalesce(b.qty_rank, ${UNKNOWN_BESTSELLER_RANK})`;

/** One page of matching visible article ids and how many match in all. */
export async function searchArticleIds(database: Database, q: SearchSql): Promise<{ ids: number[]; total: number }> {
  const params = new Params();
  const where = ["a.visible_web = 1"];
  let relevance = "0";
  if (q.text) {
    const ts = (text: string) => `to_tsquery('norwegian', ${params.add(text, "::text")})`;
    const infix = q.text.infix.map((w) => `a.name ilike ${params.add(`%${w}%`, "::text")}`);
    where.push(`(a.search_vector @@ ${ts(q.text.match)}${infix.length ? ` or (${infix.join(" and ")})` : ""})`);
    // Whole words in the name first, then in brand and group names, then prefixes there, then the rest.
    relevance = `(case when a.search_vector @@ ${ts(q.text.exactName)} then 4 else 0 end
                + case when a.search_vector @@ ${ts(q.text.exactNameOrBrand)} then 2 else 0 end
                + case when a.search_vector @@ ${ts(q.text.prefixNameOrBrand)} then 1 else 0 end)`;
  }
  for (const rule of q.filters) where.push(ruleSql(rule, params));
  if (q.exclude.length > 0) where.push(`a.id <> all(${params.add(q.exclude, "::int[]")})`);

  const asc = q.order === "asc";
  const dir = asc ? "asc" : "desc";
  const orderSql = {
    relevance: `relevance ${asc ? "desc" : "asc"}, ${BESTSELLER} ${dir}, a.id ${dir}`,
    bestseller: `${BESTSELLER} ${dir}, a.id ${dir}`,
    price: `a.suggested_price_ore ${dir}, a.id ${dir}`,
    name: `a.name ${dir}, a.id ${dir}`,
  }[q.orderBy];

  const whereSql = where.join("\n and ");
  const from = `from articles a
    join product_lines pl on pl.id = a.product_line_id
    left join bestsellers b on b.article_id = a.id
   where ${whereSql}`;
  const limit = params.add(q.take, "::int");
  const offset = params.add(q.page * q.take, "::int");
  const { rows } = await database.query<{ id: number; total: string | number }>(
    `select a.id, ${relevance} as relevance, count(*) over () as total ${from}
      order by ${orderSql} limit ${limit} offset ${offset}`,
    params.values,
  );
  if (rows.length > 0 || q.page === 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
  // Past the last page: the window count came with no row, so count on its own.
  const countParams = params.values.slice(0, -2);
  const { rows: counted } = await database.query<{ total: string | number }>(
    `select count(*) as total from (select ${relevance} as relevance ${from}) m`,
    countParams,
  );
  return { ids: [], total: Number(counted[0].total) };
}

/** Words of article names, brands, groups, colours and genders: what typo correction compares with. */
export async function loadVocabulary(database: Database): Promise<string[]> {
  const { rows } = await database.query<{ word: string }>(
    `select word from ts_stat($$select to_tsvector('simple', name || ' ' || search_text) from articles
                                where visible_web = 1$$)`,
  );
  return rows.map((r) => r.word);
}
