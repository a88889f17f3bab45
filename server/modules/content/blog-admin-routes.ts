// Blog routes of the back office (issue 15, decision 049), registered by server/api.ts under the back
// office's permission guard (backoffice/guard.ts, 'content.edit': editors and administrators).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";
import {
  blogCategoryBody,
  blogCategoryRecord,
  blogListQuery,
  blogPostBody,
  blogPostPage,
  blogPostRecord,
} from "./admin-schemas.ts";

const tags = ["backoffice"];
const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const onePost = z.object({ data: blogPostRecord });
const oneCategory = z.object({ data: blogCategoryRecord });
const deleted = z.object({ message: z.string() });
export const POST_DELETED = "Innlegget er slettet";
export const CATEGORY_DELETED = "Kategorien er slettet";

export const blogAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.blogAdmin;
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/blog/posts",
    { schema: { tags, querystring: blogListQuery, response: { 200: blogPostPage, ...errors } } },
    async (req) => admin.posts(req.query.q, req.query.page),
  );
  app.get(
    "/backoffice/blog/posts/:id",
    { schema: { tags, params: idParams, response: { 200: onePost, ...errors } } },
    async (req) => ({ data: await admin.post(req.params.id) }),
  );
  app.post(
    "/backoffice/blog/posts",
    { schema: { tags, body: blogPostBody, response: { 201: onePost, ...errors } } },
    async (req, reply) => reply.code(201).send({ data: await admin.createPost(staffOf(req), req.body) }),
  );
  // The form sends every field, as for promo codes.
  app.put(
    "/backoffice/blog/posts/:id",
    { schema: { tags, params: idParams, body: blogPostBody, response: { 200: onePost, ...errors } } },
    async (req) => ({ data: await admin.updatePost(staffOf(req), req.params.id, req.body) }),
  );
  app.delete(
    "/backoffice/blog/posts/:id",
    { schema: { tags, params: idParams, response: { 200: deleted, ...errors } } },
    async (req) => {
      await admin.deletePost(staffOf(req), req.params.id);
      return { message: POST_DELETED };
    },
  );
  app.get(
    "/backoffice/blog/categories",
    { schema: { tags, response: { 200: z.object({ data: z.array(blogCategoryRecord) }), ...errors } } },
    async () => ({ data: await admin.categories() }),
  );
  app.post(
    "/backoffice/blog/categories",
    { schema: { tags, body: blogCategoryBody, response: { 201: oneCategory, ...errors } } },
    async (req, reply) => reply.code(201).send({ data: await admin.createCategory(staffOf(req), req.body) }),
  );
  app.put(
    "/backoffice/blog/categories/:id",
    { schema: { tags, params: idParams, body: blogCategoryBody, response: { 200: oneCategory, ...errors } } },
    async (req) => ({ data: await admin.updateCategory(staffOf(req), req.params.id, req.body) }),
  );
  app.delete(
    "/backoffice/blog/categories/:id",
    { schema: { tags, params: idParams, response: { 200: deleted, ...errors } } },
    async (req) => {
      await admin.deleteCategory(staffOf(req), req.params.id);
      return { message: CATEGORY_DELETED };
    },
  );
};
