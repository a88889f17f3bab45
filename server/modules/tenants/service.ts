// Brands (tenants) and their settings. A brand is resolved from the Host header, else the default brand.
import { and, eq, isNull, notLike, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { brands, settings } from "../../db/schema.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";
import { createBrandAdmin } from "./admin.ts";
import { createContentAdmin, DRAFT_PREFIX } from "./content-admin.ts";

export interface Tenant {
  id: number;
  slug: string;
  name: string;
  logo: string;
  colors: { primary: string; onPrimary: string; accent: string };
  productLineId: number | null;
  menu: { maintenance: boolean; information: boolean; about: boolean; support: boolean; collection: boolean };
  pages: Record<string, string>;
  hostnames: string[];
  isDefault: boolean;
}

/** Used before any brand exists (an empty database started with SEED_DEMO=0). */
const FALLBACK_TENANT: Tenant = {
  id: 0,
  slug: "butikk",
  name: "Butikk",
  logo: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32" role="img" aria-label="Butikk"><text x="0" y="24" font-size="24" font-family="sans-serif" fill="currentColor">Butikk</text></svg>',
  colors: { primary: "#1d4d3a", onPrimary: "#ffffff", accent: "#e8a33d" },
  productLineId: null,
  menu: { maintenance: false, information: false, about: true, support: true, collection: false },
  pages: {},
  hostnames: [],
  isDefault: true,
};

export type TenantService = ReturnType<typeof createTenantService>;

export function createTenantService(database: Database) {
  const cache = new VersionedCache(database, "tenants", { maxBytes: 4 * 1024 * 1024, ttlMs: 60_000 });

  const content = createContentAdmin(database);

  const allTenants = () =>
    cache.get("tenants", async (): Promise<Tenant[]> => {
      const found = await database.db.select().from(brands).orderBy(brands.id);
      return found.map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        logo: b.logoSvg,
        colors: b.colors,
        productLineId: b.productLineId,
        menu: {
          maintenance: b.showMaintenance,
          information: b.showInformation,
          about: b.showAbout,
          support: b.showSupport,
          collection: b.showCollection,
        },
        pages: b.pages,
        hostnames: b.hostnames,
        isDefault: b.isDefault,
      }));
    });

  return {
    cache,
    /** The back office's reads and writes (admin.ts). */
    admin: createBrandAdmin(database),
    /** The brand's home grid and its drafts, page texts and menu categories (content-admin.ts). */
    content,

    /** A draft of a home grid by its name (the preview, /preview/:name), or null. */
    homeDraft: (name: string) => content.findDraft(database.db, name),

    /** The brand whose hostnames include the Host header (port ignored), else the default brand. */
    async forHost(host: string | undefined): Promise<Tenant> {
      const tenants = await allTenants();
      const hostname = (host ?? "")
        .toLowerCase()
        .replace(/:\d+$/, "")
        .replace(/^\[|\]$/g, "");
      return (
        tenants.find((t) => t.hostnames.includes(hostname)) ??
        tenants.find((t) => t.isDefault) ??
        tenants[0] ??
        FALLBACK_TENANT
      );
    },

    /** Global settings with the brand's own values on top. */
    settings: (tenant: Tenant) =>
      cache.get(`settings:${tenant.id}`, async (): Promise<Record<string, unknown>> => {
        const found = await database.db
          .select({ key: settings.key, value: settings.value })
          .from(settings)
          // Drafts of the home grid are for the back office and the preview only.
          .where(
            and(
              or(isNull(settings.brandId), eq(settings.brandId, tenant.id)),
              notLike(settings.key, `${DRAFT_PREFIX}%`),
            ),
          )
          // The brand's own values come last, so they win.
          .orderBy(sql`${settings.brandId} asc nulls first`);
        const result: Record<string, unknown> = {};
        for (const row of found) result[row.key] = row.value;
        return result;
      }),
  };
}
