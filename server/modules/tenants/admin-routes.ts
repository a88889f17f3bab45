// The brands in the back office (/api/v1/backoffice/brands…, issue 15), and their content (decision
// 050): the home grid's drafts, the static page texts and the menus. server/api.ts registers both under
// the back office's permission guard (backoffice/guard.ts: 'brands.edit', 'content.edit').
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";
import {
  brandBody,
  brandParams,
  brandRecord,
  draftParams,
  draftView,
  homeView,
  menuBody,
  menuSaved,
  menuView,
  newBrandBody,
  pageList,
  pageOne,
  pageParams,
  pageTextBody,
  publishBody,
  publishedView,
  slotBody,
  slotParams,
} from "./admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const tags = ["backoffice"];

const staffOf = (req: { staff?: Staff }) => req.staff as Staff;

export const brandAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const brands = services.brandAdmin;
  const one = z.object({ data: brandRecord });
  app.get(
    "/backoffice/brands",
    { schema: { tags, response: { 200: z.object({ data: z.array(brandRecord) }), ...errors } } },
    async () => ({ data: await brands.list() }),
  );
  app.get(
    "/backoffice/brands/:id",
    { schema: { tags, params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ data: await brands.one(req.params.id) }),
  );
  app.post(
    "/backoffice/brands",
    {
      schema: {
        tags,
        description:
          "A new brand with its name and hostnames (administrators); logo, colours and menu are set with PATCH. The first brand becomes the default.",
        body: newBrandBody,
        response: { 201: one, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await brands.create(staffOf(req), req.body) }),
  );
  app.patch(
    "/backoffice/brands/:id",
    { schema: { tags, params: idParams, body: brandBody, response: { 200: one, ...errors } } },
    async (req) => ({ data: await brands.update(staffOf(req), req.params.id, req.body) }),
  );
};

export const contentAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { homeAdmin: home, pagesAdmin: pages, menusAdmin: menus } = services;

  app.get(
    "/backoffice/home/:brandId",
    { schema: { tags, params: brandParams, response: { 200: homeView, ...errors } } },
    async (req) => {
      const [data, choices] = await Promise.all([home.home(req.params.brandId), home.choices()]);
      return { data, choices };
    },
  );
  app.get(
    "/backoffice/home/:brandId/drafts/:name",
    { schema: { tags, params: draftParams, response: { 200: draftView, ...errors } } },
    async (req) => ({ data: await home.draft(req.params.brandId, req.params.name) }),
  );
  app.put(
    "/backoffice/home/:brandId/drafts/:name/slots/:slot",
    { schema: { tags, params: slotParams, body: slotBody, response: { 200: draftView, ...errors } } },
    async (req) => {
      const { brandId, name, slot } = req.params;
      return { data: await home.saveSlot(staffOf(req), brandId, name, slot, req.body.slot) };
    },
  );
  app.post(
    "/backoffice/home/:brandId/drafts/:name/publish",
    { schema: { tags, params: draftParams, body: publishBody, response: { 200: publishedView, ...errors } } },
    async (req) => ({
      data: await home.publish(staffOf(req), req.params.brandId, req.params.name, {
        confirmStale: req.body?.confirmStale === true,
      }),
    }),
  );
  app.delete(
    "/backoffice/home/:brandId/drafts/:name",
    { schema: { tags, params: draftParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await home.discard(staffOf(req), req.params.brandId, req.params.name);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/backoffice/pages/:brandId",
    { schema: { tags, params: brandParams, response: { 200: pageList, ...errors } } },
    async (req) => ({ data: await pages.list(req.params.brandId) }),
  );
  app.put(
    "/backoffice/pages/:brandId/:key",
    { schema: { tags, params: pageParams, body: pageTextBody, response: { 200: pageOne, ...errors } } },
    async (req) => ({ data: await pages.save(staffOf(req), req.params.brandId, req.params.key, req.body) }),
  );

  app.get(
    "/backoffice/menus/:brandId",
    { schema: { tags, params: brandParams, response: { 200: menuView, ...errors } } },
    async (req) => ({ data: await menus.menu(req.params.brandId) }),
  );
  app.put(
    "/backoffice/menus/:brandId",
    { schema: { tags, params: brandParams, body: menuBody, response: { 200: menuSaved, ...errors } } },
    async (req) => ({ data: await menus.save(staffOf(req), req.params.brandId, req.body) }),
  );
};
