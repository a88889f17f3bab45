// The counter's routes (/api/v1/backoffice/reservations…, /pick-list): a shop's reservations by status,
// one with its history, the pick list, and each step of a reservation. server/api.ts registers them
// under the back office's permission guard (guard.ts), with each owner module's administration.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams, reservationData, reservationView } from "../reservations/schemas.ts";
import { staffOf } from "./guard.ts";
import {
  historyEntry,
  listQuery,
  partialHandoverBody,
  pickListBody,
  reservationList,
  returnable,
  shipBody,
} from "./schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const action = { tags: ["backoffice"], params: idParams, response: { 200: reservationData, ...errors } };
/**
 * A handover also answers 402 (Klarna refused the capture), 502 (Klarna unreachable) and 504 (Klarna
 * did not answer within KLARNA_TIMEOUT_MS, decision 072).
 */
const handover = { ...action, response: { ...action.response, 402: errorBody, 502: errorBody, 504: errorBody } };

export const backofficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const bo = services.backoffice;
  app.get(
    "/backoffice/reservations",
    { schema: { tags: ["backoffice"], querystring: listQuery, response: { 200: reservationList, ...errors } } },
    async (req) => bo.list(staffOf(req), req.query.shop === "alle" ? "all" : req.query.shop, req.query.status),
  );
  app.get(
    "/backoffice/reservations/:id",
    {
      schema: {
        tags: ["backoffice"],
        params: idParams,
        response: {
          200: z.object({ data: reservationView, history: z.array(historyEntry), returnable }),
          ...errors,
        },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const [data, history, canReturn] = await Promise.all([
        bo.one(staff, req.params.id),
        bo.history(staff, req.params.id),
        bo.returnable(staff, req.params.id),
      ]);
      return { data, history, returnable: canReturn };
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
