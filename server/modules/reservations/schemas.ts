// Request shapes of the checkout (spec section 3: reservation request, items with EanNo and Count).
import { z } from "zod";
import { NO_HOUSE_NUMBER, splitAddress } from "../../../domain/address.ts";
import { isNorwegianPhone } from "../../../domain/phone.ts";

export const PHONE_MESSAGE = "Ugyldig telefonnummer";

export const itemSchema = z.strictObject({
  EanNo: z.string().regex(/^\d{8,14}$/, "Ugyldig EAN"),
  Count: z.number().int().min(1).max(1000),
  CampaignArticleID: z.number().int().positive().nullish(),
  // The price the cart showed; accepted so a stale cart is not refused, and never used: the server prices.
  price: z.number().optional(),
});

export const orderInfoSchema = z.strictObject({
  CustomerName: z.string().trim().min(1, "Navn må ha en verdi").max(200),
  Email: z.email("Ugyldig e-postadresse").max(200),
  Phone: z.string().max(40).refine(isNorwegianPhone, PHONE_MESSAGE),
  Delivery: z.boolean(),
  Address: z.string().trim().max(200).nullish(),
  PostalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "Ugyldig postnummer")
    .nullish(),
  City: z.string().trim().max(100).nullish(),
  shipping_method_id: z.number().int().positive(),
});

export const reservationRequestSchema = z
  .strictObject({
    order: z.array(itemSchema).min(1, "Handlekurven er tom").max(100),
    shop: z.number().int().positive().nullish(),
    promocodeId: z.number().int().positive().nullish(),
    payment: z.enum(["card", "invoice"]),
    orderInfo: orderInfoSchema,
  })
  .superRefine((body, ctx) => {
    const info = body.orderInfo;
    if (info.Delivery) {
      for (const field of ["Address", "PostalCode", "City"] as const) {
        if (!info[field]) ctx.addIssue({ code: "custom", path: ["orderInfo", field], message: "Må fylles ut" });
      }
      if (info.Address && !splitAddress(info.Address)) {
        ctx.addIssue({ code: "custom", path: ["orderInfo", "Address"], message: NO_HOUSE_NUMBER });
      }
    } else if (!body.shop) {
      ctx.addIssue({ code: "custom", path: ["shop"], message: "Velg en butikk" });
    }
  });

export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

export const authorizeSchema = z.strictObject({
  session_id: z.string().min(1).max(100),
  approved: z.boolean(),
  authorization_token: z.string().min(1).max(200).nullish(),
});

export const idParams = z.strictObject({ id: z.coerce.number().int().positive() });
