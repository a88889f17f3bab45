// One review in the moderation queue (decision 042): approve, reject, and the shop's reply, which the
// product page shows under the review.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatDateTime } from "../../../domain/dates.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

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

export const REPLY_MAX_LENGTH = 1000;

export function ReviewModerationCard({ review }: { review: ModeratedReview }) {
  const revalidator = useRevalidator();
  const id = useId();
  const [reply, setReply] = useState(review.reply ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function run(method: "POST" | "PUT", path: string, success: string, body?: unknown) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await api(method, `/backoffice/reviews/${review.id}/${path}`, body);
      setDone(success);
    } catch (e) {
      const answer = e instanceof ApiError ? e.body : null;
      setError(answer?.errors?.reply?.[0] ?? answer?.message ?? "Noe gikk galt");
    } finally {
      await revalidator.revalidate();
      setBusy(false);
    }
  }

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
            onClick={() => run("POST", "approve", "Anmeldelsen er godkjent")}
          >
            Godkjenn
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={() => run("POST", "reject", "Avvist")}>
          Avvis og slett
        </button>
      </div>
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run("PUT", "reply", "Svaret er lagret", { reply });
        }}
      >
        <label htmlFor={`${id}-reply`}>Svar fra butikken</label>
        <textarea
          id={`${id}-reply`}
          maxLength={REPLY_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
        />
        <p id={`${id}-hint`} className="admin-review__hint">
          Vises under anmeldelsen når den er godkjent. Høyst {REPLY_MAX_LENGTH} tegn; tomt fjerner svaret.
        </p>
        <button type="submit" className="button" disabled={busy}>
          Lagre svar
        </button>
      </form>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
    </article>
  );
}
