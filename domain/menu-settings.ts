// A brand's main menu as the back office edits it (issue 15, decision 050): which categories, in
// which order, and the extra entries the spec names (section 2, Menus).
import { z } from "zod";
import { MAX_ID } from "./record-id.ts";

export const MENU_EXTRAS = ["collection", "support", "maintenance", "about", "information"] as const;
export const MENU_EXTRA_LABELS: Record<(typeof MENU_EXTRAS)[number], string> = {
  collection: "Kolleksjonen (merkets egne sider)",
  support: "Kundeservice",
  maintenance: "Vedlikehold",
  about: "Om oss",
  information: "Informasjon",
};

export const MENU_CATEGORY_TWICE = "En kategori kan bare stå én gang i menyen";
export const MENU_CATEGORY_UNKNOWN = "Kategorien finnes ikke";
export const MAX_MENU_CATEGORIES = 12;

export const menuInput = z.strictObject({
  categories: z
    .array(z.number().int().positive(MENU_CATEGORY_UNKNOWN).max(MAX_ID, MENU_CATEGORY_UNKNOWN))
    .max(MAX_MENU_CATEGORIES, `Høyst ${MAX_MENU_CATEGORIES} kategorier`)
    .refine((ids) => new Set(ids).size === ids.length, MENU_CATEGORY_TWICE),
  extras: z.strictObject({
    collection: z.boolean(),
    support: z.boolean(),
    maintenance: z.boolean(),
    about: z.boolean(),
    information: z.boolean(),
  }),
});
export type MenuInput = z.infer<typeof menuInput>;
