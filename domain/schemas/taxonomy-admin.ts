// The category tree, the sizes and the colours as the back office writes them (decision 069): the bodies
// of /backoffice/categories…, /sizes…, /color-groups… and /colors…, validated by the routes and, before
// they are sent, by the forms. The rules are domain/taxonomy.ts's.
import { z } from "zod";
import { isShopAddress } from "../campaign-admin.ts";
import { slugify } from "../slug.ts";
import {
  HEX_FORMAT,
  HEX_PATTERN,
  isTaxonomySlug,
  NAME_WITHOUT_LETTERS,
  RESERVED_MAIN_SLUGS,
  reservedMainSlug,
  TAXONOMY_SLUG_FORMAT,
  TAXONOMY_SLUG_MAX,
} from "../taxonomy.ts";
import { recordId, requiredText, TOO_LONG } from "./fields.ts";

export const NAME_REQUIRED = "Skriv et navn";
export const BANNER_ADDRESS = "Banneret må være en adresse som begynner med / eller https://";
export const BANNER_LINK_ADDRESS = "Lenken må begynne med / eller https://";
export const COLOR_CODE_REQUIRED = "Skriv fargenummeret";
export const LABEL_REQUIRED = "Skriv navnet kundene ser";
export const CHOOSE_COLOR_GROUP = "Velg en fargegruppe";

const name = requiredText(NAME_REQUIRED, 100);
/** An address typed, or empty: made from the name. */
const slug = z
  .string()
  .trim()
  .max(TAXONOMY_SLUG_MAX, TOO_LONG)
  .refine((s) => s === "" || isTaxonomySlug(s), TAXONOMY_SLUG_FORMAT);
/** An address on this shop or over https; empty is none. */
const address = (message: string) =>
  z
    .string()
    .trim()
    .max(500, TOO_LONG)
    .refine((s) => s === "" || isShopAddress(s), message)
    .transform((s) => (s === "" ? null : s));
const hex = z
  .string({ error: HEX_FORMAT })
  .trim()
  .regex(HEX_PATTERN, HEX_FORMAT)
  .transform((s) => s.toLowerCase());

/** The slug a body ends with, checked: one typed, or one made from a name that has letters. */
function checkSlug(
  body: { name?: string; slug?: string },
  ctx: z.RefinementCtx,
  options: { main: boolean; required: boolean },
): void {
  const typed = body.slug?.trim() ?? "";
  if (!typed && body.name?.trim() && slugify(body.name) === "") {
    ctx.addIssue({ code: "custom", path: ["name"], message: NAME_WITHOUT_LETTERS });
    return;
  }
  const effective = typed || (options.required && body.name !== undefined ? slugify(body.name) : "");
  if (options.main && effective && RESERVED_MAIN_SLUGS.has(effective)) {
    ctx.addIssue({ code: "custom", path: [typed ? "slug" : "name"], message: reservedMainSlug(effective) });
  }
}

const mainFields = {
  name,
  slug: slug.default("").describe("the address (/klaer); empty: made from the name"),
  showInMenu: z.boolean().default(true).describe("false: left out of every brand's main menu"),
  banner: address(BANNER_ADDRESS).default(null).describe("the banner image's address; empty: none"),
  bannerLink: address(BANNER_LINK_ADDRESS).default(null).describe("where the banner leads; empty: nowhere"),
};

/** A new main group. */
export const mainGroupBody = z
  .strictObject(mainFields)
  .superRefine((b, ctx) => checkSlug(b, ctx, { main: true, required: true }));
export type MainGroupBody = z.infer<typeof mainGroupBody>;

/** A main group's changes; what is left out stays. A slug is only changed when one is given. */
export const mainGroupPatch = z
  .strictObject({
    name: name.optional(),
    slug: slug.optional().describe("a new address; empty or left out: the address stays"),
    showInMenu: z.boolean().optional(),
    banner: address(BANNER_ADDRESS).optional(),
    bannerLink: address(BANNER_LINK_ADDRESS).optional(),
  })
  .superRefine((b, ctx) => checkSlug(b, ctx, { main: true, required: false }));
export type MainGroupPatch = z.infer<typeof mainGroupPatch>;

/** A new subgroup or group: a name and, if wanted, its own address. */
export const groupBody = z
  .strictObject({ name, slug: slug.default("").describe("empty: made from the name") })
  .superRefine((b, ctx) => checkSlug(b, ctx, { main: false, required: true }));
export type GroupBody = z.infer<typeof groupBody>;

export const groupPatch = z
  .strictObject({ name: name.optional(), slug: slug.optional().describe("empty or left out: stays") })
  .superRefine((b, ctx) => checkSlug(b, ctx, { main: false, required: false }));
export type GroupPatch = z.infer<typeof groupPatch>;

/** One step up or down among its siblings (the order the menus and product pages show). */
export const moveBody = z.strictObject({
  direction: z.enum(["up", "down"], { error: "Velg opp eller ned" }),
});
export type MoveBody = z.infer<typeof moveBody>;

export const sizeBody = z.strictObject({ name: requiredText(NAME_REQUIRED, 40) });
export type SizeBody = z.infer<typeof sizeBody>;

/** A colour group: its key in filter addresses (empty: made from the label), the label shoppers read, its colour. */
export const colorGroupBody = z
  .strictObject({
    label: requiredText(LABEL_REQUIRED, 60),
    name: slug.default("").describe("the key in filter addresses ('gra'); empty: made from the label"),
    hex,
  })
  .superRefine((b, ctx) => {
    if (!b.name && b.label?.trim() && slugify(b.label) === "") {
      ctx.addIssue({ code: "custom", path: ["label"], message: NAME_WITHOUT_LETTERS });
    }
  });
export type ColorGroupBody = z.infer<typeof colorGroupBody>;

export const colorGroupPatch = z.strictObject({
  label: requiredText(LABEL_REQUIRED, 60).optional(),
  name: slug
    .refine((s) => s !== "", TAXONOMY_SLUG_FORMAT)
    .optional()
    .describe("left out: stays"),
  hex: hex.optional(),
});
export type ColorGroupPatch = z.infer<typeof colorGroupPatch>;

export const colorBody = z.strictObject({
  name: requiredText(NAME_REQUIRED, 60),
  hex,
  colorCode: requiredText(COLOR_CODE_REQUIRED, 20).describe("the ERP's colour number ('001')"),
  colorGroupId: recordId.describe("the colour group the filters put it in"),
});
export type ColorBody = z.infer<typeof colorBody>;

export const colorPatch = z.strictObject({
  name: requiredText(NAME_REQUIRED, 60).optional(),
  hex: hex.optional(),
  colorCode: requiredText(COLOR_CODE_REQUIRED, 20).optional(),
  colorGroupId: recordId.optional(),
});
export type ColorPatch = z.infer<typeof colorPatch>;
