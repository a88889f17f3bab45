// The articles in the back office (/api/v1/backoffice/articles…, decisions 045 and 047): the search,
// an article with its stock, its fields, pictures and variants, and a stock adjustment. Registered by
// server/api.ts under the back office's permission guard (backoffice/guard.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";
import {
  articleBody,
  articlePage,
  articlePhoto,
  articlePhotoBody,
  articleQuery,
  articleRecord,
  articleWithStock,
  photoOrderBody,
  stockAdjustBody,
  variantBody,
  variantRecord,
  variantVisibilityBody,
} from "./article-admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const tags = ["backoffice"];
const staffOf = (req: { staff?: Staff }) => req.staff as Staff;

/** Articles and their stock (decision 045). */
export const articleAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.articleAdmin;
  app.get(
    "/backoffice/articles",
    { schema: { tags, querystring: articleQuery, response: { 200: articlePage, ...errors } } },
    async (req) => admin.search(req.query.q, req.query.page),
  );
  app.get(
    "/backoffice/articles/:id",
    { schema: { tags, params: idParams, response: { 200: z.object({ data: articleWithStock }), ...errors } } },
    async (req) => ({ data: await admin.one(staffOf(req), req.params.id) }),
  );
  app.patch(
    "/backoffice/articles/:id",
    {
      schema: {
        tags,
        params: idParams,
        body: articleBody,
        response: { 200: z.object({ data: articleRecord }), ...errors },
      },
    },
    async (req) => {
      const { price, ...rest } = req.body;
      const changes = { ...rest, ...(price !== undefined ? { priceOre: price } : {}) };
      return { data: await admin.update(staffOf(req), req.params.id, changes) };
    },
  );
  app.post(
    "/backoffice/stock/adjust",
    {
      schema: {
        tags,
        body: stockAdjustBody,
        response: {
          200: stockAdjusted,
          ...errors,
        },
      },
    },
    async (req) => ({ data: await admin.adjustStock(staffOf(req), req.body) }),
  );
};

/** An article's pictures (decision 047) and its variants. */
export const articlePhotoRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.articleAdmin;
  const answer = { 200: z.object({ data: z.array(articlePhoto) }), ...errors };
  app.post(
    "/backoffice/articles/:id/photos",
    { schema: { tags, params: idParams, body: articlePhotoBody, response: answer } },
    async (req) => ({ data: await admin.addPhoto(staffOf(req), req.params.id, req.body) }),
  );
  app.put(
    "/backoffice/articles/:id/photos/order",
    { schema: { tags, params: idParams, body: photoOrderBody, response: answer } },
    async (req) => ({ data: await admin.reorderPhotos(staffOf(req), req.params.id, req.body.ids) }),
  );
  app.delete(
    "/backoffice/articles/:id/photos/:photoId",
    {
      schema: { tags, params: z.strictObject({ id: recordIdText, photoId: recordIdText }), response: answer },
    },
    async (req) => ({ data: await admin.removePhoto(staffOf(req), req.params.id, req.params.photoId) }),
  );
  const variantAnswer = { 200: z.object({ data: variantRecord }), ...errors };
  app.post(
    "/backoffice/articles/:id/variants",
    { schema: { tags, params: idParams, body: variantBody, response: variantAnswer } },
    async (req) => ({ data: await admin.addVariant(staffOf(req), req.params.id, req.body) }),
  );
  app.patch(
    "/backoffice/articles/:id/variants/:variantId",
    {
      schema: {
        tags,
        params: z.strictObject({ id: recordIdText, variantId: recordIdText }),
        body: variantVisibilityBody,
        response: variantAnswer,
      },
    },
    async (req) => ({
      data: await admin.setVariantVisible(staffOf(req), req.params.id, req.params.variantId, req.body.visibleWeb),
    }),
  );
};

/** The stock of the variant in the shop after an adjustment. */
export const stockAdjusted = z.object({
  data: z.object({ variantId: z.number(), shopId: z.number(), qty: z.number() }),
});
