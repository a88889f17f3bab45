// One review in the moderation queue (decision 042): approve, reject, and the shop's reply, which the
// product page shows under the review. The reply is checked with the route's own schema
// (domain/schemas/review-admin.ts) before it is sent.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatDateTime } from "../../../domain/dates.ts";
import { REPLY_MAX_LENGTH } from "../../../domain/schemas/review-admin.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { ModerationChange } from "./api-answers.ts";

export interface ModeratedReview {
  id: number;
  articleName: string | null;
  /** The article's page in the web shop (null when it is not shown there). */
  articleUrl: string | null;
  articlePicture: { photo: { key: string; width: number; height: number } | null; drawing: string | null } | null;
  rating: number;
  content: string;
  author: string;
  reply: string | null;
  approved: boolean;
  createdAt: string;
}

export function ReviewModerationCard({ review }: { review: ModeratedReview }) {
  const revalidator = useRevalidator();
  const id = useId();
  const [reply, setReply] = useState(review.reply ?? "");
  const url = `/backoffice/reviews/${review.id}`;
  // Approving or rejecting: the queue is loaded again either way.
  const moderation = useApiAction({ after: () => revalidator.revalidate() });
  const moderate = (path: "approve" | "reject", success: string) =>
    moderation.run(async () => {
      await api<ModerationChange>("POST", `${url}/${path}`);
      return success;
    });
  const body = () => ({ reply });
  const answer = useApiForm({
    validation: () => import("../../../domain/schemas/review-admin.ts"),
    schema: (m) => m.reviewReplyBody,
    body,
    async send() {
      await api<ModerationChange>("PUT", `${url}/reply`, body());
      await revalidator.revalidate();
      return "Svaret er lagret";
    },
  });
  const busy = moderation.busy || answer.busy;
  const replyError = answer.errorOf("reply");

  return (
    <article className="admin-review" aria-labelledby={`${id}-title`}>
      <div className="admin-review__article">
        {review.articlePicture?.photo ? (
          <ResponsiveImage
            className="admin-review__picture"
            picture={review.articlePicture.photo}
            alt=""
            sizes="5rem"
            loading="lazy"
          />
        ) : review.articlePicture?.drawing ? (
          <img
            className="admin-review__picture"
            src={review.articlePicture.drawing}
            alt=""
            width={80}
            height={80}
            loading="lazy"
          />
        ) : null}
        <div>
          <h2 id={`${id}-title`}>
            {review.articleUrl ? (
              <a href={review.articleUrl}>{review.articleName ?? "Ukjent vare"}</a>
            ) : (
              (review.articleName ?? "Ukjent vare")
            )}
          </h2>
          {review.articleUrl ? null : <p className="admin-muted">Varen vises ikke i nettbutikken.</p>}
        </div>
      </div>
      <p className="admin-review__meta">
        {review.rating} av 5 stjerner · {review.author} · {formatDateTime(review.createdAt)}
      </p>
      <p className="admin-review__text">{review.content}</p>
      <div className="admin-review__actions">
        {review.approved ? null : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => moderate("approve", "Anmeldelsen er godkjent")}
          >
            Godkjenn
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={() => moderate("reject", "Avvist")}>
          Avvis og slett
        </button>
      </div>
      <form className="admin-form" id={answer.form.id} onSubmit={answer.onSubmit} noValidate>
        <label htmlFor={`${id}-reply`}>Svar fra butikken</label>
        <textarea
          id={`${id}-reply`}
          name="reply"
          maxLength={REPLY_MAX_LENGTH}
          aria-invalid={replyError ? true : undefined}
          aria-describedby={`${id}-hint${replyError ? ` ${id}-reply-error` : ""}`}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
        />
        <p id={`${id}-hint`} className="admin-review__hint">
          Vises under anmeldelsen når den er godkjent. Høyst {REPLY_MAX_LENGTH} tegn; tomt fjerner svaret.
        </p>
        {replyError ? (
          <p id={`${id}-reply-error`} className="form-field__error">
            {replyError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          Lagre svar
        </button>
      </form>
      <FormMessage kind="error">{answer.messages[0] ?? moderation.error}</FormMessage>
      <FormMessage kind="success">{answer.saved}</FormMessage>
      <FormMessage kind="success">{moderation.done}</FormMessage>
    </article>
  );
}
