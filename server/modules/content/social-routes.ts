// GET /fb/getPosts (spec section 7): the brand's social network posts as `{posts}`.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";

const socialPostView = z
  .object({
    id: z.string(),
    message: z.string(),
    image: z.string().nullable(),
    link: z.string().nullable(),
    postedAt: z.iso.datetime(),
  })
  .meta({ id: "SocialPost" });

export const socialRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/fb/getPosts",
    {
      schema: {
        tags: ["content"],
        summary: "Social network posts",
        description:
          "From the configured feed (SOCIAL_FEED_URL, a Facebook page in the Graph API's shape), else from " +
          "the shop's own table. A feed that fails answers 502 with 'Error: Something went wrong'.",
        response: { 200: z.object({ posts: z.array(socialPostView) }), 502: errorBody },
      },
    },
    async (req) => ({ posts: await services.social.posts(req.tenant.id) }),
  );
};
