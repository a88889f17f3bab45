// The first path segment of the storefront's catch-all list route (spec section 2): a gender, one of
// the special winter-sport names, or a category. Pure, so every mapping is unit-tested.
import {
  SPECIAL_CATEGORIES as SPECIAL_CATEGORY_LIST,
  specialCategoryTarget,
} from "../../../domain/special-categories.ts";

export interface GenderRoute {
  /** The segment the page lives at. */
  slug: string;
  /** Gender ids listed (spec section 3: 1 Herre, 2 Dame, 4 Barn, 10 Uni, 11 Junior). */
  ids: number[];
  title: string;
}

const GENDER_ROUTES: Record<string, GenderRoute> = {
  herre: { slug: "herre", ids: [1], title: "Herre" },
  dame: { slug: "dame", ids: [2], title: "Dame" },
  junior: { slug: "junior", ids: [11], title: "Junior" },
  barn: { slug: "barn", ids: [4], title: "Barn" },
  // Spec section 2: Unisex is shown as Uni.
  uni: { slug: "uni", ids: [10], title: "Uni" },
  // Kept as is (spec section 2): children and juniors together.
  "barn-junior": { slug: "barn-junior", ids: [4, 11], title: "Barn og junior" },
};

/** Spec section 2: voksen maps to uni. */
const GENDER_ALIASES: Record<string, string> = { voksen: "uni" };

/** The gender a segment names, or null; an alias gives its target (whose slug differs from the segment). */
export function genderRoute(segment: string | undefined): GenderRoute | null {
  if (!segment) return null;
  const key = GENDER_ALIASES[segment] ?? segment;
  return Object.hasOwn(GENDER_ROUTES, key) ? GENDER_ROUTES[key] : null;
}

export const GENDER_MENU: readonly GenderRoute[] = ["herre", "dame", "barn", "junior", "uni"].map(
  (slug) => GENDER_ROUTES[slug],
);

/** Spec section 2: goggles, hjelmer and staver lead into vintersport (domain/special-categories.ts). */
const SPECIAL_CATEGORIES: Record<string, string> = Object.fromEntries(
  SPECIAL_CATEGORY_LIST.map((s) => [s.name, specialCategoryTarget(s)]),
);

/** Where a special category name lives, or null when the segment is not one. */
export function specialCategoryPath(segment: string | undefined): string | null {
  return segment && Object.hasOwn(SPECIAL_CATEGORIES, segment) ? SPECIAL_CATEGORIES[segment] : null;
}
