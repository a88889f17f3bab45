// Shipping methods (pickup in a shop, home delivery) with their fees. This module owns the
// shipping_methods table. The few rows change only when an administrator changes them (admin-service.ts
// drops this cache then), so they are cached: every checkout asks for its method, and the checkout is
// the shop's busiest write.
import { asc } from "drizzle-orm";
import { oreToKroner } from "../../../domain/money.ts";
import type { Database } from "../../db/client.ts";
import { shippingMethods } from "../../db/schema.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

export interface ShippingMethod {
  id: number;
  name: string;
  description: string;
  type: "pickup" | "delivery";
  /** Whole kroner for the fee; the delivery fee is exact (no rounding needed). */
  price: number;
  delivery: boolean;
}

export type ShippingService = ReturnType<typeof createShippingService>;

export function createShippingService(database: Database) {
  const cache = new VersionedCache(database, "shipping_methods", { maxBytes: 64 * 1024, ttlMs: 300_000 });
  const active = () =>
    cache.get("active", async () => {
      const rows = await database.db
        .select()
        .from(shippingMethods)
        .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
      return rows.filter((m) => m.active);
    });

  return {
    cache,
    /** The active methods in the order the checkout shows them. */
    async list(): Promise<ShippingMethod[]> {
      return (await active()).map((m) => ({
        id: m.id,
        name: m.name,
        description: m.description,
        type: m.type as ShippingMethod["type"],
        price: oreToKroner(m.priceOre),
        delivery: m.type === "delivery",
      }));
    },
    /** An active method by id, as the checkout prices it; null when unknown or inactive. */
    async byId(id: number): Promise<ShippingMethodRow | null> {
      return (await active()).find((m) => m.id === id) ?? null;
    },
  };
}
