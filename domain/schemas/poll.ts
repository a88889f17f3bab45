// A shopper's answers to a poll: one option per question (decision 038). The poll page and the
// route validate with this one schema, so the browser shows what the server would answer.
import { z } from "zod";
import { recordId } from "./fields.ts";

export const POLL_ANSWER_REQUIRED = "Svar på alle spørsmålene";
export const POLL_UNKNOWN_QUESTION = "Spørsmålet hører ikke til denne avstemningen";
export const POLL_UNKNOWN_OPTION = "Svaret hører ikke til spørsmålet";
export const POLL_ALREADY_ANSWERED = "Du har allerede svart på denne avstemningen";
export const POLL_NOT_FOUND = "Avstemningen finnes ikke";
export const POLL_QUESTION_NOT_FOUND = "Spørsmålet finnes ikke";

export const pollAnswerInput = z.object({ questionId: recordId, optionId: recordId });

export const pollAnswersInput = z.strictObject({
  answers: z
    .array(pollAnswerInput, { error: POLL_ANSWER_REQUIRED })
    .min(1, POLL_ANSWER_REQUIRED)
    .max(100)
    .refine((list) => new Set(list.map((a) => a.questionId)).size === list.length, {
      message: "Ett svar per spørsmål",
    }),
});

export type PollAnswersInput = z.infer<typeof pollAnswersInput>;
