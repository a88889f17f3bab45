// The poll calls of spec section 7, and the one that records a shopper's answers (decision 038).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { POLL_COOKIE, shopperOf, visitorWithCookie } from "./poll-cookie.ts";
import {
  pollAnswersInput,
  pollAnswerView,
  pollIdParams,
  pollResultView,
  pollScoreView,
  pollView,
  questionIdParams,
  questionScoreView,
} from "./poll-schemas.ts";

export const pollRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { polls } = services;
  const notFound = { 404: errorBody, 422: errorBody };
  const shopper = (req: { customer: { id: number } | null; cookies: Record<string, string | undefined>; ip: string }) =>
    shopperOf(req.customer?.id ?? null, req.cookies[POLL_COOKIE], req.ip);

  app.get(
    "/polls/active",
    {
      schema: {
        tags: ["polls"],
        summary: "Polls running now",
        response: { 200: z.object({ data: z.array(pollView) }) },
      },
    },
    async (req) => ({ data: await polls.active(req.tenant.id) }),
  );
  app.get(
    "/polls/:id",
    { schema: { tags: ["polls"], params: pollIdParams, response: { 200: z.object({ data: pollView }), ...notFound } } },
    async (req) => ({ data: await polls.byId(req.params.id, req.tenant.id) }),
  );
  app.get(
    "/polls/:id/score",
    {
      schema: {
        tags: ["polls"],
        params: pollIdParams,
        response: { 200: z.object({ data: pollScoreView }), ...notFound },
      },
    },
    async (req) => ({ data: await polls.pollScore(req.params.id) }),
  );
  app.get(
    "/polls/questions/:id/score",
    {
      schema: {
        tags: ["polls"],
        params: questionIdParams,
        response: { 200: z.object({ data: questionScoreView }), ...notFound },
      },
    },
    async (req) => ({ data: await polls.questionScore(req.params.id) }),
  );
  app.get(
    "/polls/questions/:id/answers",
    {
      schema: {
        tags: ["polls"],
        summary: "The asking shopper's answer to one question",
        params: questionIdParams,
        response: { 200: z.object({ data: z.array(pollAnswerView) }), ...notFound },
      },
    },
    async (req) => ({ data: await polls.answersToQuestion(shopper(req), req.params.id) }),
  );
  app.get(
    "/polls/:id/answers",
    {
      schema: {
        tags: ["polls"],
        summary: "The asking shopper's answers to a poll (empty before they answer)",
        params: pollIdParams,
        response: { 200: z.object({ data: z.array(pollAnswerView) }), ...notFound },
      },
    },
    async (req) => ({ data: await polls.answersOf(shopper(req), req.params.id) }),
  );
  app.post(
    "/polls/:id/answers",
    {
      schema: {
        tags: ["polls"],
        summary: "Record the shopper's one set of answers",
        description:
          "A customer answers by account, a visitor by client address (once per address and poll; the " +
          "butikk_poll cookie this call issues only says the browser has answered). One option per question, " +
          "every question answered; a second set is 409.",
        params: pollIdParams,
        body: pollAnswersInput,
        response: { 201: z.object({ data: pollResultView }), 404: errorBody, 409: errorBody, 422: errorBody },
      },
      config: { rateLimitTier: "review" },
    },
    async (req, reply) => {
      const who = req.customer ? shopper(req) : visitorWithCookie(req, reply);
      const result = await polls.answer(who, req.params.id, req.body);
      return reply.code(201).send({ data: result });
    },
  );
};
