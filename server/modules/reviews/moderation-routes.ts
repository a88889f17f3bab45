// Review moderation routes (decision 042), registered by server/api.ts under the back office's
// permission guard (backoffice/guard.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { REPLY_INVALID, REPLY_TOO_LONG, reviewReplyBody } from "../../../domain/schemas/review-admin.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { idParams } from "../reservations/schemas.ts";

export { REPLY_INVALID, REPLY_TOO_LONG };

export const BAD_REVIEW_STATUS = "Velg «new» eller «approved»";

const moderated = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  articleName: z.string().nullable(),
  articleUrl: z.string().nullable().describe("the article's page in the web shop; null when it is not shown there"),
  articlePicture: z
    .object({
      photo: z.object({ key: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
      drawing: z.string().nullable().describe("the drawing shown when the article has no uploaded picture"),
    })
    .nullable(),
  rating: z.number().int(),
  content: z.string(),
  author: z.string().describe("the name the review shows, or 'Anonym'"),
  reply: z.string().nullable(),
  approved: z.boolean(),
  createdAt: z.iso.datetime(),
});

const queueBody = z.object({
  counts: z.object({ new: z.number().int(), approved: z.number().int() }),
  data: z.array(moderated),
});

export const moderationChange = z.object({
  data: z.object({ approved: z.boolean(), reply: z.string().nullable() }).nullable().describe("null: deleted"),
});

const replyBody = reviewReplyBody;

const errors = { 403: errorBody, 404: errorBody, 422: errorBody };
const action = { tags: ["backoffice"], params: idParams, response: { 200: moderationChange, ...errors } };

export const reviewModerationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const moderation = services.reviewModeration;
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  app.get(
    "/backoffice/reviews",
    {
      schema: {
        tags: ["backoffice"],
        querystring: z.strictObject({ status: z.enum(["new", "approved"], BAD_REVIEW_STATUS).default("new") }),
        response: { 200: queueBody, ...errors },
      },
    },
    async (req) => moderation.queue(req.query.status),
  );
  app.post("/backoffice/reviews/:id/approve", { schema: action }, async (req) => ({
    data: await moderation.approve(staffOf(req), req.params.id),
  }));
  app.post("/backoffice/reviews/:id/reject", { schema: action }, async (req) => ({
    data: await moderation.reject(staffOf(req), req.params.id),
  }));
  app.put("/backoffice/reviews/:id/reply", { schema: { ...action, body: replyBody } }, async (req) => ({
    data: await moderation.reply(staffOf(req), req.params.id, req.body.reply),
  }));
};
