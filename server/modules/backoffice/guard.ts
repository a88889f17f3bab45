// The back office's one permission guard (issue 15): every /backoffice route, whichever module owns
// it, has its action in BACKOFFICE_PERMISSIONS, and the guard checks it for the route before anything
// else runs; a route without one stops the server from starting, so no back office route is ever open
// by mistake. server/api.ts registers the counter's routes and each owner's administration under it.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Action, can, type Staff, staffFrom } from "../../../domain/back-office-roles.ts";
import { Forbidden } from "../../lib/errors.ts";
import { FORBIDDEN_MESSAGE, requireCustomer } from "../../plugins/session.ts";

/**
 * Which action each back office route needs (domain/back-office-roles.ts says which roles may), by the
 * module that owns the route.
 */
export const BACKOFFICE_PERMISSIONS = {
  // backoffice: the counter (routes.ts, counter-routes.ts)
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
  // shops (shops/admin-routes.ts)
  "GET /backoffice/shops": "shops.read",
  "GET /backoffice/shops/:id": "shops.read",
  "PUT /backoffice/shops/:id/hours": "shops.hours",
  "PATCH /backoffice/shops/:id": "shops.edit",
  "POST /backoffice/shops": "shops.edit",
  "GET /backoffice/shops/locate": "shops.edit",
  "POST /backoffice/shops/:id/close": "shops.edit",
  "POST /backoffice/shops/:id/reopen": "shops.edit",
  // shipping (shipping/admin-routes.ts)
  "GET /backoffice/shipping-methods": "shipping.edit",
  "GET /backoffice/shipping-methods/:id": "shipping.edit",
  "POST /backoffice/shipping-methods": "shipping.edit",
  "PATCH /backoffice/shipping-methods/:id": "shipping.edit",
  // tenants: brands, the home grid, pages and menus (tenants/admin-routes.ts)
  "GET /backoffice/brands": "brands.edit",
  "POST /backoffice/brands": "brands.edit",
  "GET /backoffice/brands/:id": "brands.edit",
  "PATCH /backoffice/brands/:id": "brands.edit",
  "GET /backoffice/home/:brandId": "content.edit",
  "GET /backoffice/home/:brandId/drafts/:name": "content.edit",
  "PUT /backoffice/home/:brandId/drafts/:name/slots/:slot": "content.edit",
  "POST /backoffice/home/:brandId/drafts/:name/publish": "content.edit",
  "DELETE /backoffice/home/:brandId/drafts/:name": "content.edit",
  "GET /backoffice/pages/:brandId": "content.edit",
  "PUT /backoffice/pages/:brandId/:key": "content.edit",
  "GET /backoffice/menus/:brandId": "content.edit",
  "PUT /backoffice/menus/:brandId": "content.edit",
  // audit (audit/admin-routes.ts)
  "GET /backoffice/audit": "audit.read",
  // reviews (reviews/moderation-routes.ts)
  "GET /backoffice/reviews": "reviews.moderate",
  "POST /backoffice/reviews/:id/approve": "reviews.moderate",
  "POST /backoffice/reviews/:id/reject": "reviews.moderate",
  "PUT /backoffice/reviews/:id/reply": "reviews.moderate",
  // promocodes (promocodes/admin-routes.ts)
  "GET /backoffice/promocodes": "promocodes.edit",
  "GET /backoffice/promocodes/:id": "promocodes.edit",
  "POST /backoffice/promocodes": "promocodes.edit",
  "PATCH /backoffice/promocodes/:id": "promocodes.edit",
  // catalog: articles, their pictures, variants and stock (catalog/article-admin-routes.ts)
  "GET /backoffice/articles": "stock.adjust",
  "GET /backoffice/articles/:id": "stock.adjust",
  "PATCH /backoffice/articles/:id": "catalog.edit",
  "POST /backoffice/stock/adjust": "stock.adjust",
  "POST /backoffice/articles/:id/photos": "catalog.edit",
  "PUT /backoffice/articles/:id/photos/order": "catalog.edit",
  "DELETE /backoffice/articles/:id/photos/:photoId": "catalog.edit",
  "POST /backoffice/articles/:id/variants": "catalog.edit",
  "PATCH /backoffice/articles/:id/variants/:variantId": "catalog.edit",
  // catalog: campaigns (catalog/campaigns/admin-routes.ts)
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
  // catalog: the stock count and the CSV import (catalog/stock-count-routes.ts, csv-import-routes.ts)
  "GET /backoffice/stock/count-sheet": "stock.adjust",
  "POST /backoffice/stock/count": "stock.adjust",
  "POST /backoffice/import/dry-run": "catalog.import",
  "POST /backoffice/import/run": "catalog.import",
  // catalog: the category tree, sizes and colours (catalog/taxonomy-admin-routes.ts)
  "GET /backoffice/categories": "catalog.taxonomy",
  "POST /backoffice/categories": "catalog.taxonomy",
  "PATCH /backoffice/categories/:id": "catalog.taxonomy",
  "DELETE /backoffice/categories/:id": "catalog.taxonomy",
  "POST /backoffice/categories/:id/move": "catalog.taxonomy",
  "POST /backoffice/categories/:id/subcategories": "catalog.taxonomy",
  "PATCH /backoffice/subcategories/:id": "catalog.taxonomy",
  "DELETE /backoffice/subcategories/:id": "catalog.taxonomy",
  "POST /backoffice/subcategories/:id/move": "catalog.taxonomy",
  "POST /backoffice/subcategories/:id/groups": "catalog.taxonomy",
  "PATCH /backoffice/groups/:id": "catalog.taxonomy",
  "DELETE /backoffice/groups/:id": "catalog.taxonomy",
  "POST /backoffice/groups/:id/move": "catalog.taxonomy",
  "GET /backoffice/sizes": "catalog.taxonomy",
  "POST /backoffice/sizes": "catalog.taxonomy",
  "PATCH /backoffice/sizes/:id": "catalog.taxonomy",
  "DELETE /backoffice/sizes/:id": "catalog.taxonomy",
  "POST /backoffice/sizes/:id/move": "catalog.taxonomy",
  "GET /backoffice/colors": "catalog.taxonomy",
  "POST /backoffice/color-groups": "catalog.taxonomy",
  "PATCH /backoffice/color-groups/:id": "catalog.taxonomy",
  "DELETE /backoffice/color-groups/:id": "catalog.taxonomy",
  "POST /backoffice/colors": "catalog.taxonomy",
  "PATCH /backoffice/colors/:id": "catalog.taxonomy",
  "DELETE /backoffice/colors/:id": "catalog.taxonomy",
  // content: the blog and the polls (content/blog-admin-routes.ts, poll-admin-routes.ts)
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
  // media: uploaded images (media/admin-routes.ts)
  "GET /backoffice/images": "images.upload",
  "POST /backoffice/images": "images.upload",
  // customers: the back office's people (customers/people-admin-routes.ts)
  "GET /backoffice/people": "people.manage",
  "POST /backoffice/people": "people.manage",
  "PATCH /backoffice/people/:id": "people.manage",
  "POST /backoffice/people/:id/invite": "people.manage",
} as const satisfies Record<string, Action>;
export type BackofficeRoute = keyof typeof BACKOFFICE_PERMISSIONS;

declare module "fastify" {
  interface FastifyRequest {
    /** The person using a back office route, once its permission is checked. */
    staff?: Staff;
  }
}

/** The checked person of a back office request (set by the guard). */
export const staffOf = (req: FastifyRequest): Staff => req.staff as Staff;

/**
 * Puts the guard on every route registered in `app`'s scope from now on (its child scopes too): the
 * route's permission is checked first of its hooks, so nobody unallowed reaches validation, a lookup
 * or a write.
 */
export function guardBackoffice(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const method = route.method === "HEAD" ? "GET" : route.method;
    const key = `${method} ${route.url.slice(route.url.indexOf("/backoffice"))}`;
    const action: Action | undefined = BACKOFFICE_PERMISSIONS[key as BackofficeRoute];
    if (!action) throw new Error(`back office route ${key} has no permission in BACKOFFICE_PERMISSIONS`);
    const guard = async (req: FastifyRequest) => {
      const customer = requireCustomer(req);
      if (!can(customer.role, action)) throw new Forbidden(FORBIDDEN_MESSAGE);
      req.staff = staffFrom(customer);
    };
    route.onRequest = [guard, ...(route.onRequest ? [route.onRequest].flat() : [])];
  });
}
