// The rows the in-memory list index is built from (decision 056): every visible article with what the
// list filters ask of it, and the campaign lines, read in batches beside the storefront's requests.
import { sql } from "drizzle-orm";
import { type Executor, rows } from "../../db/client.ts";
import type { ListIndexRow } from "./list-index.ts";
import { BESTSELLER, VISIBLE } from "./list-repo.ts";

/** Articles per statement while the list index is built: PGlite answers other requests in between. */
const INDEX_BATCH = 5000;

const intList = (value: number[] | string | null): number[] =>
  value == null ? [] : typeof value === "string" ? (value.match(/\d+/g) ?? []).map(Number) : value.map(Number);

/**
 * Every visible article as the list index holds it (list-index.ts), in name order. Read in batches of
 * ids plus one statement for the name order and one for the campaign lines; the caller builds the
 * index for one catalogue version and drops it when the version changed meanwhile.
 */
export async function listIndexRows(ex: Executor): Promise<ListIndexRow[]> {
  const byId = new Map<number, ListIndexRow>();
  for (let after = 0; ; ) {
    const batch = await rows<{
      id: number;
      main_group_id: number;
      article_group2_id: number;
      article_group3_id: number;
      gender_id: number;
      product_line_id: number;
      bestseller: number;
      suggested_price_ore: number;
      colour_groups: number[] | string | null;
      sizes: number[] | string | null;
    }>(
      ex,
      sql`select a.id, a.main_group_id, a.article_group2_id, a.article_group3_id, a.gender_id, a.product_line_id,
                 ${BESTSELLER} as bestseller, a.suggested_price_ore,
                 (select array_agg(distinct co.color_group_id) from variants v join colors co on co.id = v.color_id
                   where v.article_id = a.id) as colour_groups,
                 (select array_agg(distinct v.size_id) from variants v where v.article_id = a.id) as sizes
            from articles a left join bestsellers b on b.article_id = a.id
           where ${VISIBLE} and a.id > ${after}
           order by a.id
           limit ${INDEX_BATCH}`,
    );
    for (const r of batch) {
      byId.set(r.id, {
        id: r.id,
        mainGroup: r.main_group_id,
        group2: r.article_group2_id,
        group3: r.article_group3_id,
        gender: r.gender_id,
        productLine: r.product_line_id,
        bestseller: Number(r.bestseller),
        suggestedOre: r.suggested_price_ore,
        colourGroups: intList(r.colour_groups),
        sizes: intList(r.sizes),
        campaignLines: [],
      });
    }
    if (batch.length < INDEX_BATCH) break;
    after = batch[batch.length - 1].id;
  }
  const [lines, names] = await Promise.all([
    rows<{
      article_id: number;
      campaign_id: number;
      price_ore: number;
      starts_at: Date | string;
      ends_at: Date | string;
    }>(
      ex,
      sql`select cl.article_id, cl.campaign_id, cl.price_ore, c.starts_at, c.ends_at
            from campaign_lines cl join campaigns c on c.id = cl.campaign_id`,
    ),
    rows<{ id: number }>(ex, sql`select a.id from articles a where ${VISIBLE} order by a.name, a.id`),
  ]);
  for (const line of lines) {
    byId.get(line.article_id)?.campaignLines.push({
      campaignId: line.campaign_id,
      priceOre: line.price_ore,
      startsAt: new Date(line.starts_at).getTime(),
      endsAt: new Date(line.ends_at).getTime(),
    });
  }
  // An article shown or hidden between the statements: the version check throws this index away.
  return names.flatMap(({ id }) => byId.get(id) ?? []);
}
