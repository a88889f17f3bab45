// Back office API: /api/v1/backoffice/…. Every route has its action in BACKOFFICE_PERMISSIONS, and
// the plugin checks it for the route before anything else runs; a route without one stops the server
// from starting, so no back office route is ever open by mistake.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Action, can } from "../../../domain/back-office-roles.ts";
import { PAYMENT_STATES } from "../../../domain/payment-state.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { handoverLinesBody, shipBody } from "../../../domain/schemas/reservation-admin.ts";
import { Forbidden } from "../../lib/errors.ts";
import { errorBody, kroner } from "../../lib/route-schemas.ts";
import { FORBIDDEN_MESSAGE, requireCustomer } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { idParams, reservationData, reservationView } from "../reservations/schemas.ts";
import { blogAdminRoutes } from "./blog-routes.ts";
import { campaignRoutes } from "./campaign-routes.ts";
import { contentRoutes } from "./content-routes.ts";
import { counterSearchRoutes } from "./counter-routes.ts";
import { imageUploadRoutes } from "./image-routes.ts";
import { pollAdminRoutes } from "./poll-routes.ts";
import { promoCodeRoutes } from "./promo-code-routes.ts";
import { reviewModerationRoutes } from "./review-routes.ts";
import {
  articleBody,
  articlePage,
  articlePhoto,
  articlePhotoBody,
  articleQuery,
  articleRecord,
  articleWithStock,
  auditPage,
  auditQuery,
  brandBody,
  brandRecord,
  photoOrderBody,
  shopBody,
  shopHoursBody,
  shopRecord,
  stockAdjustBody,
  variantBody,
  variantRecord,
  variantVisibilityBody,
} from "./schemas.ts";
import { type Staff, staffFrom } from "./service.ts";
import { stockRoutes } from "./stock-routes.ts";

export { BAD_TRACKING_URL } from "../../../domain/schemas/reservation-admin.ts";

/** Which action each back office route needs (domain/back-office-roles.ts says which roles may). */
export const BACKOFFICE_PERMISSIONS = {
  "GET /backoffice/reservations": "reservations.read",
  "GET /backoffice/reservations/search": "reservations.read",
  "GET /backoffice/reservations/:id": "reservations.read",
  "GET /backoffice/pick-list": "reservations.read",
  "POST /backoffice/reservations/:id/ready": "reservations.handle",
  "POST /backoffice/reservations/:id/collect": "reservations.handle",
  "POST /backoffice/reservations/:id/collect-part": "reservations.handle",
  "POST /backoffice/reservations/:id/pack": "reservations.handle",
  "POST /backoffice/reservations/:id/ship": "reservations.handle",
  "POST /backoffice/reservations/:id/return": "reservations.handle",
  "POST /backoffice/reservations/:id/cancel": "reservations.handle",
  "GET /backoffice/shops": "shops.read",
  "GET /backoffice/shops/:id": "shops.read",
  "PUT /backoffice/shops/:id/hours": "shops.hours",
  "PATCH /backoffice/shops/:id": "shops.edit",
  "GET /backoffice/brands": "brands.edit",
  "GET /backoffice/brands/:id": "brands.edit",
  "PATCH /backoffice/brands/:id": "brands.edit",
  "GET /backoffice/audit": "audit.read",
  "GET /backoffice/reviews": "reviews.moderate",
  "POST /backoffice/reviews/:id/approve": "reviews.moderate",
  "POST /backoffice/reviews/:id/reject": "reviews.moderate",
  "PUT /backoffice/reviews/:id/reply": "reviews.moderate",
  "GET /backoffice/promocodes": "promocodes.edit",
  "GET /backoffice/promocodes/:id": "promocodes.edit",
  "POST /backoffice/promocodes": "promocodes.edit",
  "PATCH /backoffice/promocodes/:id": "promocodes.edit",
  "GET /backoffice/articles": "stock.adjust",
  "GET /backoffice/articles/:id": "stock.adjust",
  "PATCH /backoffice/articles/:id": "catalog.edit",
  "POST /backoffice/stock/adjust": "stock.adjust",
  "GET /backoffice/campaigns": "campaigns.edit",
  "GET /backoffice/campaigns/articles": "campaigns.edit",
  "GET /backoffice/campaigns/:id": "campaigns.edit",
  "POST /backoffice/campaigns": "campaigns.edit",
  "PATCH /backoffice/campaigns/:id": "campaigns.edit",
  "POST /backoffice/campaigns/:id/end": "campaigns.edit",
  "DELETE /backoffice/campaigns/:id": "campaigns.edit",
  "POST /backoffice/campaigns/:id/lines": "campaigns.edit",
  "PATCH /backoffice/campaigns/:id/lines/:lineId": "campaigns.edit",
  "DELETE /backoffice/campaigns/:id/lines/:lineId": "campaigns.edit",
  "GET /backoffice/home/:brandId": "content.edit",
  "GET /backoffice/home/:brandId/drafts/:name": "content.edit",
  "PUT /backoffice/home/:brandId/drafts/:name/slots/:slot": "content.edit",
  "POST /backoffice/home/:brandId/drafts/:name/publish": "content.edit",
  "DELETE /backoffice/home/:brandId/drafts/:name": "content.edit",
  "GET /backoffice/pages/:brandId": "content.edit",
  "PUT /backoffice/pages/:brandId/:key": "content.edit",
  "GET /backoffice/menus/:brandId": "content.edit",
  "PUT /backoffice/menus/:brandId": "content.edit",
  "GET /backoffice/stock/count-sheet": "stock.adjust",
  "POST /backoffice/stock/count": "stock.adjust",
  "POST /backoffice/import/dry-run": "catalog.import",
  "POST /backoffice/import/run": "catalog.import",
  "GET /backoffice/blog/posts": "content.edit",
  "GET /backoffice/blog/posts/:id": "content.edit",
  "POST /backoffice/blog/posts": "content.edit",
  "PUT /backoffice/blog/posts/:id": "content.edit",
  "DELETE /backoffice/blog/posts/:id": "content.edit",
  "GET /backoffice/blog/categories": "content.edit",
  "POST /backoffice/blog/categories": "content.edit",
  "PUT /backoffice/blog/categories/:id": "content.edit",
  "DELETE /backoffice/blog/categories/:id": "content.edit",
  "GET /backoffice/polls": "content.edit",
  "GET /backoffice/polls/:id": "content.edit",
  "POST /backoffice/polls": "content.edit",
  "PUT /backoffice/polls/:id": "content.edit",
  "GET /backoffice/images": "images.upload",
  "POST /backoffice/images": "images.upload",
  "POST /backoffice/articles/:id/photos": "catalog.edit",
  "PUT /backoffice/articles/:id/photos/order": "catalog.edit",
  "DELETE /backoffice/articles/:id/photos/:photoId": "catalog.edit",
  "POST /backoffice/articles/:id/variants": "catalog.edit",
  "PATCH /backoffice/articles/:id/variants/:variantId": "catalog.edit",
} as const satisfies Record<string, Action>;
export type BackofficeRoute = keyof typeof BACKOFFICE_PERMISSIONS;

declare module "fastify" {
  interface FastifyRequest {
    /** The person using a back office route, once its permission is checked. */
    staff?: Staff;
  }
}

const listQuery = z.strictObject({
  status: z.coerce.number().int().min(1).max(9).default(2),
  shop: z
    .union([recordIdText, z.literal("alle")])
    .optional()
    .describe("a shop's id, or alle: every shop (administrators; staff always get their own)"),
});

const reservationSummary = z
  .object({
    id: z.number().int(),
    statusID: z.number().int(),
    shopID: z.number().int(),
    shopName: z.string(),
    name: z.string(),
    total: kroner,
    delivery: z.boolean(),
    pickupDeadline: z.iso.datetime().nullable(),
    date: z.iso.datetime(),
    lines: z.number().int(),
    payment: z.enum(PAYMENT_STATES).describe("the payment's state (domain/payment-state.ts)"),
    handover: z
      .object({
        taken: z.number().int().describe("units handed over"),
        left: z.number().int().describe("units left in the shop"),
        captured: kroner,
        released: kroner,
      })
      .nullable()
      .describe("a partial handover (domain/handover-settlement.ts); null otherwise"),
  })
  .meta({ id: "ReservationSummary" });

const reservationList = z.object({
  shop: z.object({ id: z.number().int(), name: z.string() }).nullable().describe("null: every shop"),
  counts: z.record(z.string(), z.number().int()).describe("status id → number of the shop's reservations"),
  data: z.array(reservationSummary),
});

/** The shop's pick list: one row per reservation line waiting to be picked (decision 040). */
const pickListBody = z.object({
  shop: z.object({ id: z.number().int(), name: z.string() }),
  data: z.array(
    z.object({
      reservationId: z.number().int(),
      customer: z.string(),
      article: z.string(),
      ean: z.string(),
      color: z.string(),
      size: z.string(),
      count: z.number().int(),
    }),
  ),
});

/** What of a handed-over reservation can still be returned (null before handover or shipping). */
const returnable = z
  .object({
    deadline: z.string(),
    open: z.boolean(),
    lines: z.array(
      z.object({ EanNo: z.string(), name: z.string(), bought: z.number().int(), returned: z.number().int() }),
    ),
  })
  .nullable();

const historyEntry = z.object({
  from_status_id: z.number().int().nullable(),
  to_status_id: z.number().int(),
  actor: z.string(),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
  text: z.string().describe("the change in words: 'Klar til henting — Ola (ansatt)'"),
});

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const action = { tags: ["backoffice"], params: idParams, response: { 200: reservationData, ...errors } };
/** A handover also answers 402 (Klarna refused the capture) and 502 (Klarna unreachable). */
const handover = { ...action, response: { ...action.response, 402: errorBody, 502: errorBody } };

/** The lines a partial handover hands over (decision 040); lines not named stay in the shop. */
const partialHandoverBody = handoverLinesBody;

/** The checked person of the request (set by the permission hook below). */
const staffOf = (req: FastifyRequest): Staff => req.staff as Staff;

const editErrors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const backofficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const bo = services.backoffice;

  app.addHook("onRoute", (route) => {
    const method = route.method === "HEAD" ? "GET" : route.method;
    const key = `${method} ${route.url.slice(route.url.indexOf("/backoffice"))}`;
    const action: Action | undefined = BACKOFFICE_PERMISSIONS[key as BackofficeRoute];
    if (!action) throw new Error(`back office route ${key} has no permission in BACKOFFICE_PERMISSIONS`);
    // First of the route's hooks: nobody unallowed reaches validation, a lookup or a write.
    const guard = async (req: FastifyRequest) => {
      const customer = requireCustomer(req);
      if (!can(customer.role, action)) throw new Forbidden(FORBIDDEN_MESSAGE);
      req.staff = staffFrom(customer);
    };
    route.onRequest = [guard, ...(route.onRequest ? [route.onRequest].flat() : [])];
  });
  app.get(
    "/backoffice/reservations",
    { schema: { tags: ["backoffice"], querystring: listQuery, response: { 200: reservationList, ...errors } } },
    async (req) => bo.list(staffOf(req), req.query.shop === "alle" ? "all" : req.query.shop, req.query.status),
  );
  app.get(
    "/backoffice/reservations/:id",
    {
      schema: {
        tags: ["backoffice"],
        params: idParams,
        response: {
          200: z.object({ data: reservationView, history: z.array(historyEntry), returnable }),
          ...errors,
        },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const [data, history, canReturn] = await Promise.all([
        bo.one(staff, req.params.id),
        bo.history(staff, req.params.id),
        bo.returnable(staff, req.params.id),
      ]);
      return { data, history, returnable: canReturn };
    },
  );
  app.get(
    "/backoffice/pick-list",
    {
      schema: {
        tags: ["backoffice"],
        querystring: z.strictObject({ shop: recordIdText.optional() }),
        response: { 200: pickListBody, ...errors },
      },
    },
    async (req) => bo.pickList(staffOf(req), req.query.shop),
  );
  app.post("/backoffice/reservations/:id/ready", { schema: action }, async (req) => ({
    data: await bo.markReady(staffOf(req), req.params.id),
  }));
  app.post("/backoffice/reservations/:id/collect", { schema: handover }, async (req) => ({
    data: await bo.collect(staffOf(req), req.params.id),
  }));
  app.post(
    "/backoffice/reservations/:id/collect-part",
    { schema: { ...handover, body: partialHandoverBody } },
    async (req) => ({ data: await bo.collectPart(staffOf(req), req.params.id, req.body.lines) }),
  );
  app.post("/backoffice/reservations/:id/pack", { schema: action }, async (req) => ({
    data: await bo.pack(staffOf(req), req.params.id),
  }));
  app.post("/backoffice/reservations/:id/ship", { schema: { ...handover, body: shipBody } }, async (req) => ({
    data: await bo.ship(staffOf(req), req.params.id, req.body.trackingUrl),
  }));
  app.post(
    "/backoffice/reservations/:id/return",
    { schema: { ...action, body: partialHandoverBody } },
    async (req) => ({
      data: await bo.registerReturn(staffOf(req), req.params.id, req.body.lines),
    }),
  );
  app.post("/backoffice/reservations/:id/cancel", { schema: action }, async (req) => ({
    data: await bo.cancel(staffOf(req), req.params.id),
  }));
  await counterSearchRoutes(app, { services });
  await backofficeAdminRoutes(app, { services });
  await reviewModerationRoutes(app, { services });
  await promoCodeRoutes(app, { services });
  await backofficeCatalogRoutes(app, { services });
  await campaignRoutes(app, { services });
  await contentRoutes(app, { services });
  await stockRoutes(app, { services });
  await blogAdminRoutes(app, { services });
  await pollAdminRoutes(app, { services });
  await articlePhotoRoutes(app, { services });
  await app.register(imageUploadRoutes, { services });
};

/** The stock of the variant in the shop after an adjustment. */
export const stockAdjusted = z.object({
  data: z.object({ variantId: z.number(), shopId: z.number(), qty: z.number() }),
});

/** Articles and their stock (decision 045), registered by backofficeRoutes under the same guard. */
const backofficeCatalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const bo = services.backoffice;
  app.get(
    "/backoffice/articles",
    { schema: { tags: ["backoffice"], querystring: articleQuery, response: { 200: articlePage, ...errors } } },
    async (req) => bo.articles(req.query.q, req.query.page),
  );
  app.get(
    "/backoffice/articles/:id",
    {
      schema: {
        tags: ["backoffice"],
        params: idParams,
        response: { 200: z.object({ data: articleWithStock }), ...errors },
      },
    },
    async (req) => ({ data: await bo.article(staffOf(req), req.params.id) }),
  );
  app.patch(
    "/backoffice/articles/:id",
    {
      schema: {
        tags: ["backoffice"],
        params: idParams,
        body: articleBody,
        response: { 200: z.object({ data: articleRecord }), ...editErrors },
      },
    },
    async (req) => {
      const { price, ...rest } = req.body;
      const changes = { ...rest, ...(price !== undefined ? { priceOre: price } : {}) };
      return { data: await bo.updateArticle(staffOf(req), req.params.id, changes) };
    },
  );
  app.post(
    "/backoffice/stock/adjust",
    {
      schema: {
        tags: ["backoffice"],
        body: stockAdjustBody,
        response: {
          200: stockAdjusted,
          ...editErrors,
        },
      },
    },
    async (req) => ({ data: await bo.adjustStock(staffOf(req), req.body) }),
  );
};

/** An article's pictures (decision 047), registered by backofficeRoutes under the same guard. */
const articlePhotoRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const bo = services.backoffice;
  const answer = { 200: z.object({ data: z.array(articlePhoto) }), ...editErrors };
  app.post(
    "/backoffice/articles/:id/photos",
    { schema: { tags: ["backoffice"], params: idParams, body: articlePhotoBody, response: answer } },
    async (req) => ({ data: await bo.addArticlePhoto(staffOf(req), req.params.id, req.body) }),
  );
  app.put(
    "/backoffice/articles/:id/photos/order",
    { schema: { tags: ["backoffice"], params: idParams, body: photoOrderBody, response: answer } },
    async (req) => ({ data: await bo.reorderArticlePhotos(staffOf(req), req.params.id, req.body.ids) }),
  );
  app.delete(
    "/backoffice/articles/:id/photos/:photoId",
    {
      schema: {
        tags: ["backoffice"],
        params: z.strictObject({ id: recordIdText, photoId: recordIdText }),
        response: answer,
      },
    },
    async (req) => ({ data: await bo.removeArticlePhoto(staffOf(req), req.params.id, req.params.photoId) }),
  );
  const variantAnswer = { 200: z.object({ data: variantRecord }), ...editErrors };
  app.post(
    "/backoffice/articles/:id/variants",
    { schema: { tags: ["backoffice"], params: idParams, body: variantBody, response: variantAnswer } },
    async (req) => ({ data: await bo.addVariant(staffOf(req), req.params.id, req.body) }),
  );
  app.patch(
    "/backoffice/articles/:id/variants/:variantId",
    {
      schema: {
        tags: ["backoffice"],
        params: z.strictObject({ id: recordIdText, variantId: recordIdText }),
        body: variantVisibilityBody,
        response: variantAnswer,
      },
    },
    async (req) => ({
      data: await bo.setVariantVisible(staffOf(req), req.params.id, req.params.variantId, req.body.visibleWeb),
    }),
  );
};

/** The shops, the brands and the audit log, registered by backofficeRoutes under the same guard. */
const backofficeAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const bo = services.backoffice;
  app.get(
    "/backoffice/shops",
    { schema: { tags: ["backoffice"], response: { 200: z.object({ data: z.array(shopRecord) }), ...errors } } },
    async (req) => ({ data: await bo.shops(staffOf(req)) }),
  );
  app.get(
    "/backoffice/shops/:id",
    {
      schema: { tags: ["backoffice"], params: idParams, response: { 200: z.object({ data: shopRecord }), ...errors } },
    },
    async (req) => ({ data: await bo.shop(staffOf(req), req.params.id) }),
  );
  app.put(
    "/backoffice/shops/:id/hours",
    {
      schema: {
        tags: ["backoffice"],
        params: idParams,
        body: shopHoursBody,
        response: { 200: z.object({ data: shopRecord }), ...editErrors },
      },
    },
    async (req) => ({ data: await bo.updateShopHours(staffOf(req), req.params.id, req.body) }),
  );
  app.patch(
    "/backoffice/shops/:id",
    {
      schema: {
        tags: ["backoffice"],
        params: idParams,
        body: shopBody,
        response: { 200: z.object({ data: shopRecord }), ...editErrors },
      },
    },
    async (req) => ({ data: await bo.updateShop(staffOf(req), req.params.id, req.body) }),
  );
  app.get(
    "/backoffice/brands",
    { schema: { tags: ["backoffice"], response: { 200: z.object({ data: z.array(brandRecord) }), ...errors } } },
    async () => ({ data: await bo.brands() }),
  );
  app.get(
    "/backoffice/brands/:id",
    {
      schema: { tags: ["backoffice"], params: idParams, response: { 200: z.object({ data: brandRecord }), ...errors } },
    },
    async (req) => ({ data: await bo.brand(req.params.id) }),
  );
  app.patch(
    "/backoffice/brands/:id",
    {
      schema: {
        tags: ["backoffice"],
        params: idParams,
        body: brandBody,
        response: { 200: z.object({ data: brandRecord }), ...editErrors },
      },
    },
    async (req) => ({ data: await bo.updateBrand(staffOf(req), req.params.id, req.body) }),
  );
  app.get(
    "/backoffice/audit",
    { schema: { tags: ["backoffice"], querystring: auditQuery, response: { 200: auditPage, ...errors } } },
    async (req) => {
      const q = req.query;
      const [page, actors] = await Promise.all([
        bo.audit({ entityType: q.entity, entityId: q.id, actorId: q.actor, from: q.from, to: q.to, page: q.page }),
        bo.auditActors(),
      ]);
      return { ...page, actors };
    },
  );
};
