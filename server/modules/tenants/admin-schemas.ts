// Route contracts of the brands in the back office (issue 15): the brand itself, and its content pages
// (decision 050): the home grid and its drafts, the static page texts and the menus. The content
// pages' bodies are the shared schemas of domain/.
import { z } from "zod";
import { draftName, HOME_SLOT_KEYS, SLOT_KINDS } from "../../../domain/home-slots.ts";
import { brandBody, newBrandBody } from "../../../domain/schemas/brand-admin.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";

export { menuInput as menuBody } from "../../../domain/menu-settings.ts";
export { pageTextInput as pageTextBody } from "../../../domain/page-texts.ts";
export { brandBody, newBrandBody };

export const brandParams = z.strictObject({ brandId: recordIdText });
export const draftParams = z.strictObject({ brandId: recordIdText, name: draftName });
export const slotParams = z.strictObject({ brandId: recordIdText, name: draftName, slot: z.enum(HOME_SLOT_KEYS) });
export const pageParams = z.strictObject({ brandId: recordIdText, key: z.string().max(40) });

export { homeSlotBody as slotBody } from "../../../domain/home-slots.ts";

/** Publishing a draft with stale words needs the editor's word that they fit (decision 066). */
export const publishBody = z
  .strictObject({
    confirmStale: z
      .boolean()
      .optional()
      .describe("true: publish although a slot's title or text was written for another target"),
  })
  .nullish();

const storedSlot = z
  .object({
    type: z.enum(SLOT_KINDS),
    id: z.number().int().optional(),
    level: z.enum(["main", "sub"]).optional(),
    title: z.string(),
    text: z.string().optional(),
    image: z.string().optional(),
    link: z.string(),
    textFor: z
      .object({ target: z.string(), name: z.string() })
      .optional()
      .describe("what the title and text were written for ('campaign:7' and its name)"),
  })
  .meta({ id: "HomeSlot" });

const slotList = z.array(
  z.object({
    key: z.enum(HOME_SLOT_KEYS),
    label: z.string(),
    slot: storedSlot.nullable(),
    stale: z.boolean().describe("the slot's title or text was written for another target (decision 066)"),
  }),
);

export const homeView = z.object({
  data: z.object({
    brandId: z.number().int(),
    slots: slotList.describe("what each slot shows now"),
    drafts: z.array(z.object({ name: z.string(), updatedAt: z.string(), updatedBy: z.string() })),
  }),
  choices: z.object({
    categories: z.array(z.object({ ref: z.string(), name: z.string(), title: z.string() })),
    campaigns: z.array(
      z.object({ id: z.number().int(), name: z.string(), title: z.string(), text: z.string(), image: z.string() }),
    ),
    articles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const draftView = z.object({
  data: z.object({
    name: z.string(),
    brandId: z.number().int(),
    updatedAt: z.string(),
    updatedBy: z.string(),
    slots: slotList,
  }),
});

export const publishedView = z.object({ data: z.object({ brandId: z.number().int(), slots: slotList }) });

const pageView = z.object({
  key: z.string(),
  path: z.string(),
  name: z.string(),
  legal: z.boolean(),
  title: z.string(),
  text: z.string(),
});
export const pageList = z.object({ data: z.array(pageView) });
export const pageOne = z.object({ data: pageView });

const extras = z.object({
  collection: z.boolean(),
  support: z.boolean(),
  maintenance: z.boolean(),
  about: z.boolean(),
  information: z.boolean(),
});
export const menuView = z.object({
  data: z.object({
    categories: z.array(z.number().int()),
    extras,
    available: z.array(
      z.object({ id: z.number().int(), name: z.string(), slug: z.string(), articlesCount: z.number().int() }),
    ),
  }),
});
export const menuSaved = z.object({ data: z.object({ categories: z.array(z.number().int()), extras }) });

const menu = z.object({
  maintenance: z.boolean(),
  information: z.boolean(),
  about: z.boolean(),
  support: z.boolean(),
  collection: z.boolean(),
});

export const brandRecord = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    hostnames: z.array(z.string()),
    logoSvg: z.string(),
    colors: z.object({ primary: z.string(), onPrimary: z.string(), accent: z.string() }),
    menu,
  })
  .meta({ id: "BackofficeBrand" });
