// A shop's stock count in the back office (issue 15, decision 048): the count sheet of a main group,
// and the counted quantities submitted together. Registered by server/api.ts under the back office's
// permission guard (backoffice/guard.ts, 'stock.adjust').
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { MAX_ID } from "../../../domain/record-id.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
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

const countBody = z.strictObject({
  shopId: z.number("Velg en butikk").int().positive().max(MAX_ID),
  lines: z
    .array(
      z.strictObject({
        line: z.number().int().min(1).max(1_000_000),
        variantId: z.number().int().positive().max(MAX_ID),
        shown: z.number().int().min(0).max(1_000_000).describe("the quantity the sheet showed"),
        counted: z
          .union([z.string().max(20), z.number()])
          .describe("as typed; a whole number of 0 or more, else the line is named in a 422"),
      }),
    )
    .min(1, "Skriv inn minst ett antall")
    .max(500, "Send høyst 500 linjer om gangen"),
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
