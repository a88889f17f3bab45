// Seeds a fresh embedded database and compares it with the test database that the global setup
// seeded the same way: identical content proves the generator is deterministic end to end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../../tests/helpers/test-app.ts";
import { openTestDatabase, TEST_ARTICLES } from "../../../tests/setup/test-database.ts";
import { type Database, openDatabase } from "../client.ts";
import { isValidEan13 } from "./ean.ts";
import { isDatabaseEmpty, seedDemo, seedReference } from "./index.ts";

let fresh: Database;
let seeded: Database;
let emptyBefore: boolean;

beforeAll(async () => {
  fresh = await openDatabase({});
  await fresh.migrate();
  await seedReference(fresh);
  await seedReference(fresh); // idempotent
  emptyBefore = await isDatabaseEmpty(fresh);
  await seedDemo(fresh, { articles: TEST_ARTICLES });
  seeded = await openTestDatabase();
});

afterAll(async () => {
  await fresh?.close();
  await seeded?.close();
});

async function one<T>(database: Database, text: string, params?: unknown[]): Promise<T> {
  const [row] = await rows<T>(database, text, params);
  return row as T;
}

/** md5 over a table's rows; timestamps as epoch seconds so the session time zone does not matter. */
async function fingerprint(database: Database, table: string, order: string, times: string[] = []) {
  const drop = ["search_vector", "password_hash", ...times];
  const epochs = times.map((c) => `coalesce(extract(epoch from t.${c})::text, '')`).join(" || '|' || ");
  const row = `(to_jsonb(t) - $1::text[])::text${epochs ? ` || '|' || ${epochs}` : ""}`;
  const r = await one<{ md5: string; n: number }>(
    database,
    `select md5(string_agg(${row}, ',' order by ${order})) as md5, count(*)::int as n from ${table} t`,
    [drop],
  );
  return r;
}

describe("seedDemo", () => {
  it("is only run on an empty shop, which isDatabaseEmpty reports", async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(fresh)).toBe(false);
  });

  it.each([
    ["articles", "t.id", ["created_at", "updated_at"]],
    ["variants", "t.id", []],
    ["stock", "t.variant_id, t.shop_id", []],
    ["campaigns", "t.id", ["starts_at", "ends_at"]],
    ["campaign_lines", "t.id", []],
    ["bestsellers", "t.article_id", []],
    ["reviews", "t.id", ["created_at"]],
    ["shops", "t.id", []],
    ["brands", "t.id", []],
    ["settings", "t.id", []],
    ["customers", "t.id", ["created_at", "updated_at", "terms_accepted_at", "email_verified_at"]],
    ["blog_posts", "t.id", ["published_at"]],
    ["postcodes", "t.code", []],
  ] as const)("writes the same %s every run", async (table, order, times) => {
    const a = await fingerprint(fresh, table, order, [...times]);
    const b = await fingerprint(seeded, table, order, [...times]);
    expect(a.n).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });

  it("gives every variant a valid, unique EAN-13", async () => {
    const variants = await rows<{ ean: string }>(fresh, "select ean from variants");
    expect(variants.length).toBeGreaterThan(TEST_ARTICLES);
    expect(variants.filter((r) => !isValidEan13(r.ean))).toEqual([]);
    expect(new Set(variants.map((r) => r.ean)).size).toBe(variants.length);
  });

  it("has shop 55 with stock of most variants", async () => {
    const r = await one<{ name: string; share: number }>(
      fresh,
      `select s.name, (select count(distinct variant_id) from stock where shop_id = 55)::float
         / (select count(*) from variants) as share from shops s where s.id = 55`,
    );
    expect(r.name).toBe("Oslo City");
    expect(r.share).toBeGreaterThan(0.75);
  });

  it("moves every serial past the explicit ids, so new rows get fresh ids", async () => {
    const shop = await one<{ id: number }>(
      fresh,
      `insert into shops (no, name, full_name, org_no, address, post_no, post_place, email, phone, latitude, longitude, opening_hours)
       values ('9999', 'Ny', 'Butikk Ny', '999999999', 'Gate 1', '0150', 'Oslo', 'ny@butikk.no', '+47 22 00 00 00', 59.9, 10.7, '1-5:1000-1800')
       returning id`,
    );
    expect(shop.id).toBeGreaterThan(55);
    const brand = await one<{ id: number }>(
      fresh,
      `insert into brands (slug, name, logo_svg, colors) values ('ny', 'Ny', '<svg/>', '{}') returning id`,
    );
    expect(brand.id).toBeGreaterThan(5);
  });

  it("keeps reference data idempotent and never resets the cache version", async () => {
    await rows(fresh, "update cache_versions set version = 41 where name = 'catalog'");
    await seedReference(fresh);
    const r = await one<{ genders: number; statuses: number; version: number }>(
      fresh,
      `select (select count(*) from genders)::int as genders, (select count(*) from reservation_statuses)::int as statuses,
              (select version from cache_versions where name = 'catalog') as version`,
    );
    expect(r).toEqual({ genders: 5, statuses: 9, version: 41 });
  });
});
