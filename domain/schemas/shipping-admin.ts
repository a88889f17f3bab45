// A shipping method as an administrator writes it in the back office (issue 31): the body of
// POST/PATCH /backoffice/shipping-methods, validated by the route and, before it is sent, by the form.
// The price is typed in kroner the Norwegian way ("49", "49,00", "1 299,50") and stored in øre.
import { z } from "zod";
import { BAD_KRONER, parseKroner } from "../kroner-input.ts";
import { TOO_LONG } from "./fields.ts";

export const SHIPPING_TYPES = ["pickup", "delivery"] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

/** The kinds as the back office names them. */
export const SHIPPING_TYPE_NAMES: Record<ShippingType, string> = {
  pickup: "Hent i butikk",
  delivery: "Levering hjem",
};

export const SHIPPING_TYPE_MESSAGE = "Velg hent i butikk eller levering";

const required = (max: number) => z.string().trim().max(max, TOO_LONG).min(1, "Feltet må fylles ut");

export const shippingMethodBody = z.strictObject({
  name: required(100),
  description: z.string().trim().max(500, TOO_LONG).default(""),
  type: z.enum(SHIPPING_TYPES, SHIPPING_TYPE_MESSAGE),
  price: z
    .string()
    .trim()
    .max(20, TOO_LONG)
    .refine((v) => parseKroner(v) !== null, BAD_KRONER)
    .describe("kroner as typed: '0', '49', '49,00' or '1 299,50'"),
  sort: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type ShippingMethodBody = z.infer<typeof shippingMethodBody>;
