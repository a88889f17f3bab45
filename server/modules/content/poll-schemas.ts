// Route contracts of the poll calls (spec sections 3 and 7).
import { z } from "zod";
import { recordIdText } from "../../../domain/schemas/fields.ts";

export { pollAnswersInput } from "../../../domain/schemas/poll.ts";

const id = z.number().int();

export const pollIdParams = z.strictObject({ id: recordIdText });
export const questionIdParams = z.strictObject({ id: recordIdText });

export const pollView = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    bannerDesktop: z.string().nullable(),
    bannerMobile: z.string().nullable(),
    questions: z.array(z.object({ id, text: z.string(), options: z.array(z.object({ id, text: z.string() })) })),
  })
  .meta({ id: "Poll" });

export const pollAnswerView = z
  .object({ questionId: id, optionId: id, correct: z.boolean() })
  .meta({ id: "PollAnswer" });

const share = z.number().int().min(0).max(100).describe("share of all recorded answers that were correct, percent");
export const pollScoreView = z.object({ pollId: id, score: share, answers: id }).meta({ id: "PollScore" });
export const questionScoreView = z.object({ questionId: id, score: share, answers: id }).meta({ id: "QuestionScore" });

export const pollResultView = z
  .object({
    answers: z.array(pollAnswerView),
    correctOptions: z.array(z.object({ questionId: id, optionId: id })),
    score: pollScoreView,
    questions: z.array(questionScoreView),
  })
  .meta({ id: "PollResult" });
