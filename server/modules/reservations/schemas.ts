// Request shapes of the checkout (spec section 3: reservation request, items with EanNo and Count).
import { z } from "zod";
import { addressFields, contactFields, deliveryAddressIssues, SHOP_REQUIRED } from "../../../domain/schemas/contact.ts";
import { recordId, recordIdText } from "../../../domain/schemas/fields.ts";
import { kroner, pageMeta } from "../../lib/route-schemas.ts";

export const itemSchema = z.strictObject({
  EanNo: z.string().regex(/^\d{8,14}$/, "Ugyldig EAN"),
  Count: z.number().int().min(1).max(1000),
  CampaignArticleID: recordId.nullish(),
  // The price the cart showed; accepted so a stale cart is not refused, and never used: the server prices.
  price: z.number().optional(),
});

export const orderInfoSchema = z.strictObject({
  ...contactFields,
  Delivery: z.boolean(),
  ...addressFields,
  shipping_method_id: recordId,
});

export const reservationRequestSchema = z
  .strictObject({
    order: z.array(itemSchema).min(1, "Handlekurven er tom").max(100),
    shop: recordId.nullish(),
    promocodeId: recordId.nullish(),
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

/** The re-check before payment: the lines, and where they would be held (a pickup shop, or delivery). */
export const stockCheckSchema = z
  .strictObject({
    order: z.array(itemSchema).min(1, "Handlekurven er tom").max(100),
    shop: recordId.nullish(),
    delivery: z.boolean(),
  })
  .superRefine((body, ctx) => {
    if (!body.delivery && !body.shop) ctx.addIssue({ code: "custom", path: ["shop"], message: SHOP_REQUIRED });
  });

export type StockCheckRequest = z.infer<typeof stockCheckSchema>;

export const stockCheckAnswer = z.object({
  data: z.object({
    shopID: z.number().int().nullable(),
    shopName: z.string().nullable(),
    short: z.array(
      z.object({
        EanNo: z.string(),
        name: z.string(),
        wanted: z.number().int(),
        available: z.number().int(),
        message: z.string(),
      }),
    ),
  }),
});

export const authorizeSchema = z.strictObject({
  session_id: z.string().min(1).max(100),
  approved: z.boolean(),
  authorization_token: z.string().min(1).max(200).nullish(),
  // The receipt token the checkout answered with (decision 034), for the confirmation mail's link.
  receipt_token: z.string().max(100).nullish(),
});

export const idParams = z.strictObject({ id: recordIdText });

// ---------- Responses ----------

/** Who reserved, where and how: what every answer about a reservation starts with (views.ts `reservationHead`). */
const reservationHead = {
  id: z.number().int(),
  shopID: z.number().int(),
  customerID: z.number().int().nullable(),
  statusID: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  delivery: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
};

const handoverPart = z.object({
  ean: z.string(),
  name: z.string(),
  count: z.number().int(),
  unitPrice: kroner,
  goods: kroner,
  discount: kroner.describe("the part's share of the verdikode"),
  net: kroner.describe("goods − discount"),
});

/** A partial handover (domain/handover-settlement.ts); null unless something was left in the shop. */
export const handoverSettlement = z
  .object({
    taken: z.array(handoverPart).describe("the units handed over"),
    left: z.array(handoverPart).describe("the units left in the shop and put back in stock"),
    discount: kroner.describe("the whole verdikode"),
    takenDiscount: kroner.describe("its share on the units handed over"),
    leftDiscount: kroner.describe("its share on the units left"),
    shipping: kroner,
    reserved: kroner.describe("what Klarna authorised at checkout"),
    captured: kroner,
    released: kroner,
    paymentMethod: z.string().nullable().describe("'card' or 'invoice': how the captured amount was taken"),
  })
  .meta({ id: "HandoverSettlement" });

export const reservationView = z
  .object({
    ...reservationHead,
    total: kroner,
    discount: kroner,
    shipping: kroner,
    paymentMethod: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    holdExpiresAt: z.iso.datetime().nullable(),
    pickupDeadline: z.iso.datetime().nullable(),
    pickupReadyBy: z.iso.datetime().nullable().describe("when the pickup promise said the goods are ready"),
    pickupPromise: z
      .string()
      .nullable()
      .describe("the pickup promise given at checkout, e.g. 'Klar til henting i morgen'"),
    payment: z.record(z.string(), z.unknown()).nullable().describe("txData: the payment's state"),
    articles: z.array(
      z.object({
        EanNo: z.string(),
        articleId: z.number().int(),
        name: z.string(),
        count: z.number().int(),
        price: kroner,
        pant: kroner,
        color: z.string().nullable().describe("the variant's colour; null where the answer does not name it"),
        size: z.string().nullable().describe("the variant's size; null where the answer does not name it"),
      }),
    ),
    handover: handoverSettlement.nullable(),
    date: z.iso.datetime(),
  })
  .meta({ id: "Reservation" });

export const failedShop = z
  .object({
    status: z.number().int(),
    message: z.string(),
    ShopID: z.number().int(),
    shopName: z.string(),
    items: z.array(z.object({ EanNo: z.string(), name: z.string(), message: z.string() })),
  })
  .meta({ id: "FailedShop" });

export const reservationCreated = z.object({
  data: z.object({
    reservation: reservationView,
    receiptToken: z.string().describe("the receipt link's token (/kvittering/{id}?t=…), given only here"),
    klarna: z.object({
      session_id: z.string(),
      client_token: z.string(),
      payment_method_category: z.enum(["pay_now", "pay_later"]),
      payment_method_categories: z.array(z.looseObject({ identifier: z.string(), name: z.string() })),
    }),
    failed: z.array(failedShop),
  }),
});

/** Nothing could be held (spec section 8): the message and the order-failure list. */
export const orderFailure = z.object({ message: z.string(), failed: z.array(failedShop) }).meta({ id: "OrderFailure" });

export const reservationData = z.object({ data: reservationView });

// ---------- A customer's own history (GET /customers/current/reservations and /orders) ----------

const historyLine = z.object({
  id: z.number().int(),
  article_id: z.number().int().nullable(),
  ean: z.string(),
  name: z.string(),
  count: z.number().int(),
  price: kroner,
});

export const reservationHistory = z.object({
  data: z.array(
    z.object({
      ...reservationHead,
      total: kroner,
      discount: kroner,
      shipping: kroner,
      trackingUrl: z.string().nullable(),
      articles: z.array(historyLine),
      handover: handoverSettlement.nullable(),
      date: z.string(),
    }),
  ),
  meta: pageMeta,
});

export const orderHistory = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      reservation_id: z.number().int().nullable().describe("the reservation whose receipt shows the order"),
      vat_percentage: z.number().int(),
      total_vat: kroner,
      net_amount: kroner,
      total: kroner,
      articles: z.array(historyLine.extend({ total: kroner })),
      handover: handoverSettlement
        .nullable()
        .describe("the reservation's partial handover: what was left and released"),
      date: z.string(),
    }),
  ),
  meta: pageMeta,
});
