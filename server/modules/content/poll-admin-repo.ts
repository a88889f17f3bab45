// The back office's side of polls (issue 15, decision 049): every poll with its answers counted, and
// writes of a poll with its questions and options in the order the editor gives. Writes take the
// caller's transaction, so the back office writes its audit row in the same one.
//
// Once shoppers have answered, questions and options can be corrected (texts, order, which option is
// right) but not added or removed: removing one would delete answers, adding one would leave every
// earlier shopper with a question they never saw.
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { POLL_NOT_FOUND } from "../../../domain/schemas/poll.ts";
import type { Database, Executor } from "../../db/client.ts";
import { pollAnswers, pollOptions, pollQuestions, polls } from "../../db/schema.ts";
import { Conflict, type FieldErrors, InvalidInput, NotFound } from "../../lib/errors.ts";

export const POLL_HAS_ANSWERS =
  "Avstemningen har svar: spørsmål og svaralternativer kan rettes, men ikke legges til eller fjernes";
export const QUESTION_NOT_IN_POLL = "Spørsmålet hører ikke til denne avstemningen";
export const OPTION_NOT_IN_QUESTION = "Svaralternativet hører ikke til dette spørsmålet";

export interface PollFields {
  name: string;
  description: string;
  brandId: number | null;
  active: boolean;
  startsAt: Date;
  endsAt: Date | null;
  bannerDesktop: string | null;
  bannerMobile: string | null;
  questions: { id?: number; text: string; options: { id?: number; text: string; correct: boolean }[] }[];
}

export interface PollRecord extends Omit<PollFields, "questions"> {
  id: number;
  /** Shoppers who answered. */
  answers: number;
  questions: {
    id: number;
    text: string;
    answers: number;
    options: { id: number; text: string; correct: boolean; answers: number }[];
  }[];
}

// One answer set per shopper: a customer by id, a visitor by cookie hash. A deleted customer's answers
// keep neither, so each of them counts as one (the count can then run a little high).
const shopperKey = sql`coalesce('c' || ${pollAnswers.customerId}::text, 'v' || ${pollAnswers.visitorKey}, 'a' || ${pollAnswers.id}::text)`;

export function createPollAdmin(database: Database) {
  const { db } = database;

  async function records(ex: Executor, found: (typeof polls.$inferSelect)[]): Promise<PollRecord[]> {
    if (found.length === 0) return [];
    const ids = found.map((p) => p.id);
    const [questions, options, perOption, perPoll] = await Promise.all([
      ex
        .select()
        .from(pollQuestions)
        .where(inArray(pollQuestions.pollId, ids))
        .orderBy(asc(pollQuestions.sort), asc(pollQuestions.id)),
      ex
        .select({
          id: pollOptions.id,
          questionId: pollOptions.questionId,
          text: pollOptions.text,
          correct: pollOptions.correct,
        })
        .from(pollOptions)
        .innerJoin(pollQuestions, eq(pollQuestions.id, pollOptions.questionId))
        .where(inArray(pollQuestions.pollId, ids))
        .orderBy(asc(pollOptions.sort), asc(pollOptions.id)),
      ex
        .select({ optionId: pollAnswers.optionId, n: count() })
        .from(pollAnswers)
        .where(inArray(pollAnswers.pollId, ids))
        .groupBy(pollAnswers.optionId),
      ex
        .select({ pollId: pollAnswers.pollId, n: sql<number>`count(distinct ${shopperKey})::int` })
        .from(pollAnswers)
        .where(inArray(pollAnswers.pollId, ids))
        .groupBy(pollAnswers.pollId),
    ]);
    const optionAnswers = new Map(perOption.map((o) => [o.optionId, o.n]));
    const pollAnswersCount = new Map(perPoll.map((p) => [p.pollId, p.n]));
    return found.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      brandId: p.brandId,
      active: p.active,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      bannerDesktop: p.bannerDesktop,
      bannerMobile: p.bannerMobile,
      answers: pollAnswersCount.get(p.id) ?? 0,
      questions: questions
        .filter((q) => q.pollId === p.id)
        .map((q) => {
          const own = options
            .filter((o) => o.questionId === q.id)
            .map((o) => ({ id: o.id, text: o.text, correct: o.correct, answers: optionAnswers.get(o.id) ?? 0 }));
          return { id: q.id, text: q.text, answers: own.reduce((n, o) => n + o.answers, 0), options: own };
        }),
    }));
  }

  async function find(ex: Executor, id: number): Promise<PollRecord> {
    const [found] = await ex.select().from(polls).where(eq(polls.id, id));
    if (!found) throw new NotFound(POLL_NOT_FOUND);
    return (await records(ex, [found]))[0];
  }

  /** Refuses ids of another poll's questions or another question's options (422, by field). */
  function checkIds(before: PollRecord, fields: PollFields) {
    const errors: FieldErrors = {};
    fields.questions.forEach((q, i) => {
      if (q.id === undefined) return;
      const existing = before.questions.find((e) => e.id === q.id);
      if (!existing) {
        errors[`questions.${i}.id`] = [QUESTION_NOT_IN_POLL];
        return;
      }
      q.options.forEach((o, j) => {
        if (o.id !== undefined && !existing.options.some((e) => e.id === o.id)) {
          errors[`questions.${i}.options.${j}.id`] = [OPTION_NOT_IN_QUESTION];
        }
      });
    });
    if (Object.keys(errors).length > 0) throw new InvalidInput(Object.values(errors)[0][0], errors);
  }

  const sameIds = (a: (number | undefined)[], b: number[]) =>
    a.length === b.length && a.every((id) => id !== undefined && b.includes(id));

  async function writeQuestions(tx: Executor, pollId: number, before: PollRecord | null, fields: PollFields) {
    const kept = new Set(fields.questions.flatMap((q) => (q.id === undefined ? [] : [q.id])));
    const dropped = (before?.questions ?? []).filter((q) => !kept.has(q.id)).map((q) => q.id);
    if (dropped.length > 0) await tx.delete(pollQuestions).where(inArray(pollQuestions.id, dropped));
    for (const [sort, q] of fields.questions.entries()) {
      let questionId = q.id;
      if (questionId === undefined) {
        [{ id: questionId }] = await tx
          .insert(pollQuestions)
          .values({ pollId, text: q.text, sort })
          .returning({ id: pollQuestions.id });
      } else {
        await tx.update(pollQuestions).set({ text: q.text, sort }).where(eq(pollQuestions.id, questionId));
      }
      const keptOptions = new Set(q.options.flatMap((o) => (o.id === undefined ? [] : [o.id])));
      const droppedOptions = (before?.questions.find((e) => e.id === q.id)?.options ?? [])
        .filter((o) => !keptOptions.has(o.id))
        .map((o) => o.id);
      if (droppedOptions.length > 0) await tx.delete(pollOptions).where(inArray(pollOptions.id, droppedOptions));
      for (const [optionSort, o] of q.options.entries()) {
        const values = { text: o.text, correct: o.correct, sort: optionSort };
        if (o.id === undefined) await tx.insert(pollOptions).values({ ...values, questionId });
        else await tx.update(pollOptions).set(values).where(eq(pollOptions.id, o.id));
      }
    }
  }

  const columns = ({ questions: _q, ...fields }: PollFields) => fields;

  return {
    /** Every poll with its answers counted, the newest start first. */
    /** Polls' names by id (the audit log names what it tells of). */
    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const found = await db
        .select({ id: polls.id, name: polls.name })
        .from(polls)
        .where(inArray(polls.id, [...ids]));
      return new Map(found.map((p) => [p.id, p.name]));
    },
    async list(): Promise<PollRecord[]> {
      return records(db, await db.select().from(polls).orderBy(desc(polls.startsAt), desc(polls.id)));
    },
    find,
    async create(tx: Executor, fields: PollFields): Promise<PollRecord> {
      const [{ id }] = await tx.insert(polls).values(columns(fields)).returning({ id: polls.id });
      await writeQuestions(tx, id, null, fields);
      return find(tx, id);
    },
    async update(tx: Executor, id: number, fields: PollFields): Promise<{ before: PollRecord; after: PollRecord }> {
      // Locks the poll: an answer recorded meanwhile waits, so the "no answers yet" check holds.
      await tx.select({ id: polls.id }).from(polls).where(eq(polls.id, id)).for("update");
      const before = await find(tx, id);
      checkIds(before, fields);
      if (before.answers > 0) {
        const sameShape =
          sameIds(
            fields.questions.map((q) => q.id),
            before.questions.map((q) => q.id),
          ) &&
          fields.questions.every((q) =>
            sameIds(
              q.options.map((o) => o.id),
              before.questions.find((e) => e.id === q.id)?.options.map((o) => o.id) ?? [],
            ),
          );
        if (!sameShape) throw new Conflict(POLL_HAS_ANSWERS);
      }
      await tx.update(polls).set(columns(fields)).where(eq(polls.id, id));
      await writeQuestions(tx, id, before, fields);
      return { before, after: await find(tx, id) };
    },
  };
}
