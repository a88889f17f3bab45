// Campaign routes of the back office (issue 15, decision 046), registered by server/api.ts under the
// back office's permission guard (backoffice/guard.ts, 'campaigns.edit': content editors and administrators).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../../domain/back-office-roles.ts";
import { errorBody } from "../../../lib/route-schemas.ts";
import type { Services } from "../../../services.ts";
import { idParams } from "../../reservations/schemas.ts";
import { articlePage, articleQuery } from "../article-admin-schemas.ts";
import {
  CAMPAIGN_FORM_REFUSED,
  campaignBody,
  campaignPage,
  campaignPageQuery,
  campaignRecord,
  LINE_FORM_REFUSED,
  lineBody,
  lineChangeBody,
  lineParams,
} from "./admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const one = z.object({ data: campaignRecord });
const tags = ["backoffice"];

export const campaignAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.campaignAdmin;
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/campaigns",
    { schema: { tags, querystring: campaignPageQuery, response: { 200: campaignPage, ...errors } } },
    async (req) => admin.list(req.query.page),
  );
  // The catalogue's article search, for the campaign page's "add an article" (editors have no 'stock.adjust').
  app.get(
    "/backoffice/campaigns/articles",
    { schema: { tags, querystring: articleQuery, response: { 200: articlePage, ...errors } } },
    async (req) => admin.articles(req.query.q, req.query.page),
  );
  app.get(
    "/backoffice/campaigns/:id",
    { schema: { tags, params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.one(req.params.id) }),
  );
  app.post(
    "/backoffice/campaigns",
    {
      schema: { tags, body: campaignBody, response: { 201: one, ...errors } },
      config: { invalidMessage: CAMPAIGN_FORM_REFUSED },
    },
    async (req, reply) => reply.code(201).send({ data: await admin.create(staffOf(req), req.body) }),
  );
  // The form sends every field, so the one body schema checks the period as a whole.
  app.patch(
    "/backoffice/campaigns/:id",
    {
      schema: { tags, params: idParams, body: campaignBody, response: { 200: one, ...errors } },
      config: { invalidMessage: CAMPAIGN_FORM_REFUSED },
    },
    async (req) => ({ data: await admin.update(staffOf(req), req.params.id, req.body) }),
  );
  app.post(
    "/backoffice/campaigns/:id/end",
    { schema: { tags, params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.end(staffOf(req), req.params.id) }),
  );
  app.delete(
    "/backoffice/campaigns/:id",
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await admin.remove(staffOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/backoffice/campaigns/:id/lines",
    {
      schema: { tags, params: idParams, body: lineBody, response: { 201: one, ...errors } },
      config: { invalidMessage: LINE_FORM_REFUSED },
    },
    async (req, reply) => {
      const { articleId, price, ...label } = req.body;
      const data = await admin.addLine(staffOf(req), req.params.id, articleId, { priceOre: price, ...label });
      return reply.code(201).send({ data });
    },
  );
  app.patch(
    "/backoffice/campaigns/:id/lines/:lineId",
    {
      schema: { tags, params: lineParams, body: lineChangeBody, response: { 200: one, ...errors } },
      config: { invalidMessage: LINE_FORM_REFUSED },
    },
    async (req) => {
      const { price, ...label } = req.body;
      return {
        data: await admin.updateLine(staffOf(req), req.params.id, req.params.lineId, { priceOre: price, ...label }),
      };
    },
  );
  app.delete(
    "/backoffice/campaigns/:id/lines/:lineId",
    { schema: { tags, params: lineParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await admin.removeLine(staffOf(req), req.params.id, req.params.lineId) }),
  );
};
