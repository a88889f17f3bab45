// The shop's reply to a review (decision 042): the body of PUT /backoffice/reviews/:id/reply, which
// the route validates, and the moderation card before it sends.
import { z } from "zod";

export const REPLY_MAX_LENGTH = 1000;
export const REPLY_TOO_LONG = "Svaret kan være høyst 1000 tegn";
export const REPLY_INVALID = "Skriv svaret som tekst";

/** An empty reply removes the shop's reply. */
export const reviewReplyBody = z.strictObject({
  reply: z.string(REPLY_INVALID).trim().max(REPLY_MAX_LENGTH, REPLY_TOO_LONG),
});
