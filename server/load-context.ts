// What every React Router loader and action receives as `context` (set up in web.ts).
import type { AppLoadContext } from "react-router";
import type { Tenant } from "./modules/tenants/service.ts";
import type { SessionCustomer } from "./plugins/session.ts";
import type { Services } from "./services.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    tenant: Tenant;
    csrfToken: string;
    nonce: string;
    /** Origin of the shop as the visitor sees it, for canonical links. */
    origin: string;
    /** The client's address as the trusted proxy saw it (TRUST_PROXY; a poll's visitor is one). */
    clientAddress: string;
    /** The logged-in customer (decision 012), null for anonymous visitors. */
    user: SessionCustomer | null;
  }
}

export type ShopLoadContext = AppLoadContext;
