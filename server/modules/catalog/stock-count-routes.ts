// A shop's stock count in the back office (issue 15, decision 048): the count sheet of a main group,
// and the counted quantities submitted together. Registered by server/api.ts under the back office's
// permission guard (backoffice/guard.ts, 'stock.adjust').
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { stockCountBody } from "../../../domain/schemas/stock-admin.ts";
import { errorBody, pageMeta } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

const countSheetQuery = z.strictObject({
  shop: recordIdText.optional(),
  group: recordIdText.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const countSheetBody = z.object({
  shop: z.object({ id: z.number().int(), name: z.string() }),
  group: z.object({ id: z.number().int(), name: z.string() }),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  data: z.array(
    z.object({
      line: z.number().int().describe("the line's number on the group's whole sheet"),
      variantId: z.number().int(),
      articleNo: z.string(),
      article: z.string(),
      group: z.string().describe("the article's subgroup"),
      ean: z.string(),
      color: z.string(),
      size: z.string(),
      qty: z.number().int(),
    }),
  ),
  meta: pageMeta,
});

const countBody = stockCountBody;

/** A saved count: how many lines changed the stock and how many were as the sheet showed. */
export const countSaved = z.object({
  data: z.object({
    shop: z.object({ id: z.number().int(), name: z.string() }),
    changed: z.number().int(),
    unchanged: z.number().int(),
  }),
});

export const stockCountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/stock/count-sheet",
    { schema: { tags: ["backoffice"], querystring: countSheetQuery, response: { 200: countSheetBody, ...errors } } },
    async (req) => services.stockCount.sheet(staffOf(req), req.query),
  );
  app.post(
    "/backoffice/stock/count",
    {
      schema: {
        tags: ["backoffice"],
        body: countBody,
        response: {
          200: z.object({
            data: z.object({
              shop: z.object({ id: z.number().int(), name: z.string() }),
              changed: z.number().int(),
              unchanged: z.number().int(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (req) => ({ data: await services.stockCount.submit(staffOf(req), req.body.shopId, req.body.lines) }),
  );
};
