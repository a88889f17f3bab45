// What tests of the back office need: shops, brands and special hours put back as they were, since
// on PostgreSQL the test database is shared by the files (decision 039).
import type { Database } from "../../server/db/client.ts";
import { rows } from "./test-app.ts";

/**
 * Snapshots shops, brands and special hours; the function it returns puts them back, removes the shops
 * and brands created since (with their stock, special hours and settings; run it after their
 * reservations are removed) and the audit rows written since.
 */
export async function restoreShopsAndBrandsLater(database: Database): Promise<() => Promise<void>> {
  const snapshot = async (table: string) =>
    (await rows<{ row: unknown }>(database, `select to_jsonb(x) as row from ${table} x`)).map((r) => r.row);
  const columns = async (table: string) =>
    (
      await rows<{ name: string }>(
        database,
        "select column_name as name from information_schema.columns where table_name = $1 and column_name <> 'id' and is_generated = 'NEVER'",
        [table],
      )
    ).map((c) => `"${c.name}"`);
  const [shops, brands, special] = await Promise.all([
    snapshot("shops"),
    snapshot("brands"),
    snapshot("shop_special_hours"),
  ]);
  const [{ last }] = await rows<{ last: number | null }>(database, "select max(id) as last from audit_log");
  const [{ lastShop, lastBrand }] = await rows<{ lastShop: number | null; lastBrand: number | null }>(
    database,
    'select (select max(id) from shops) as "lastShop", (select max(id) from brands) as "lastBrand"',
  );
  return async () => {
    await rows(database, "delete from shops where id > $1", [lastShop ?? 0]);
    await rows(database, "delete from brands where id > $1", [lastBrand ?? 0]);
    for (const [table, saved] of [
      ["shops", shops],
      ["brands", brands],
    ] as const) {
      const list = (await columns(table)).join(", ");
      await rows(
        database,
        `update ${table} t set (${list}) = (select ${list} from jsonb_populate_record(null::${table}, b.row))
           from unnest($1::jsonb[]) as b(row) where t.id = (b.row->>'id')::int`,
        [saved.map((r) => JSON.stringify(r))],
      );
    }
    await rows(database, "delete from shop_special_hours");
    await rows(
      database,
      "insert into shop_special_hours select * from jsonb_populate_recordset(null::shop_special_hours, $1::jsonb)",
      [JSON.stringify(special)],
    );
    await rows(database, "delete from audit_log where id > $1", [last ?? 0]);
  };
}

/**
 * Snapshots a table with an `id` column; the function it returns puts every row back as it was:
 * rows added since are removed, rows deleted come back, rows changed get their old values. For tests
 * whose requests may approve, answer or delete seeded rows (the fuzz test's editor and admin).
 */
export async function restoreRowsLater(
  database: Database,
  table:
    | "reviews"
    | "promo_codes"
    | "articles"
    | "campaigns"
    | "campaign_lines"
    | "settings"
    | "blog_categories"
    | "blog_posts"
    | "polls"
    | "poll_questions"
    | "poll_options"
    | "variants"
    | "article_images"
    | "shipping_methods",
) {
  const saved = (await rows<{ row: unknown }>(database, `select to_jsonb(x) as row from ${table} x`)).map((r) => r.row);
  const names = (
    await rows<{ name: string }>(
      database,
      "select column_name as name from information_schema.columns where table_name = $1 and column_name <> 'id' and is_generated = 'NEVER'",
      [table],
    )
  ).map((c) => `"${c.name}"`);
  const list = names.join(", ");
  const excluded = names.map((n) => `excluded.${n}`).join(", ");
  return async () => {
    const json = JSON.stringify(saved);
    await rows(
      database,
      `delete from ${table} where id not in (select (r->>'id')::int from jsonb_array_elements($1::jsonb) r)`,
      [json],
    );
    await rows(
      database,
      `insert into ${table} (id, ${list}) select id, ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)
         on conflict (id) do update set (${list}) = (${excluded})`,
      [json],
    );
  };
}

/** The audit rows of one thing, oldest first: what was done, and the changed fields before and after. */
export function auditRowsOf(database: Database, entityType: string, entityId: string | number) {
  return rows<{ action: string; actor_name: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    database,
    "select action, actor_name, changes->'before' as before, changes->'after' as after from audit_log where entity_type = $1 and entity_id = $2 order by id",
    [entityType, String(entityId)],
  );
}

/**
 * Snapshots the blog and the polls (decision 049); the function it returns puts them back, parents
 * before children, with the posts' categories (a table without an id of its own).
 */
export async function restoreContentLater(database: Database): Promise<() => Promise<void>> {
  const tables = ["blog_categories", "blog_posts", "polls", "poll_questions", "poll_options"] as const;
  const undo: (() => Promise<void>)[] = [];
  for (const table of tables) undo.push(await restoreRowsLater(database, table));
  const links = await rows<{ post_id: number; category_id: number }>(
    database,
    "select post_id, category_id from blog_post_categories",
  );
  return async () => {
    for (const restore of undo) await restore();
    await rows(database, "delete from blog_post_categories");
    await rows(
      database,
      "insert into blog_post_categories (post_id, category_id) select * from unnest($1::int[], $2::int[])",
      [links.map((l) => l.post_id), links.map((l) => l.category_id)],
    );
  };
}

/**
 * One file as a browser's multipart/form-data body (field 'file'), for app.inject: the body and its
 * content type with the boundary, built by the platform's own FormData.
 */
export async function multipartFile(data: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type }), filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") as string },
  };
}
