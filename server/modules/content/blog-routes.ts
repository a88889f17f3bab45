// The blog calls of spec section 7, for the brand of the request.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import {
  blogCategoryView,
  blogPageQuery,
  blogPostView,
  pagedBlogPosts,
  postIdParams,
  slugParams,
} from "./blog-schemas.ts";

const tags = ["blog"];

export const blogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { blog } = services;
  app.get(
    "/blog/posts",
    {
      schema: {
        tags,
        summary: "The brand's blog posts, newest first",
        querystring: blogPageQuery,
        response: { 200: pagedBlogPosts, 422: errorBody },
      },
    },
    async (req) => blog.posts(req.tenant.id, req.query),
  );
  app.get(
    "/blog/categories",
    { schema: { tags, response: { 200: z.object({ data: z.array(blogCategoryView) }) } } },
    async (req) => ({ data: await blog.categories(req.tenant.id) }),
  );
  app.get(
    "/blog/category/:slug",
    {
      schema: {
        tags,
        summary: "A category and one page of its posts",
        params: slugParams,
        querystring: blogPageQuery,
        response: { 200: pagedBlogPosts.extend({ category: blogCategoryView }), 404: errorBody, 422: errorBody },
      },
    },
    async (req) => blog.category(req.tenant.id, req.params.slug, req.query),
  );
  app.get(
    "/blog/post/:id",
    { schema: { tags, params: postIdParams, response: { 200: z.object({ data: blogPostView }), 404: errorBody } } },
    async (req) => ({ data: await blog.postById(req.tenant.id, req.params.id) }),
  );
  app.get(
    "/blog/:slug",
    { schema: { tags, params: slugParams, response: { 200: z.object({ data: blogPostView }), 404: errorBody } } },
    async (req) => ({ data: await blog.postBySlug(req.tenant.id, req.params.slug) }),
  );
};
