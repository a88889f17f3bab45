// Request shapes of the checkout (spec section 3: reservation request, items with EanNo and Count).
import { z } from "zod";
import { addressFields, contactFields, deliveryAddressIssues, SHOP_REQUIRED } from "../../../domain/schemas/contact.ts";

export const itemSchema = z.strictObject({
  EanNo: z.string().regex(/^\d{8,14}$/, "Ugyldig EAN"),
  Count: z.number().int().min(1).max(1000),
  CampaignArticleID: z.number().int().positive().nullish(),
  // The price the cart showed; accepted so a stale cart is not refused, and never used: the server prices.
  price: z.number().optional(),
});

export const orderInfoSchema = z.strictObject({
  ...contactFields,
  Delivery: z.boolean(),
  ...addressFields,
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
      for (const { field, message } of deliveryAddressIssues(info)) {
        ctx.addIssue({ code: "custom", path: ["orderInfo", field], message });
      }
    } else if (!body.shop) {
      ctx.addIssue({ code: "custom", path: ["shop"], message: SHOP_REQUIRED });
    }
  });

export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

export const authorizeSchema = z.strictObject({
  session_id: z.string().min(1).max(100),
  approved: z.boolean(),
  authorization_token: z.string().min(1).max(200).nullish(),
});

export const idParams = z.strictObject({ id: z.coerce.number().int().positive() });
