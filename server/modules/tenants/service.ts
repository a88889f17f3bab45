// Brands (tenants) and their settings. A brand is resolved from the Host header, else the default brand.
import type { Database } from "../../db/client.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";

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

  const allTenants = () =>
    cache.get("tenants", async (): Promise<Tenant[]> => {
      const { rows } = await database.query<{
        id: number;
        slug: string;
        name: string;
        hostnames: string[];
        is_default: boolean;
        logo_svg: string;
        colors: Tenant["colors"] | string;
        product_line_id: number | null;
        show_maintenance: boolean;
        show_information: boolean;
        show_about: boolean;
        show_support: boolean;
        show_collection: boolean;
        pages: Record<string, string> | string;
      }>("select * from brands order by id");
      return rows.map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        logo: b.logo_svg,
        colors: typeof b.colors === "string" ? JSON.parse(b.colors) : b.colors,
        productLineId: b.product_line_id,
        menu: {
          maintenance: b.show_maintenance,
          information: b.show_information,
          about: b.show_about,
          support: b.show_support,
          collection: b.show_collection,
        },
        pages: typeof b.pages === "string" ? JSON.parse(b.pages) : b.pages,
        hostnames: b.hostnames,
        isDefault: b.is_default,
      }));
    });

  return {
    cache,

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
        const { rows } = await database.query<{ key: string; value: unknown; brand_id: number | null }>(
          "select key, value, brand_id from settings where brand_id is null or brand_id = $1 order by brand_id nulls first",
          [tenant.id],
        );
        const result: Record<string, unknown> = {};
        for (const row of rows) result[row.key] = row.value;
        return result;
      }),
  };
}
