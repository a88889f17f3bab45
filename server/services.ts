// Everything the API routes and the React Router loaders call, built once per process.
import { STANDIN_PREFIX } from "../domain/klarna-standin.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createJobQueue } from "./jobs/queue.ts";
import { createAuditLogService } from "./modules/audit/admin-service.ts";
import { createAuditNames } from "./modules/audit/names.ts";
import { createAuditService } from "./modules/audit/service.ts";
import { createCounter } from "./modules/backoffice/counter.ts";
import { createLaunchReadiness } from "./modules/backoffice/launch-readiness.ts";
import { createBackofficeService } from "./modules/backoffice/service.ts";
import { createArticleAdminService } from "./modules/catalog/article-admin-service.ts";
import { createCampaignAdminService } from "./modules/catalog/campaigns/admin-service.ts";
import { createCsvImport } from "./modules/catalog/csv-import-service.ts";
import { webArticleCounts } from "./modules/catalog/launch-counts.ts";
import { createPurchasePricing } from "./modules/catalog/purchase-prices.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { stockService } from "./modules/catalog/stock.ts";
import { createStockCount } from "./modules/catalog/stock-count-service.ts";
import { createTaxonomyAdminService } from "./modules/catalog/taxonomy-admin-service.ts";
import { createBlogAdminService } from "./modules/content/blog-admin-service.ts";
import { createBlogService } from "./modules/content/blog-service.ts";
import { createFavouriteService } from "./modules/content/favourite-service.ts";
import { createPollAdminService } from "./modules/content/poll-admin-service.ts";
import { createPollService } from "./modules/content/poll-service.ts";
import { createSocialFeed } from "./modules/content/social-feed.ts";
import { createSocialService } from "./modules/content/social-service.ts";
import { demoAccountsPresent } from "./modules/customers/demo-accounts.ts";
import { createPeopleAdminService } from "./modules/customers/people-admin-service.ts";
import { createCustomerService } from "./modules/customers/service.ts";
import { createMailer, MAIL_SEND_QUEUE, MAIL_SWEEP_QUEUE } from "./modules/mail/service.ts";
import { createImageStore } from "./modules/media/image-store.ts";
import { KLARNA_SDK_URL } from "./modules/payments/klarna-browser.ts";
import { createKlarnaClient, type KlarnaConfig } from "./modules/payments/klarna-client.ts";
import { createPromoCodeAdminService } from "./modules/promocodes/admin-service.ts";
import { createPromoCodeService } from "./modules/promocodes/service.ts";
import { RESERVATION_QUEUES } from "./modules/reservations/jobs.ts";
import { createReservationService } from "./modules/reservations/service.ts";
import { createReviewModeration } from "./modules/reviews/moderation-service.ts";
import { createReviewService } from "./modules/reviews/service.ts";
import { createSearchService } from "./modules/search/service.ts";
import { createShippingAdminService } from "./modules/shipping/admin-service.ts";
import { createShippingService } from "./modules/shipping/service.ts";
import { createAddressService } from "./modules/shops/addresses.ts";
import { createShopAdminService } from "./modules/shops/admin-service.ts";
import { createGeocoder } from "./modules/shops/geocoder.ts";
import { createShopService } from "./modules/shops/service.ts";
import { createBrandAdminService } from "./modules/tenants/brand-admin-service.ts";
import { createHomeAdminService } from "./modules/tenants/home-admin-service.ts";
import { createMenusAdminService } from "./modules/tenants/menus-admin-service.ts";
import { createPagesAdminService } from "./modules/tenants/pages-admin-service.ts";
import { createTenantService } from "./modules/tenants/service.ts";

export interface ServiceOptions {
  /** The time rules (holds, pickup deadlines, promo validity) read; tests move it forward. */
  clock?: () => Date;
  /** Where the job queue reports a failure of its own (pg-boss maintenance, a lost connection). */
  onJobError?: (error: unknown) => void;
  /** How the in-process Klarna stand-in is reached; required when no Klarna credentials are configured. */
  klarnaStandin?: KlarnaConfig;
  /** Where a failed address lookup is reported: it never blocks an order, but someone should know. */
  onGeocoderError?: (error: unknown) => void;
  /** Where a failed social feed is reported (the home page's block then says so). */
  onSocialFeedError?: (error: unknown) => void;
}

/** Klarna is configured when all three variables are set; otherwise the local stand-in answers. */
export function usesKlarnaStandin(env: Env): boolean {
  return !(env.KLARNA_API_URL && env.KLARNA_USERNAME && env.KLARNA_PASSWORD);
}

/** Where the checkout loads Klarna's browser SDK: the stand-in's, or KLARNA_SDK_URL (Klarna's own by default). */
export function klarnaSdkUrl(env: Env): string {
  return usesKlarnaStandin(env) ? `${STANDIN_PREFIX}/sdk.js` : (env.KLARNA_SDK_URL ?? KLARNA_SDK_URL);
}

export function createServices(database: Database, env: Env, options: ServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const standin = usesKlarnaStandin(env);
  if (standin && !options.klarnaStandin) throw new Error("Klarna is not configured and no stand-in was given");
  const klarna = createKlarnaClient(
    standin
      ? (options.klarnaStandin as KlarnaConfig)
      : {
          baseUrl: env.KLARNA_API_URL as string,
          username: env.KLARNA_USERNAME as string,
          password: env.KLARNA_PASSWORD as string,
          fetch,
          timeoutMs: env.KLARNA_TIMEOUT_MS,
        },
  );
  const queue = createJobQueue(database, [MAIL_SEND_QUEUE, MAIL_SWEEP_QUEUE, ...RESERVATION_QUEUES], {
    onError: options.onJobError,
  });
  const mail = createMailer(database, env, queue);
  const promocodes = createPromoCodeService(database, clock);
  const shops = createShopService(database);
  const addresses = createAddressService(
    env.GEOCODER_URL ? createGeocoder({ url: env.GEOCODER_URL, timeoutMs: env.GEOCODER_TIMEOUT_MS }) : null,
    options.onGeocoderError ?? (() => undefined),
  );
  const shipping = createShippingService(database);
  const tenants = createTenantService(database);
  const audit = createAuditService(database);
  const images = createImageStore(database, { cacheBytes: env.IMAGE_CACHE_MB * 1024 * 1024 });
  const purchasePrices = createPurchasePricing(database, clock);
  const reservations = createReservationService({
    database,
    klarna,
    promocodes,
    shops,
    addresses,
    shipping,
    purchasePrices,
    stock: stockService,
    clock,
    mail,
    publicUrl: env.PUBLIC_URL,
  });
  // Reviews ask the catalogue whether an article is shown; the catalogue asks reviews for ratings.
  const reviews = createReviewService(database, {
    articleVisible: async (id) => (await catalog.articleVisibility(id)).visible,
    articleNames: (ids) => catalog.articleNames(ids),
  });
  const catalog = createCatalogService(
    database,
    clock,
    { reviews, shops },
    { ttlMs: env.CATALOG_CACHE_SECONDS * 1000 },
  );
  // The back office: each domain's administration is its owner module's (docs/architecture.md).
  const brandIds = async () => (await tenants.admin.list()).map((b) => b.id);
  const articleAdmin = createArticleAdminService({ database, catalog, audit, images });
  const taxonomyAdmin = createTaxonomyAdminService({ database, catalog, audit });
  const campaignAdmin = createCampaignAdminService({ database, clock, audit, catalog });
  const blogAdmin = createBlogAdminService({ database, audit, brandIds, pages: catalog.cache, clock });
  const pollAdmin = createPollAdminService({ database, audit, brandIds, pages: catalog.cache });
  const promoCodeAdmin = createPromoCodeAdminService({ database, reservations, audit });
  const peopleAdmin = createPeopleAdminService({ database, audit, mail, shopNames: () => shops.activeShopNames() });
  const shippingAdmin = createShippingAdminService({ database, shipping, audit });
  const contentAdmin = { database, tenants, catalog, audit, shownArticles: articleAdmin.shownArticles };
  const pagesAdmin = createPagesAdminService(contentAdmin);
  const services = {
    env,
    database,
    clock,
    queue,
    klarna,
    /** Payments go to the local stand-in: no money moves, and every page says so ('testmodus'). */
    paymentTestMode: standin,
    /** The browser SDK the checkout loads (decision 072). */
    klarnaSdkUrl: klarnaSdkUrl(env),
    catalog,
    search: createSearchService(database, catalog),
    blog: createBlogService(database, { catalog, clock }),
    social: createSocialService(
      database,
      env.SOCIAL_FEED_URL
        ? createSocialFeed({ url: env.SOCIAL_FEED_URL, timeoutMs: env.SOCIAL_FEED_TIMEOUT_MS })
        : null,
      options.onSocialFeedError,
    ),
    tenants,
    shops,
    addresses,
    shipping,
    purchasePrices,
    stock: stockService,
    promocodes,
    reservations,
    audit,
    images,
    // Staff are named in a reservation's history by the customers module, which owns the accounts.
    backoffice: createBackofficeService({
      reservations,
      shops,
      audit,
      staffNames: (ids): Promise<Map<number, string>> => services.customers.firstNames(ids),
    }),
    counter: createCounter({ reservations, shops }),
    mail,
    reviews,
    polls: createPollService(database, clock),
    shopAdmin: createShopAdminService({
      database,
      shops,
      addresses,
      audit,
      pages: catalog.cache,
      openReservations: reservations.openAtShop,
    }),
    shippingAdmin,
    brandAdmin: createBrandAdminService({ database, tenants, audit }),
    homeAdmin: createHomeAdminService(contentAdmin),
    pagesAdmin,
    launch: createLaunchReadiness({
      env,
      brandCount: async () => (await tenants.admin.list()).length,
      defaultBrand: async () => {
        const brand = await tenants.forHost(undefined);
        return brand.id === 0 ? null : brand.id;
      },
      activeShops: async () => (await shops.choices()).length,
      shippingMethods: () => shipping.list(),
      webArticles: () => webArticleCounts(database.db),
      emptyLegalPages: async (brandId) =>
        (await pagesAdmin.list(brandId)).filter((p) => p.legal && p.text === "").map((p) => p.name),
      demoAccounts: () => demoAccountsPresent(database.db),
    }),
    menusAdmin: createMenusAdminService(contentAdmin),
    articleAdmin,
    taxonomyAdmin,
    campaignAdmin,
    stockCount: createStockCount({ database, shops, catalog, audit }),
    csvImport: createCsvImport({ database, catalog, audit, images }),
    blogAdmin,
    pollAdmin,
    promoCodeAdmin,
    peopleAdmin,
    reviewModeration: createReviewModeration({ database, reviews, catalog, audit }),
    // The log names what each row is about by asking each thing's owner.
    auditLog: createAuditLogService({
      audit,
      names: createAuditNames({
        shops: () => shops.admin.list(),
        brands: () => tenants.admin.list(),
        articles: (ids) => catalog.articleNames(ids),
        variants: articleAdmin.variantLabels,
        campaigns: campaignAdmin.names,
        blogPosts: blogAdmin.titles,
        blogCategories: blogAdmin.categories,
        polls: pollAdmin.names,
        promoCodes: promoCodeAdmin.codes,
        people: peopleAdmin.names,
        taxonomy: taxonomyAdmin.names,
        shippingMethods: shippingAdmin.names,
      }),
    }),
    favourites: createFavouriteService(database, {
      visibleIds: async (ids) => (ids.length === 0 ? [] : (await catalog.articlesInOrder(ids)).map((a) => a.id)),
    }),
    customers: createCustomerService({
      database,
      mail,
      // Deletion and the account's history ask each owner for its own rows.
      anonymiseReservations: (tx, customerId) => reservations.anonymiseCustomer(tx, customerId),
      anonymiseReviews: (tx, customerId) => reviews.anonymiseCustomer(tx, customerId),
      forgetMail: (tx, email) => mail.forgetCustomer(tx, email),
      history: { reservations: reservations.reservationsOf, orders: reservations.ordersOf },
      shopIsActive: async (shopId) => (await shops.activeShopNames()).has(shopId),
    }),
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;
