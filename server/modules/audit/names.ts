// What the audit log's rows are about, by name (decision 066): an article by its name, stock as
// "Fjordlys Dunjakke, Svart, M i Oslo City", a campaign, post, poll or code by its own name, a page by
// its title and brand. Each owner is asked for its own names, a page of rows at a time; a thing that is
// gone is named from the row itself (its name before it was deleted), else not at all.
import { PAGE_TEXTS } from "../../../domain/page-texts.ts";
import type { AuditEntry } from "./service.ts";

export interface AuditNameSources {
  shops: () => Promise<{ id: number; name: string }[]>;
  brands: () => Promise<{ id: number; name: string }[]>;
  articles: (ids: number[]) => Promise<{ id: number; name: string }[]>;
  blogPosts: (ids: number[]) => Promise<Map<number, string>>;
  blogCategories: () => Promise<{ id: number; name: string }[]>;
  polls: (ids: number[]) => Promise<Map<number, string>>;
  promoCodes: (ids: number[]) => Promise<Map<number, string>>;
  shippingMethods: (ids: number[]) => Promise<Map<number, string>>;
  campaigns: (ids: number[]) => Promise<Map<number, string>>;
  /** Back-office people by their full name (customers module). */
  people: (ids: number[]) => Promise<Map<number, string>>;
  /** Variants with their article and label ("Fjordlys Dunjakke, Svart, M"). */
  variants: (ids: number[]) => Promise<Map<number, { articleId: number; label: string }>>;
  /** The category tree's levels, sizes and colours by "type:id" ("category:3" → "Sko"). */
  taxonomy: () => Promise<Map<string, string>>;
}

export interface AuditNames {
  /** "article:12" → "Fjordlys Dunjakke"; every row's thing, and the articles its fields point at. */
  names: Map<string, string>;
  /** A stock row's article ("stock:<variant>:<shop>" → article id), for its link. */
  articleOfStock: Map<string, number>;
}

/** The kinds of rows the catalogue's taxonomy names (decision 069). */
const TAXONOMY_ENTITIES = ["category", "subcategory", "articlegroup", "size", "colorgroup", "color"];

const numbers = (values: readonly string[]) =>
  [...new Set(values.filter((v) => /^\d{1,10}$/.test(v)).map(Number))].filter((n) => n > 0 && n < 2 ** 31);

/** The name a row keeps of its thing: what it was called before it was deleted (or when created). */
function ownName(entry: Pick<AuditEntry, "before" | "after">): string | null {
  for (const side of [entry.before, entry.after]) {
    for (const key of ["name", "title", "code", "file"]) {
      if (typeof side[key] === "string" && side[key]) return side[key] as string;
    }
  }
  return null;
}

export function createAuditNames(sources: AuditNameSources) {
  return async function namesOf(entries: readonly AuditEntry[]): Promise<AuditNames> {
    const ids = (type: string) => entries.filter((e) => e.entityType === type).map((e) => e.entityId);
    const stock = entries
      .filter((e) => e.entityType === "stock")
      .map((e) => e.entityId.split(":"))
      .filter((p): p is [string, string] => p.length === 2);
    const articleIds = numbers([
      ...ids("article"),
      ...entries.flatMap((e) =>
        [e.before.articleId, e.after.articleId].filter((v) => typeof v === "number").map(String),
      ),
    ]);
    const wants = (...types: string[]) => entries.some((e) => types.includes(e.entityType));
    const [shops, brands, articles, variants, campaigns, posts, categories, polls, codes, people, taxonomy, methods] =
      await Promise.all([
        wants("shop", "stock") ? sources.shops() : [],
        wants("brand", "home", "menu", "page") ? sources.brands() : [],
        articleIds.length ? sources.articles(articleIds) : [],
        sources.variants(numbers(stock.map(([variant]) => variant))),
        sources.campaigns(numbers(ids("campaign"))),
        sources.blogPosts(numbers(ids("blogpost"))),
        wants("blogcategory") ? sources.blogCategories() : [],
        sources.polls(numbers(ids("poll"))),
        sources.promoCodes(numbers(ids("promocode"))),
        sources.people(numbers(ids("person"))),
        wants(...TAXONOMY_ENTITIES) ? sources.taxonomy() : new Map<string, string>(),
        sources.shippingMethods(numbers(ids("shipping"))),
      ]);
    const shopName = new Map(shops.map((s) => [String(s.id), s.name]));
    const brandName = new Map(brands.map((b) => [String(b.id), b.name]));
    const names = new Map<string, string>();
    const articleOfStock = new Map<string, number>();
    for (const a of articles) names.set(`article:${a.id}`, a.name);
    for (const [id, name] of campaigns) names.set(`campaign:${id}`, name);
    for (const [id, title] of posts) names.set(`blogpost:${id}`, title);
    for (const c of categories) names.set(`blogcategory:${c.id}`, c.name);
    for (const [id, name] of polls) names.set(`poll:${id}`, name);
    for (const [id, code] of codes) names.set(`promocode:${id}`, code);
    for (const [id, name] of people) names.set(`person:${id}`, name);
    for (const [key, name] of taxonomy) names.set(key, name);
    for (const [id, name] of methods) names.set(`shipping:${id}`, name);
    for (const [id, name] of shopName) names.set(`shop:${id}`, name);
    for (const [id, name] of brandName) {
      names.set(`brand:${id}`, name);
      names.set(`home:${id}`, name);
      names.set(`menu:${id}`, name);
    }
    for (const [variant, shop] of stock) {
      const found = variants.get(Number(variant));
      const where = shopName.get(shop) ?? `butikk ${shop}`;
      names.set(`stock:${variant}:${shop}`, `${found?.label ?? `variant ${variant}`} i ${where}`);
      if (found) articleOfStock.set(`${variant}:${shop}`, found.articleId);
    }
    for (const e of entries) {
      const key = `${e.entityType}:${e.entityId}`;
      if (e.entityType === "page") {
        const [brand = "", page = ""] = e.entityId.split(":");
        const title = PAGE_TEXTS.find((p) => p.key === page)?.name ?? page;
        names.set(key, brandName.has(brand) ? `${title} (${brandName.get(brand)})` : title);
      }
      if (!names.has(key)) {
        const own = ownName(e);
        if (own) names.set(key, own);
      }
    }
    return { names, articleOfStock };
  };
}
