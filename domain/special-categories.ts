// Spec section 2: "Special category names goggles, hjelmer and staver map to main group vintersport.
// The subgroup is hjelmer-&-alpinbriller (for alpinbriller or alpinhjelm) or staver (for alpinstaver)."
// Declared once: the storefront's route redirects by it (app/features/catalog/catalog-path.ts), and the
// back office's category tree says whether a tree built from scratch has every group they lead to.

export interface SpecialCategory {
  /** The first path segment a shopper may type (/goggles). */
  name: string;
  /** The main group's, subgroup's and group's slugs the name leads to. */
  main: string;
  sub: string;
  group: string;
}

export const SPECIAL_CATEGORIES: readonly SpecialCategory[] = [
  { name: "goggles", main: "vintersport", sub: "hjelmer-&-alpinbriller", group: "alpinbriller" },
  { name: "hjelmer", main: "vintersport", sub: "hjelmer-&-alpinbriller", group: "alpinhjelm" },
  { name: "staver", main: "vintersport", sub: "staver", group: "alpinstaver" },
];

/** The address a special name redirects to ("/vintersport/staver/alpinstaver"). */
export const specialCategoryTarget = (s: SpecialCategory) => `/${s.main}/${s.sub}/${s.group}`;

/** A category tree by slugs, as far as the special names need it. */
export interface SlugTree {
  slug: string;
  subcategories: { slug: string; groups: { slug: string }[] }[];
}

export interface SpecialNameStatus {
  name: string;
  target: string;
  /** True when the tree has the main group, the subgroup and the group the name leads to. */
  ready: boolean;
  /** What is missing, in Norwegian, or null when ready. */
  missing: string | null;
}

/** For each special name, whether the tree has its target, and if not the first level that is missing. */
export function specialNameStatus(tree: readonly SlugTree[]): SpecialNameStatus[] {
  return SPECIAL_CATEGORIES.map((s) => {
    const target = specialCategoryTarget(s);
    const main = tree.find((m) => m.slug === s.main);
    const sub = main?.subcategories.find((g) => g.slug === s.sub);
    const group = sub?.groups.find((g) => g.slug === s.group);
    const missing = !main
      ? `hovedgruppen med adressen «${s.main}» mangler`
      : !sub
        ? `undergruppen med adressen «${s.sub}» mangler i hovedgruppen`
        : !group
          ? `varegruppen med adressen «${s.group}» mangler i undergruppen`
          : null;
    return { name: s.name, target, ready: missing === null, missing };
  });
}
