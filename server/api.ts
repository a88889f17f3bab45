// The REST contract of spec section 7, under /api/v1.
import type { FastifyInstance, FastifySchema } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NotFound } from "./lib/errors.ts";
import { auditLogRoutes } from "./modules/audit/admin-routes.ts";
import { counterSearchRoutes } from "./modules/backoffice/counter-routes.ts";
import { guardBackoffice } from "./modules/backoffice/guard.ts";
import { backofficeRoutes } from "./modules/backoffice/routes.ts";
import { articleAdminRoutes, articlePhotoRoutes } from "./modules/catalog/article-admin-routes.ts";
import { campaignAdminRoutes } from "./modules/catalog/campaigns/admin-routes.ts";
import { csvImportRoutes } from "./modules/catalog/csv-import-routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { stockCountRoutes } from "./modules/catalog/stock-count-routes.ts";
import { taxonomyAdminRoutes } from "./modules/catalog/taxonomy-admin-routes.ts";
import { blogAdminRoutes } from "./modules/content/blog-admin-routes.ts";
import { blogRoutes } from "./modules/content/blog-routes.ts";
import { favouriteRoutes } from "./modules/content/favourite-routes.ts";
import { pollAdminRoutes } from "./modules/content/poll-admin-routes.ts";
import { pollRoutes } from "./modules/content/poll-routes.ts";
import { socialRoutes } from "./modules/content/social-routes.ts";
import { peopleAdminRoutes } from "./modules/customers/people-admin-routes.ts";
import { customerRoutes } from "./modules/customers/routes.ts";
import { mailRoutes } from "./modules/mail/routes.ts";
import { imageUploadRoutes } from "./modules/media/admin-routes.ts";
import { promoCodeAdminRoutes } from "./modules/promocodes/admin-routes.ts";
import { promoCodeRoutes } from "./modules/promocodes/routes.ts";
import { reservationRoutes } from "./modules/reservations/routes.ts";
import { reviewModerationRoutes } from "./modules/reviews/moderation-routes.ts";
import { reviewRoutes } from "./modules/reviews/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { shippingAdminRoutes } from "./modules/shipping/admin-routes.ts";
import { shippingRoutes } from "./modules/shipping/routes.ts";
import { shopAdminRoutes } from "./modules/shops/admin-routes.ts";
import { shopRoutes } from "./modules/shops/routes.ts";
import { brandAdminRoutes, contentAdminRoutes } from "./modules/tenants/admin-routes.ts";
import { tenantRoutes } from "./modules/tenants/routes.ts";
import { NOT_FOUND_MESSAGE } from "./plugins/errors.ts";
import type { Services } from "./services.ts";

/**
 * The back office (/api/v1/backoffice/…): its one permission guard (modules/backoffice/guard.ts) first,
 * so that it runs on every route below, then the counter's routes and each domain's administration
 * from the module that owns the domain. They share this one scope, as they always have (the CSV
 * import's `text/csv` parser with it); the image upload keeps a scope of its own for multipart.
 */
const backOffice: FastifyPluginAsyncZod<{ services: Services }> = async (app, opts) => {
  guardBackoffice(app);
  for (const routes of [
    backofficeRoutes,
    counterSearchRoutes,
    shopAdminRoutes,
    shippingAdminRoutes,
    brandAdminRoutes,
    auditLogRoutes,
    reviewModerationRoutes,
    promoCodeAdminRoutes,
    articleAdminRoutes,
    campaignAdminRoutes,
    contentAdminRoutes,
    stockCountRoutes,
    csvImportRoutes,
    blogAdminRoutes,
    pollAdminRoutes,
    articlePhotoRoutes,
    peopleAdminRoutes,
    taxonomyAdminRoutes,
  ]) {
    await routes(app, opts);
  }
  await app.register(imageUploadRoutes, opts);
};

export async function apiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  // Only the services travel on: passing the whole options object would repeat the /api/v1 prefix.
  const opts = { services };
  // API answers are per visitor or change with stock: never stored by shared caches.
  app.addHook("onSend", async (_req, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
  await app.register(catalogRoutes, opts);
  await app.register(shopRoutes, opts);
  await app.register(tenantRoutes, opts);
  await app.register(shippingRoutes, opts);
  await app.register(promoCodeRoutes, opts);
  await app.register(reservationRoutes, opts);
  await app.register(backOffice, opts);
  await app.register(customerRoutes, opts);
  await app.register(reviewRoutes, opts);
  await app.register(mailRoutes, opts);
  await app.register(searchRoutes, opts);
  await app.register(blogRoutes, opts);
  await app.register(socialRoutes, opts);
  await app.register(pollRoutes, opts);
  await app.register(favouriteRoutes, opts);
  // Without this the storefront's catch-all route would answer unknown API paths with HTML.
  app.all("/*", { schema: { hide: true } as FastifySchema }, async () => {
    throw new NotFound(NOT_FOUND_MESSAGE);
  });
}
