// Back office API for shop staff (and admins): /api/v1/backoffice/…
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAYMENT_STATES } from "../../../domain/payment-state.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { errorBody, kroner } from "../../lib/route-schemas.ts";
import { requireRole } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { idParams, reservationData, reservationView } from "../reservations/schemas.ts";

const listQuery = z.strictObject({
  status: z.coerce.number().int().min(1).max(9).default(2),
  shop: recordIdText.optional(),
});

const reservationSummary = z
  .object({
    id: z.number().int(),
    statusID: z.number().int(),
    name: z.string(),
    total: kroner,
    delivery: z.boolean(),
    pickupDeadline: z.iso.datetime().nullable(),
    date: z.iso.datetime(),
    lines: z.number().int(),
    payment: z.enum(PAYMENT_STATES).describe("the payment's state (domain/payment-state.ts)"),
  })
  .meta({ id: "ReservationSummary" });

const reservationList = z.object({
  shop: z.object({ id: z.number().int(), name: z.string() }),
  counts: z.record(z.string(), z.number().int()).describe("status id → number of the shop's reservations"),
  data: z.array(reservationSummary),
});

/** The shop's pick list: one row per reservation line waiting to be picked (decision 040). */
const pickListBody = z.object({
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

const historyEntry = z.object({
  from_status_id: z.number().int().nullable(),
  to_status_id: z.number().int(),
  actor: z.string(),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
});

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const action = { tags: ["backoffice"], params: idParams, response: { 200: reservationData, ...errors } };
/** A handover also answers 402 (Klarna refused the capture) and 502 (Klarna unreachable). */
const handover = { ...action, response: { ...action.response, 402: errorBody, 502: errorBody } };

/** The lines a partial handover hands over (decision 040); lines not named stay in the shop. */
const partialHandoverBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        EanNo: z.string().regex(/^\d{8,14}$/, "Ugyldig EAN"),
        Count: z.number().int("Antallet må være et helt tall").min(0, "Antallet kan ikke være negativt").max(1000),
      }),
    )
    .min(1, "Velg minst én vare")
    .max(200),
});

export const BAD_TRACKING_URL = "Sporingslenken må være en gyldig nettadresse (https://…)";

/** The carrier's tracking page: an http(s) address, shown to the customer as trackingUrl. */
const shipBody = z.strictObject({
  trackingUrl: z
    .string(BAD_TRACKING_URL)
    .trim()
    .max(500, BAD_TRACKING_URL)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: BAD_TRACKING_URL })),
});

const staffOf = (req: FastifyRequest) => requireRole(req, "staff", "admin");

export const backofficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const bo = services.backoffice;
  app.get(
    "/backoffice/reservations",
    { schema: { tags: ["backoffice"], querystring: listQuery, response: { 200: reservationList, ...errors } } },
    async (req) => bo.list(staffOf(req), req.query.shop, req.query.status),
  );
  app.get(
    "/backoffice/reservations/:id",
    {
      schema: {
        tags: ["backoffice"],
        params: idParams,
        response: { 200: z.object({ data: reservationView, history: z.array(historyEntry) }), ...errors },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      return { data: await bo.one(staff, req.params.id), history: await bo.history(staff, req.params.id) };
    },
  );
  app.get(
    "/backoffice/pick-list",
    {
      schema: {
        tags: ["backoffice"],
        querystring: z.strictObject({ shop: recordIdText.optional() }),
        response: { 200: pickListBody, ...errors },
      },
    },
    async (req) => bo.pickList(staffOf(req), req.query.shop),
  );
  app.post("/backoffice/reservations/:id/ready", { schema: action }, async (req) => ({
    data: await bo.markReady(staffOf(req), req.params.id),
  }));
  app.post("/backoffice/reservations/:id/collect", { schema: handover }, async (req) => ({
    data: await bo.collect(staffOf(req), req.params.id),
  }));
  app.post(
    "/backoffice/reservations/:id/collect-part",
    { schema: { ...handover, body: partialHandoverBody } },
    async (req) => ({ data: await bo.collectPart(staffOf(req), req.params.id, req.body.lines) }),
  );
  app.post("/backoffice/reservations/:id/pack", { schema: action }, async (req) => ({
    data: await bo.pack(staffOf(req), req.params.id),
  }));
  app.post("/backoffice/reservations/:id/ship", { schema: { ...handover, body: shipBody } }, async (req) => ({
    data: await bo.ship(staffOf(req), req.params.id, req.body.trackingUrl),
  }));
  app.post(
    "/backoffice/reservations/:id/return",
    { schema: { ...action, body: partialHandoverBody } },
    async (req) => ({
      data: await bo.registerReturn(staffOf(req), req.params.id, req.body.lines),
    }),
  );
  app.post("/backoffice/reservations/:id/cancel", { schema: action }, async (req) => ({
    data: await bo.cancel(staffOf(req), req.params.id),
  }));
};
