// Request and answer shapes of the counter (/api/v1/backoffice/reservations…, /pick-list): a shop's
// reservations by status, one reservation with its history and what can be returned, and the bodies of
// a partial handover, a return and a shipping.
import { z } from "zod";
import { PAYMENT_STATES } from "../../../domain/payment-state.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { BAD_TRACKING_URL, handoverLinesBody, shipBody } from "../../../domain/schemas/reservation-admin.ts";
import { kroner } from "../../lib/route-schemas.ts";

export { BAD_TRACKING_URL, shipBody };

export const listQuery = z.strictObject({
  status: z.coerce.number().int().min(1).max(9).default(2),
  shop: z
    .union([recordIdText, z.literal("alle")])
    .optional()
    .describe("a shop's id, or alle: every shop (administrators; staff always get their own)"),
});

const reservationSummary = z
  .object({
    id: z.number().int(),
    statusID: z.number().int(),
    shopID: z.number().int(),
    shopName: z.string(),
    name: z.string(),
    total: kroner,
    delivery: z.boolean(),
    pickupDeadline: z.iso.datetime().nullable(),
    date: z.iso.datetime(),
    lines: z.number().int(),
    payment: z.enum(PAYMENT_STATES).describe("the payment's state (domain/payment-state.ts)"),
    handover: z
      .object({
        taken: z.number().int().describe("units handed over"),
        left: z.number().int().describe("units left in the shop"),
        captured: kroner,
        released: kroner,
      })
      .nullable()
      .describe("a partial handover (domain/handover-settlement.ts); null otherwise"),
  })
  .meta({ id: "ReservationSummary" });

export const reservationList = z.object({
  shop: z.object({ id: z.number().int(), name: z.string() }).nullable().describe("null: every shop"),
  counts: z.record(z.string(), z.number().int()).describe("status id → number of the shop's reservations"),
  data: z.array(reservationSummary),
});

/** The shop's pick list: one row per reservation line waiting to be picked (decision 040). */
export const pickListBody = z.object({
  shop: z.object({ id: z.number().int(), name: z.string() }),
  data: z.array(
    z.object({
      reservationId: z.number().int(),
      customer: z.string(),
      article: z.string(),
      ean: z.string(),
      color: z.string(),
      size: z.string(),
      count: z.number().int(),
    }),
  ),
});

/** What of a handed-over reservation can still be returned (null before handover or shipping). */
export const returnable = z
  .object({
    deadline: z.string(),
    open: z.boolean(),
    lines: z.array(
      z.object({ EanNo: z.string(), name: z.string(), bought: z.number().int(), returned: z.number().int() }),
    ),
  })
  .nullable();

export const historyEntry = z.object({
  from_status_id: z.number().int().nullable(),
  to_status_id: z.number().int(),
  actor: z.string(),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
  text: z.string().describe("the change in words: 'Klar til henting — Ola (ansatt)'"),
});

/** The lines a partial handover hands over (decision 040); lines not named stay in the shop. */
export const partialHandoverBody = handoverLinesBody;
