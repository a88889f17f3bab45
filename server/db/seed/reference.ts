// Reference data every installation needs, demo or not. Safe to run on every start.
import { RESERVATION_STATUSES } from "../../../domain/reservation-statuses.ts";
import type { Database, Executor } from "../client.ts";
import { insertRows } from "./bulk.ts";
import { columns } from "./columns.ts";
import { loadPostcodes, type PostcodeRow } from "./postcodes.ts";

/** Spec section 3: ids 1 Herre, 2 Dame, 4 Barn, 10 Uni(sex), 11 Junior. Slugs are the gender routes. */
export const GENDERS = [
  { id: 1, name: "Herre", slug: "herre" },
  { id: 2, name: "Dame", slug: "dame" },
  { id: 4, name: "Barn", slug: "barn" },
  { id: 10, name: "Unisex", slug: "uni" },
  { id: 11, name: "Junior", slug: "junior" },
] as const;

export const GENDER = { herre: 1, dame: 2, barn: 4, unisex: 10, junior: 11 } as const;
export type GenderId = (typeof GENDERS)[number]["id"];

export const CACHE_NAMES = ["catalog"] as const;

async function upsertPostcodes(ex: Executor, rows: readonly PostcodeRow[]): Promise<void> {
  // One row per code (the last wins), or ON CONFLICT DO UPDATE would hit a row twice in one batch.
  const unique = [...new Map(rows.map((r) => [r.code, r])).values()];
  await insertRows(
    ex,
    "postcodes",
    columns({
      code: "text",
      place: "text",
      municipality: "text",
      county: "text",
      category: "text",
      latitude: "float8",
      longitude: "float8",
      quality: "int2",
      active: "bool",
    }),
    unique as unknown as Record<string, unknown>[],
    {
      onConflict: `on conflict (code) do update set place = excluded.place, municipality = excluded.municipality,
        county = excluded.county, category = excluded.category, latitude = excluded.latitude,
        longitude = excluded.longitude, quality = excluded.quality, active = excluded.active`,
    },
  );
}

/** Genders, reservation statuses, cache versions and postcodes. Idempotent; run at every start. */
export async function seedReference(database: Database): Promise<void> {
  const postcodes = await loadPostcodes();
  await database.transaction(async (ex) => {
    await insertRows(ex, "genders", columns({ id: "int4", name: "text", slug: "text" }), GENDERS, {
      onConflict: "on conflict (id) do update set name = excluded.name, slug = excluded.slug",
    });
    await insertRows(
      ex,
      "reservation_statuses",
      columns({ id: "int4", code: "text", name: "text" }),
      RESERVATION_STATUSES,
      { onConflict: "on conflict (id) do update set code = excluded.code, name = excluded.name" },
    );
    // Never reset a live version: nodes compare it to decide whether their caches are stale.
    await insertRows(
      ex,
      "cache_versions",
      columns({ name: "text", version: "int4" }),
      CACHE_NAMES.map((name) => ({ name, version: 0 })),
      { onConflict: "on conflict (name) do nothing" },
    );
    await upsertPostcodes(ex, postcodes);
  });
}
