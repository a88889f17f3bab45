// The category tree, the sizes and the colours in the back office (decision 069): main groups,
// subgroups and groups, sizes and their order, colour groups and colours. Registered by server/api.ts
// under the back office's permission guard (backoffice/guard.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { staffOf } from "../backoffice/guard.ts";
import { idParams } from "../reservations/schemas.ts";
import {
  categoryTree,
  colorBody,
  colorGroupBody,
  colorGroupPatch,
  colorGroupRecord,
  colorGroupTree,
  colorPatch,
  colorRecord,
  groupBody,
  groupPatch,
  groupRecord,
  mainGroupBody,
  mainGroupPatch,
  mainGroupRecord,
  moveBody,
  sizeBody,
  sizeRecord,
  sizeRow,
  subcategoryRecord,
} from "./taxonomy-admin-schemas.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const tags = ["backoffice"];
const one = <T extends z.ZodType>(record: T) => ({ 200: z.object({ data: record }), ...errors });
const created = <T extends z.ZodType>(record: T) => ({ 201: z.object({ data: record }), ...errors });

/** Main groups, subgroups and groups: the storefront's categories, subcategories and groups. */
const categoryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.taxonomyAdmin;
  app.get("/backoffice/categories", { schema: { tags, response: one(categoryTree) } }, async () => ({
    data: await admin.tree(),
  }));
  app.post(
    "/backoffice/categories",
    { schema: { tags, body: mainGroupBody, response: created(mainGroupRecord) } },
    async (req, reply) => reply.code(201).send({ data: await admin.createMainGroup(staffOf(req), req.body) }),
  );
  app.patch(
    "/backoffice/categories/:id",
    { schema: { tags, params: idParams, body: mainGroupPatch, response: one(mainGroupRecord) } },
    async (req) => ({ data: await admin.updateMainGroup(staffOf(req), req.params.id, req.body) }),
  );
  app.delete(
    "/backoffice/categories/:id",
    { schema: { tags, params: idParams, response: one(mainGroupRecord) } },
    async (req) => ({ data: await admin.deleteMainGroup(staffOf(req), req.params.id) }),
  );
  app.post(
    "/backoffice/categories/:id/move",
    { schema: { tags, params: idParams, body: moveBody, response: one(mainGroupRecord) } },
    async (req) => ({ data: await admin.moveMainGroup(staffOf(req), req.params.id, req.body.direction) }),
  );
  app.post(
    "/backoffice/categories/:id/subcategories",
    { schema: { tags, params: idParams, body: groupBody, response: created(subcategoryRecord) } },
    async (req, reply) =>
      reply.code(201).send({ data: await admin.createSubcategory(staffOf(req), req.params.id, req.body) }),
  );
  app.patch(
    "/backoffice/subcategories/:id",
    { schema: { tags, params: idParams, body: groupPatch, response: one(subcategoryRecord) } },
    async (req) => ({ data: await admin.updateSubcategory(staffOf(req), req.params.id, req.body) }),
  );
  app.delete(
    "/backoffice/subcategories/:id",
    { schema: { tags, params: idParams, response: one(subcategoryRecord) } },
    async (req) => ({ data: await admin.deleteSubcategory(staffOf(req), req.params.id) }),
  );
  app.post(
    "/backoffice/subcategories/:id/move",
    { schema: { tags, params: idParams, body: moveBody, response: one(subcategoryRecord) } },
    async (req) => ({ data: await admin.moveSubcategory(staffOf(req), req.params.id, req.body.direction) }),
  );
  app.post(
    "/backoffice/subcategories/:id/groups",
    { schema: { tags, params: idParams, body: groupBody, response: created(groupRecord) } },
    async (req, reply) =>
      reply.code(201).send({ data: await admin.createGroup(staffOf(req), req.params.id, req.body) }),
  );
  app.patch(
    "/backoffice/groups/:id",
    { schema: { tags, params: idParams, body: groupPatch, response: one(groupRecord) } },
    async (req) => ({ data: await admin.updateGroup(staffOf(req), req.params.id, req.body) }),
  );
  app.delete(
    "/backoffice/groups/:id",
    { schema: { tags, params: idParams, response: one(groupRecord) } },
    async (req) => ({ data: await admin.deleteGroup(staffOf(req), req.params.id) }),
  );
  app.post(
    "/backoffice/groups/:id/move",
    { schema: { tags, params: idParams, body: moveBody, response: one(groupRecord) } },
    async (req) => ({ data: await admin.moveGroup(staffOf(req), req.params.id, req.body.direction) }),
  );
};

/** Sizes in the order product pages show them. */
const sizeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.taxonomyAdmin;
  app.get("/backoffice/sizes", { schema: { tags, response: one(z.array(sizeRow)) } }, async () => ({
    data: await admin.sizes(),
  }));
  app.post(
    "/backoffice/sizes",
    { schema: { tags, body: sizeBody, response: created(sizeRecord) } },
    async (req, reply) => reply.code(201).send({ data: await admin.createSize(staffOf(req), req.body) }),
  );
  app.patch(
    "/backoffice/sizes/:id",
    { schema: { tags, params: idParams, body: sizeBody, response: one(sizeRecord) } },
    async (req) => ({ data: await admin.updateSize(staffOf(req), req.params.id, req.body) }),
  );
  app.delete(
    "/backoffice/sizes/:id",
    { schema: { tags, params: idParams, response: one(sizeRecord) } },
    async (req) => ({ data: await admin.deleteSize(staffOf(req), req.params.id) }),
  );
  app.post(
    "/backoffice/sizes/:id/move",
    { schema: { tags, params: idParams, body: moveBody, response: one(sizeRecord) } },
    async (req) => ({ data: await admin.moveSize(staffOf(req), req.params.id, req.body.direction) }),
  );
};

/** Colour groups (the filters' colours) and the colours in them. */
const colorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.taxonomyAdmin;
  app.get("/backoffice/colors", { schema: { tags, response: one(z.array(colorGroupTree)) } }, async () => ({
    data: await admin.colors(),
  }));
  app.post(
    "/backoffice/color-groups",
    { schema: { tags, body: colorGroupBody, response: created(colorGroupRecord) } },
    async (req, reply) => reply.code(201).send({ data: await admin.createColorGroup(staffOf(req), req.body) }),
  );
  app.patch(
    "/backoffice/color-groups/:id",
    { schema: { tags, params: idParams, body: colorGroupPatch, response: one(colorGroupRecord) } },
    async (req) => ({ data: await admin.updateColorGroup(staffOf(req), req.params.id, req.body) }),
  );
  app.delete(
    "/backoffice/color-groups/:id",
    { schema: { tags, params: idParams, response: one(colorGroupRecord) } },
    async (req) => ({ data: await admin.deleteColorGroup(staffOf(req), req.params.id) }),
  );
  app.post(
    "/backoffice/colors",
    { schema: { tags, body: colorBody, response: created(colorRecord) } },
    async (req, reply) => reply.code(201).send({ data: await admin.createColor(staffOf(req), req.body) }),
  );
  app.patch(
    "/backoffice/colors/:id",
    { schema: { tags, params: idParams, body: colorPatch, response: one(colorRecord) } },
    async (req) => ({ data: await admin.updateColor(staffOf(req), req.params.id, req.body) }),
  );
  app.delete(
    "/backoffice/colors/:id",
    { schema: { tags, params: idParams, response: one(colorRecord) } },
    async (req) => ({ data: await admin.deleteColor(staffOf(req), req.params.id) }),
  );
};

/** The whole taxonomy's administration, as one plugin for server/api.ts. */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, opts) => {
  await categoryRoutes(app, opts);
  await sizeRoutes(app, opts);
  await colorRoutes(app, opts);
};
