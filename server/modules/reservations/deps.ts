// What the reservation service is given: the database, Klarna, the clock, the mailer, and the
// services of the modules that own what a checkout reads (promo codes, shops, shipping, prices).
import type { Database } from "../../db/client.ts";
import type { PurchasePricing } from "../catalog/purchase-prices.ts";
import type { StockService } from "../catalog/stock.ts";
import type { Mailer } from "../mail/service.ts";
import type { KlarnaClient } from "../payments/klarna-client.ts";
import type { PromoCodeService } from "../promocodes/service.ts";
import type { ShippingService } from "../shipping/service.ts";
import type { AddressService } from "../shops/addresses.ts";
import type { ShopService } from "../shops/service.ts";

export interface ReservationServiceDeps {
  database: Database;
  klarna: KlarnaClient;
  promocodes: Pick<PromoCodeService, "usable" | "byId">;
  /**
   * Active shops' names (pickup shop, delivery shop), their pickup terms (safety buffer, promise)
   * the postcode register (delivery address) and the pickup shop's address and hours (receipt, mails).
   */
  shops: Pick<ShopService, "activeShopNames" | "pickupTerms" | "postcode" | "pickupShop">;
  /** The delivery address against the map data, when a geocoder is configured. */
  addresses: Pick<AddressService, "check">;
  shipping: Pick<ShippingService, "byId">;
  purchasePrices: PurchasePricing;
  /** The catalogue's stock: held and returned in the reservation's own transaction. */
  stock: StockService;
  clock: () => Date;
  mail: Mailer;
  publicUrl: string | undefined;
}
