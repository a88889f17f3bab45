import { oreToKroner } from "../../../domain/money.ts";
import type { Database } from "../../db/client.ts";

export interface ShippingMethod {
  id: number;
  name: string;
  description: string;
  type: "pickup" | "delivery";
  /** Whole kroner for the fee; the delivery fee is exact (no rounding needed). */
  price: number;
  delivery: boolean;
}

export async function listShippingMethods(database: Database): Promise<ShippingMethod[]> {
  const { rows } = await database.query<{
    id: number;
    name: string;
    description: string;
    type: "pickup" | "delivery";
    price_ore: number;
  }>("select id, name, description, type, price_ore from shipping_methods where active order by sort, id");
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    type: m.type,
    price: oreToKroner(m.price_ore),
    delivery: m.type === "delivery",
  }));
}
