// Polls (spec sections 3 and 7): the active polls, one poll with its questions and options, the
// share of correct answers per poll and per question, and a shopper's own answers. A shopper answers
// once: a customer by account, a visitor by client address and poll (decisions 038 and 073). This
// module owns polls, poll_questions, poll_options and poll_answers.
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import {
  POLL_ALREADY_ANSWERED,
  POLL_ANSWER_REQUIRED,
  POLL_NOT_FOUND,
  POLL_QUESTION_NOT_FOUND,
  POLL_UNKNOWN_OPTION,
  POLL_UNKNOWN_QUESTION,
  type PollAnswersInput,
} from "../../../domain/schemas/poll.ts";
import type { Database } from "../../db/client.ts";
import { pollAnswers, pollOptions, pollQuestions, polls } from "../../db/schema.ts";
import { Conflict, type FieldErrors, InvalidInput, NotFound } from "../../lib/errors.ts";
import { shopperOf, visitorKey } from "./poll-cookie.ts";

export interface PollOption {
  id: number;
  text: string;
}
export interface PollQuestion {
  id: number;
  text: string;
  options: PollOption[];
}
export interface Poll {
  id: number;
  name: string;
  description: string;
  bannerDesktop: string | null;
  bannerMobile: string | null;
  questions: PollQuestion[];
}
export interface PollAnswer {
  questionId: number;
  optionId: number;
  correct: boolean;
}
/** The share of all recorded answers that were correct, in whole percent (0 before anyone answered). */
export interface PollScore {
  pollId: number;
  score: number;
  answers: number;
}
export interface QuestionScore {
  questionId: number;
  score: number;
  answers: number;
}
/** A shopper's answers with the correct options and everyone's scores: what the page shows after answering. */
export interface PollResult {
  answers: PollAnswer[];
  correctOptions: { questionId: number; optionId: number }[];
  score: PollScore;
  questions: QuestionScore[];
}

/**
 * Who answers: a customer by account, a visitor by client address (poll-cookie.ts; null: a browser
 * that has not answered, so it has no answers to see).
 */
export type Shopper = { customerId: number } | { address: string | null };

// drizzle may wrap the driver's error in one of its own, with the driver's as its cause.
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" || isUniqueViolation((error as { cause?: unknown }).cause));

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

export function createPollService(database: Database, clock: () => Date) {
  const { db } = database;
  const running = () => {
    const now = clock();
    return and(eq(polls.active, true), lte(polls.startsAt, now), or(isNull(polls.endsAt), gt(polls.endsAt, now)));
  };
  const keyOf = (shopper: Shopper, pollId: number) =>
    "customerId" in shopper || shopper.address === null ? null : visitorKey(pollId, shopper.address);
  const byShopper = (shopper: Shopper, pollId: number) => {
    if ("customerId" in shopper) return eq(pollAnswers.customerId, shopper.customerId);
    const key = keyOf(shopper, pollId);
    return key === null ? sql`false` : eq(pollAnswers.visitorKey, key);
  };

  async function withQuestions(found: (typeof polls.$inferSelect)[]): Promise<Poll[]> {
    if (found.length === 0) return [];
    const questions = await db
      .select()
      .from(pollQuestions)
      .where(
        inArray(
          pollQuestions.pollId,
          found.map((p) => p.id),
        ),
      )
      .orderBy(asc(pollQuestions.sort), asc(pollQuestions.id));
    const options =
      questions.length === 0
        ? []
        : await db
            .select({ id: pollOptions.id, text: pollOptions.text, questionId: pollOptions.questionId })
            .from(pollOptions)
            .where(
              inArray(
                pollOptions.questionId,
                questions.map((q) => q.id),
              ),
            )
            .orderBy(asc(pollOptions.sort), asc(pollOptions.id));
    return found.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      bannerDesktop: p.bannerDesktop,
      bannerMobile: p.bannerMobile,
      questions: questions
        .filter((q) => q.pollId === p.id)
        .map((q) => ({
          id: q.id,
          text: q.text,
          options: options.filter((o) => o.questionId === q.id).map((o) => ({ id: o.id, text: o.text })),
        })),
    }));
  }

  // A poll with a brand is that brand's storefront's only (decision 049); one without is everyone's.
  const ofBrand = (brandId: number | undefined) =>
    brandId === undefined ? undefined : or(isNull(polls.brandId), eq(polls.brandId, brandId));

  async function runningPoll(id: number, brandId?: number) {
    const [found] = await db
      .select()
      .from(polls)
      .where(and(eq(polls.id, id), running(), ofBrand(brandId)));
    if (!found) throw new NotFound(POLL_NOT_FOUND);
    return found;
  }

  /** The poll of a question of a running poll. */
  async function questionOfRunningPoll(questionId: number): Promise<number> {
    const [found] = await db
      .select({ pollId: pollQuestions.pollId })
      .from(pollQuestions)
      .innerJoin(polls, eq(polls.id, pollQuestions.pollId))
      .where(and(eq(pollQuestions.id, questionId), running()));
    if (!found) throw new NotFound(POLL_QUESTION_NOT_FOUND);
    return found.pollId;
  }

  async function answersWhere(shopper: Shopper, pollId: number, where: ReturnType<typeof eq>): Promise<PollAnswer[]> {
    return db
      .select({ questionId: pollAnswers.questionId, optionId: pollAnswers.optionId, correct: pollOptions.correct })
      .from(pollAnswers)
      .innerJoin(pollOptions, eq(pollOptions.id, pollAnswers.optionId))
      .where(and(eq(pollAnswers.pollId, pollId), where, byShopper(shopper, pollId)))
      .orderBy(asc(pollAnswers.questionId));
  }

  async function questionScores(where: ReturnType<typeof eq>): Promise<QuestionScore[]> {
    const counted = await db
      .select({
        questionId: pollQuestions.id,
        answers: sql<number>`count(${pollAnswers.id})::int`,
        correct: sql<number>`count(${pollAnswers.id}) filter (where ${pollOptions.correct})::int`,
      })
      .from(pollQuestions)
      .leftJoin(pollAnswers, eq(pollAnswers.questionId, pollQuestions.id))
      .leftJoin(pollOptions, eq(pollOptions.id, pollAnswers.optionId))
      .where(where)
      .groupBy(pollQuestions.id)
      .orderBy(asc(pollQuestions.sort), asc(pollQuestions.id));
    return counted.map((c) => ({ questionId: c.questionId, score: percent(c.correct, c.answers), answers: c.answers }));
  }

  const service = {
    /** Who is asking: the customer, else the visitor's address once the browser has answered (page loaders). */
    shopper: shopperOf,

    /** The brand's polls running now, newest first. */
    async active(brandId: number): Promise<Poll[]> {
      return withQuestions(
        await db
          .select()
          .from(polls)
          .where(and(running(), ofBrand(brandId)))
          .orderBy(desc(polls.startsAt), asc(polls.id)),
      );
    },

    async byId(id: number, brandId?: number): Promise<Poll> {
      return (await withQuestions([await runningPoll(id, brandId)]))[0];
    },

    async pollScore(id: number): Promise<PollScore> {
      await runningPoll(id);
      const scores = await questionScores(eq(pollQuestions.pollId, id));
      const answers = scores.reduce((n, q) => n + q.answers, 0);
      const correct = scores.reduce((n, q) => n + Math.round((q.score * q.answers) / 100), 0);
      return { pollId: id, score: percent(correct, answers), answers };
    },

    async questionScore(questionId: number): Promise<QuestionScore> {
      await questionOfRunningPoll(questionId);
      return (await questionScores(eq(pollQuestions.id, questionId)))[0];
    },

    /** The shopper's answers to one poll (empty before they answer). */
    async answersOf(shopper: Shopper, pollId: number): Promise<PollAnswer[]> {
      await runningPoll(pollId);
      return answersWhere(shopper, pollId, eq(pollAnswers.pollId, pollId));
    },

    async answersToQuestion(shopper: Shopper, questionId: number): Promise<PollAnswer[]> {
      const pollId = await questionOfRunningPoll(questionId);
      return answersWhere(shopper, pollId, eq(pollAnswers.questionId, questionId));
    },

    /** What the page shows once the shopper has answered; null while they have not. */
    async resultFor(shopper: Shopper, pollId: number): Promise<PollResult | null> {
      const answers = await service.answersOf(shopper, pollId);
      if (answers.length === 0) return null;
      const [score, questions, correctOptions] = await Promise.all([
        service.pollScore(pollId),
        questionScores(eq(pollQuestions.pollId, pollId)),
        db
          .select({ questionId: pollOptions.questionId, optionId: pollOptions.id })
          .from(pollOptions)
          .innerJoin(pollQuestions, eq(pollQuestions.id, pollOptions.questionId))
          .where(and(eq(pollQuestions.pollId, pollId), eq(pollOptions.correct, true)))
          .orderBy(asc(pollOptions.id)),
      ]);
      return { answers, correctOptions, score, questions };
    },

    /**
     * Records the shopper's one set of answers: every question of the poll answered with one of its
     * own options. Once per account, and once per client address for visitors: the partial unique
     * indexes on (question, customer) and (question, visitor key) hold it when two answers race.
     */
    async answer(shopper: Shopper, pollId: number, input: PollAnswersInput): Promise<PollResult> {
      const poll = await service.byId(pollId);
      const errors: FieldErrors = {};
      input.answers.forEach((a, i) => {
        const question = poll.questions.find((q) => q.id === a.questionId);
        if (!question) errors[`answers.${i}.questionId`] = [POLL_UNKNOWN_QUESTION];
        else if (!question.options.some((o) => o.id === a.optionId))
          errors[`answers.${i}.optionId`] = [POLL_UNKNOWN_OPTION];
      });
      if (Object.keys(errors).length > 0) throw new InvalidInput(Object.values(errors)[0][0], errors);
      const unanswered = poll.questions.filter((q) => !input.answers.some((a) => a.questionId === q.id));
      if (unanswered.length > 0) {
        throw new InvalidInput(POLL_ANSWER_REQUIRED, { answers: [POLL_ANSWER_REQUIRED] });
      }
      const who =
        "customerId" in shopper
          ? { customerId: shopper.customerId, visitorKey: null }
          : { customerId: null, visitorKey: keyOf(shopper, pollId) };
      if (who.customerId === null && who.visitorKey === null) throw new Error("a visitor answers by address");
      try {
        await database.transaction(async (tx) => {
          const [earlier] = await tx
            .select({ id: pollAnswers.id })
            .from(pollAnswers)
            .where(and(eq(pollAnswers.pollId, pollId), byShopper(shopper, pollId)))
            .limit(1);
          if (earlier) throw new Conflict(POLL_ALREADY_ANSWERED);
          await tx.insert(pollAnswers).values(input.answers.map((a) => ({ pollId, ...a, ...who })));
        });
      } catch (error) {
        // Two answers sent at once: the unique index lets one through.
        if (isUniqueViolation(error)) throw new Conflict(POLL_ALREADY_ANSWERED);
        throw error;
      }
      return (await service.resultFor(shopper, pollId)) as PollResult;
    },
  };
  return service;
}

export type PollService = ReturnType<typeof createPollService>;
