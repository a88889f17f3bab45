// The back office's side of the brands (issue 15): hostnames, logo, colours and menu flags. Writes
// take the caller's transaction (the audit row commits with them); the caller drops the tenants
// cache after the commit, so every page shows the brand as it now is.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { brandColorsProblem } from "../../../domain/contrast.ts";
import type { NewBrand } from "../../../domain/schemas/brand-admin.ts";
import { slugify } from "../../../domain/slug.ts";
import type { Database, Executor } from "../../db/client.ts";
import { brands } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";

export const BRAND_NOT_FOUND = "Merket finnes ikke";
export const LOGO_NOT_SVG = "Logoen må være en SVG som begynner med <svg";
export const HOSTNAME_INVALID = "Vertsnavn skrives som butikk.no eller www.butikk.no, uten https:// og skråstrek";
export const BRAND_NAME_TAKEN = "Et merke med dette navnet finnes allerede";
export const hostnameTaken = (host: string) => `Vertsnavnet ${host} brukes allerede av et annet merke`;

export interface BrandRecord {
  id: number;
  slug: string;
  name: string;
  hostnames: string[];
  logoSvg: string;
  colors: { primary: string; onPrimary: string; accent: string };
  menu: { maintenance: boolean; information: boolean; about: boolean; support: boolean; collection: boolean };
}

export type BrandChanges = Partial<Omit<BrandRecord, "id" | "slug">>;

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SVG_START = /^\s*(?:<\?xml[^>]*>\s*)?<svg[\s>]/i;

/** The standard colours a new brand starts with (AA contrast), as the shop shows before any brand exists. */
export const STARTING_COLORS = { primary: "#1d4d3a", onPrimary: "#ffffff", accent: "#e8a33d" };

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** A text logo in the brand's name, until the administrator uploads the brand's own SVG. */
export function textLogo(name: string): string {
  const label = escapeXml(name);
  const width = Math.max(120, Math.ceil(name.length * 14));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" role="img" aria-label="${label}"><text x="0" y="24" font-size="24" font-family="sans-serif" fill="currentColor">${label}</text></svg>`;
}

export function createBrandAdmin(database: Database) {
  async function find(ex: Executor, id: number): Promise<BrandRecord> {
    const [b] = await ex.select().from(brands).where(eq(brands.id, id));
    if (!b) throw new NotFound(BRAND_NOT_FOUND);
    return {
      id: b.id,
      slug: b.slug,
      name: b.name,
      hostnames: b.hostnames,
      logoSvg: b.logoSvg,
      colors: b.colors,
      menu: {
        maintenance: b.showMaintenance,
        information: b.showInformation,
        about: b.showAbout,
        support: b.showSupport,
        collection: b.showCollection,
      },
    };
  }

  async function check(tx: Executor, id: number, changes: BrandChanges): Promise<void> {
    if (changes.name !== undefined && changes.name.trim() === "") {
      throw new InvalidInput("Merket må ha et navn", { name: ["Merket må ha et navn"] });
    }
    if (changes.colors) {
      const problem = brandColorsProblem(changes.colors);
      if (problem) throw new InvalidInput(problem, { colors: [problem] });
    }
    if (changes.logoSvg !== undefined && !SVG_START.test(changes.logoSvg)) {
      throw new InvalidInput(LOGO_NOT_SVG, { logoSvg: [LOGO_NOT_SVG] });
    }
    for (const host of changes.hostnames ?? []) {
      if (!HOSTNAME.test(host)) throw new InvalidInput(HOSTNAME_INVALID, { hostnames: [HOSTNAME_INVALID] });
      const [other] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(and(ne(brands.id, id), sql`${host} = any(${brands.hostnames})`));
      if (other) throw new Conflict(hostnameTaken(host));
    }
  }

  return {
    async list(): Promise<BrandRecord[]> {
      const ids = await database.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id));
      return Promise.all(ids.map((b) => find(database.db, b.id)));
    },

    find,

    /**
     * Creates a brand; the first one (or one made while none is the default) becomes the default,
     * shown for every unknown hostname. Two brands with one name (one address) are refused.
     */
    async create(tx: Executor, input: NewBrand): Promise<BrandRecord> {
      const name = input.name.trim();
      const hostnames = [...new Set(input.hostnames.map((h) => h.trim().toLowerCase()).filter((h) => h !== ""))];
      await check(tx, 0, { name, hostnames });
      const slug = slugify(name) || "merke";
      const [taken] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
      if (taken) throw new Conflict(BRAND_NAME_TAKEN, { name: [BRAND_NAME_TAKEN] });
      const [withDefault] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.isDefault, true));
      const [row] = await tx
        .insert(brands)
        .values({
          slug,
          name,
          hostnames,
          isDefault: !withDefault,
          logoSvg: textLogo(name),
          colors: STARTING_COLORS,
        })
        .returning({ id: brands.id });
      return find(tx, row.id);
    },

    /** Checks and writes the changes; returns the brand before and after. */
    async update(tx: Executor, id: number, changes: BrandChanges) {
      const before = await find(tx, id);
      const hostnames = changes.hostnames?.map((h) => h.trim().toLowerCase()).filter((h) => h !== "");
      const clean = { ...changes, ...(hostnames ? { hostnames: [...new Set(hostnames)] } : {}) };
      await check(tx, id, clean);
      const { menu, name, ...rest } = clean;
      const values = {
        ...rest,
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(menu
          ? {
              showMaintenance: menu.maintenance,
              showInformation: menu.information,
              showAbout: menu.about,
              showSupport: menu.support,
              showCollection: menu.collection,
            }
          : {}),
      };
      // An empty change is no change (the query builder refuses an update without values).
      if (Object.keys(values).length > 0) await tx.update(brands).set(values).where(eq(brands.id, id));
      return { before, after: await find(tx, id) };
    },
  };
}
