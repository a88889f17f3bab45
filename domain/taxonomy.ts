// The rules of the category tree, the sizes and the colours as the back office keeps them (decision
// 069): addresses (slugs) made from names the way every address of the shop is (domain/slug.ts), the
// first path segments a main group may not take because the storefront already answers them, colour
// codes as #rrggbb, and the Norwegian refusals.
import { slugify } from "./slug.ts";
import { SPECIAL_CATEGORIES } from "./special-categories.ts";

/** What an address of a group may hold: what slugify makes ('hjelmer-&-alpinbriller'). */
export const SLUG_PATTERN = /^[a-z0-9&]+(?:-[a-z0-9&]+)*$/;
export const TAXONOMY_SLUG_MAX = 80;
export const TAXONOMY_SLUG_FORMAT = "Adressen kan bare ha små bokstaver a–z, tall, & og bindestrek";
export const NAME_WITHOUT_LETTERS = "Navnet må ha minst én bokstav eller ett tall";

export const isTaxonomySlug = (s: string) => SLUG_PATTERN.test(s) && s.length <= TAXONOMY_SLUG_MAX;

/** The address a group gets: the one typed, else made from its name. */
export function slugOf(name: string, typed?: string | null): string {
  return typed?.trim() ? typed.trim() : slugify(name);
}

/** #rrggbb; the shop stores it in lowercase. */
export const HEX_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const HEX_FORMAT = "Fargen skrives som #rrggbb, for eksempel #1f5fbf";

/**
 * The genders' segments (spec section 2: herre, dame, junior, barn, uni, voksen, barn-junior), the special
 * names, and the first segments of the storefront's own pages and of the server: a main group there
 * would never be reached, since these answer first. app/routes/taxonomy-routes.test.ts checks that
 * every static first segment of app/routes.ts is here.
 */
export const RESERVED_MAIN_SLUGS: ReadonlySet<string> = new Set([
  "herre",
  "dame",
  "junior",
  "barn",
  "uni",
  "voksen",
  "barn-junior",
  ...SPECIAL_CATEGORIES.map((s) => s.name),
  "preview",
  "om-oss",
  "kundeservice",
  "vedlikehold",
  "baerekraftig-forretningspraksis",
  "personvernerklaering",
  "payment",
  "return",
  "terms",
  "reclamation",
  "privacy",
  "article",
  "product",
  "utvalg",
  "kampanjer",
  "blog",
  "kolleksjon",
  "breheim",
  "butikker",
  "avstemning",
  "favoritter",
  "logg-inn",
  "registrer",
  "glemt-passord",
  "konto",
  "search",
  "checkout",
  "kvittering",
  "admin",
  "samtykke",
  // The server's own: the API, health, metrics, built files and images.
  "api",
  "healthz",
  "readyz",
  "metrics",
  "assets",
  "img",
  "images",
  "media",
  "klarna-standin",
]);

export const reservedMainSlug = (slug: string) =>
  `Adressen /${slug} brukes allerede av nettbutikken; velg en annen adresse`;

export const SLUG_TAKEN_MAIN = "En annen hovedgruppe har allerede denne adressen";
export const SLUG_TAKEN_SUB = "En annen undergruppe i hovedgruppen har allerede denne adressen";
export const SLUG_TAKEN_GROUP = "En annen varegruppe i undergruppen har allerede denne adressen";
export const SIZE_TAKEN = "Størrelsen finnes allerede";
export const COLOR_GROUP_TAKEN = "En annen fargegruppe har allerede denne nøkkelen";
export const COLOR_CODE_TAKEN = "En annen farge har allerede dette fargenummeret";

export const MAIN_GROUP_NOT_FOUND = "Hovedgruppen finnes ikke";
export const SUBCATEGORY_NOT_FOUND = "Undergruppen finnes ikke";
export const GROUP_NOT_FOUND = "Varegruppen finnes ikke";
export const SIZE_NOT_FOUND = "Størrelsen finnes ikke";
export const COLOR_GROUP_NOT_FOUND = "Fargegruppen finnes ikke";
export const COLOR_NOT_FOUND = "Fargen finnes ikke";

/** "1 vare", "12 varer". */
export const articlesText = (n: number) => `${n} ${n === 1 ? "vare" : "varer"}`;

/** Said when something still used is to be deleted: what uses it, and how many. */
export const inUseByArticles = (what: string, n: number) =>
  `${what} brukes av ${articlesText(n)} og kan ikke slettes; flytt varene først`;
/** Said when a group still holds others: "Hovedgruppen har 2 undergrupper og kan ikke slettes; slett dem først". */
export const hasChildren = (what: string, n: number, children: [string, string], hint = "slett dem først") =>
  `${what} har ${n} ${n === 1 ? children[0] : children[1]} og kan ikke slettes; ${hint}`;

export const MAIN_GROUP_WORD = "Hovedgruppen";
export const SUBCATEGORY_WORD = "Undergruppen";
export const GROUP_WORD = "Varegruppen";
export const SIZE_WORD = "Størrelsen";
export const COLOR_GROUP_WORD = "Fargegruppen";
export const COLOR_WORD = "Fargen";
