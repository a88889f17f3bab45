// The shops in the back office (/api/v1/backoffice/shops…), registered by server/api.ts under the back
// office's permission guard (backoffice/guard.ts): staff read and change their own shop's hours, an
// administrator any shop and everything of it, creates, closes and reopens shops, and looks up
// coordinates for an address.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";
import { newShopBody, shopBody, shopHoursBody, shopLocated, shopLocateQuery, shopRecord } from "./admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const one = z.object({ data: shopRecord });

export const shopAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.shopAdmin;
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/shops",
    { schema: { tags: ["backoffice"], response: { 200: z.object({ data: z.array(shopRecord) }), ...errors } } },
    async (req) => ({ data: await admin.list(staffOf(req)) }),
  );
  app.post(
    "/backoffice/shops",
    {
      schema: {
        tags: ["backoffice"],
        description:
          "A new shop (administrators). Without latitude and longitude the address is looked up: Kartverket's register when GEOCODER_URL is set, else the postcode's centre; `meta.coordinates` says which.",
        body: newShopBody,
        response: {
          201: z.object({
            data: shopRecord,
            meta: z.object({ coordinates: z.enum(["address", "postcode", "manual"]) }),
          }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { shop, coordinates } = await admin.create(staffOf(req), req.body);
      return reply.code(201).send({ data: shop, meta: { coordinates } });
    },
  );
  app.get(
    "/backoffice/shops/locate",
    {
      schema: {
        tags: ["backoffice"],
        description:
          "Coordinates for a shop's address: Kartverket's register when GEOCODER_URL is set and it knows the address, else the postcode's centre.",
        querystring: shopLocateQuery,
        response: { 200: z.object({ data: shopLocated }), ...errors },
      },
    },
    async (req) => ({ data: await admin.locate(staffOf(req), req.query.address, req.query.postNo) }),
  );
  app.get(
    "/backoffice/shops/:id",
    { schema: { tags: ["backoffice"], params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.one(staffOf(req), req.params.id) }),
  );
  app.put(
    "/backoffice/shops/:id/hours",
    { schema: { tags: ["backoffice"], params: idParams, body: shopHoursBody, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.updateHours(staffOf(req), req.params.id, req.body) }),
  );
  app.patch(
    "/backoffice/shops/:id",
    { schema: { tags: ["backoffice"], params: idParams, body: shopBody, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.update(staffOf(req), req.params.id, req.body) }),
  );
  app.post(
    "/backoffice/shops/:id/close",
    {
      schema: {
        tags: ["backoffice"],
        description:
          "Closes a shop: it leaves the shop finder, the checkout and the stock per shop at once. Refused (409) while the shop has open reservations.",
        params: idParams,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({ data: await admin.close(staffOf(req), req.params.id) }),
  );
  app.post(
    "/backoffice/shops/:id/reopen",
    { schema: { tags: ["backoffice"], params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.reopen(staffOf(req), req.params.id) }),
  );
};
