// Everything the API routes and the React Router loaders call, built once per process.
import { sql } from "drizzle-orm";
import type { Database, Executor } from "./db/client.ts";
import { mailOutbox } from "./db/schema.ts";
import type { Env } from "./env.ts";
import { createBackofficeService } from "./modules/backoffice/service.ts";
import { createPurchasePricing } from "./modules/catalog/purchase-prices.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { stockService } from "./modules/catalog/stock.ts";
import { createCustomerService } from "./modules/customers/service.ts";
import { createMailer } from "./modules/mail/service.ts";
import { createKlarnaClient, type FetchLike } from "./modules/payments/klarna-client.ts";
import { STANDIN_PASSWORD, STANDIN_PREFIX, STANDIN_USERNAME } from "./modules/payments/standin.ts";
import { createPromoCodeService } from "./modules/promocodes/service.ts";
import { anonymiseCustomerReservations } from "./modules/reservations/anonymise.ts";
import { customerOrders, customerReservations } from "./modules/reservations/customer-history.ts";
import { createReservationService } from "./modules/reservations/service.ts";
import { createReviewService } from "./modules/reviews/service.ts";
import { createSearchService } from "./modules/search/service.ts";
import { createShippingService } from "./modules/shipping/service.ts";
import { createShopService } from "./modules/shops/service.ts";
import { createTenantService } from "./modules/tenants/service.ts";

/** MERGE: stand-in for the mail module's forgetCustomer (same statement as before); delete at merge. */
async function forgetMailUntilMerge(tx: Executor, email: string): Promise<void> {
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`);
}

export interface ServiceOptions {
  /** The time rules (holds, pickup deadlines, promo validity) read; tests move it forward. */
  clock?: () => Date;
  /** How the Klarna stand-in is reached when no Klarna credentials are configured. */
  standinFetch?: FetchLike;
}

/** Klarna is configured when all three variables are set; otherwise the local stand-in answers. */
export function usesKlarnaStandin(env: Env): boolean {
  return !(env.KLARNA_API_URL && env.KLARNA_USERNAME && env.KLARNA_PASSWORD);
}

export function createServices(database: Database, env: Env, options: ServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const standin = usesKlarnaStandin(env);
  const klarna = createKlarnaClient(
    standin
      ? {
          baseUrl: `http://klarna-standin.invalid${STANDIN_PREFIX}`,
          username: STANDIN_USERNAME,
          password: STANDIN_PASSWORD,
          fetch: options.standinFetch ?? fetch,
        }
      : {
          baseUrl: env.KLARNA_API_URL as string,
          username: env.KLARNA_USERNAME as string,
          password: env.KLARNA_PASSWORD as string,
          fetch,
        },
  );
  const mail = createMailer(database, env);
  const promocodes = createPromoCodeService(database, clock);
  const shops = createShopService(database);
  const shipping = createShippingService(database);
  const purchasePrices = createPurchasePricing(database, clock);
  const reservations = createReservationService({
    database,
    klarna,
    promocodes,
    shops,
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
  const catalog = createCatalogService(database, clock, { reviews });
  return {
    env,
    database,
    clock,
    klarna,
    catalog,
    search: createSearchService(database, catalog),
    tenants: createTenantService(database),
    shops,
    shipping,
    purchasePrices,
    stock: stockService,
    promocodes,
    reservations,
    backoffice: createBackofficeService(reservations, shops),
    mail,
    reviews,
    customers: createCustomerService({
      database,
      mail,
      anonymiseReservations: anonymiseCustomerReservations,
      anonymiseReviews: (tx, customerId) => reviews.anonymiseCustomer(tx, customerId),
      // MERGE: becomes (tx, email) => mail.forgetCustomer(tx, email) once the mail module has it.
      forgetMail: forgetMailUntilMerge,
      history: {
        reservations: (customerId, page) => customerReservations(database.db, customerId, page),
        orders: (customerId, page) => customerOrders(database.db, customerId, page),
      },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
