// Everything the API routes and the React Router loaders call, built once per process.
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { createTenantService } from "./modules/content/tenant-service.ts";
import { createCustomerService } from "./modules/customers/service.ts";
import { createMailer } from "./modules/mail/service.ts";
import { createSearchService } from "./modules/search/service.ts";
import { createShopService } from "./modules/shops/service.ts";

export function createServices(database: Database, env: Env) {
  const mail = createMailer(database, env);
  const catalog = createCatalogService(database);
  return {
    env,
    database,
    catalog,
    search: createSearchService(database, catalog),
    tenants: createTenantService(database),
    shops: createShopService(database),
    mail,
    customers: createCustomerService(database, mail),
  };
}

export type Services = ReturnType<typeof createServices>;
