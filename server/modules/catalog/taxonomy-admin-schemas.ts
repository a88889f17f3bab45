// Request and answer shapes of the category tree, the sizes and the colours in the back office
// (/api/v1/backoffice/categories…, /sizes…, /color-groups…, /colors…; decision 069). The bodies are the
// forms' own (domain/schemas/taxonomy-admin.ts).
import { z } from "zod";

export {
  colorBody,
  colorGroupBody,
  colorGroupPatch,
  colorPatch,
  groupBody,
  groupPatch,
  mainGroupBody,
  mainGroupPatch,
  moveBody,
  sizeBody,
} from "../../../domain/schemas/taxonomy-admin.ts";

const id = z.number().int();
const sort = z.number().int().describe("the place among its siblings; smaller first");
const articlesCount = z.number().int().describe("articles using it, hidden ones too: it can be deleted at 0");

export const mainGroupRecord = z
  .object({
    id,
    name: z.string(),
    slug: z.string().describe("the first segment of the category's address (/klaer)"),
    sort,
    showInMenu: z.boolean(),
    banner: z.string().nullable(),
    bannerLink: z.string().nullable(),
  })
  .meta({ id: "BackofficeMainGroup" });

export const subcategoryRecord = z
  .object({ id, mainGroupId: id, name: z.string(), slug: z.string(), sort })
  .meta({ id: "BackofficeSubcategory" });

export const groupRecord = z
  .object({ id, articleGroup2Id: id, name: z.string(), slug: z.string(), sort })
  .meta({ id: "BackofficeArticleGroup" });

const groupNode = z.object({ id, name: z.string(), slug: z.string(), sort, articlesCount });
const subcategoryNode = z.object({ ...groupNode.shape, groups: z.array(groupNode) });

export const categoryTree = z
  .object({
    mainGroups: z.array(
      z.object({
        ...groupNode.shape,
        showInMenu: z.boolean(),
        banner: z.string().nullable(),
        bannerLink: z.string().nullable(),
        subcategories: z.array(subcategoryNode),
      }),
    ),
    specialNames: z
      .array(
        z.object({
          name: z.string().describe("goggles, hjelmer or staver"),
          target: z.string().describe("the address it redirects to"),
          ready: z.boolean().describe("whether the tree has the groups the address needs"),
          missing: z.string().nullable(),
        }),
      )
      .describe("spec section 2's special category names and whether the tree can answer them"),
  })
  .meta({ id: "BackofficeCategoryTree" });

export const sizeRecord = z.object({ id, name: z.string(), sort }).meta({ id: "BackofficeSize" });
export const sizeRow = z.object({ ...sizeRecord.shape, articlesCount });

export const colorGroupRecord = z
  .object({
    id,
    name: z.string().describe("the key in filter addresses ('gra')"),
    label: z.string(),
    hex: z.string(),
    colorId: id.nullable().describe("the representative colour, one of the group's own"),
  })
  .meta({ id: "BackofficeColorGroup" });

export const colorRecord = z
  .object({ id, name: z.string(), hex: z.string(), colorCode: z.string(), colorGroupId: id })
  .meta({ id: "BackofficeColor" });

export const colorGroupTree = z.object({
  ...colorGroupRecord.shape,
  colors: z.array(z.object({ ...colorRecord.shape, articlesCount })),
});
