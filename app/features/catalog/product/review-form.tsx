// Writing a review on the product page (spec section 3, Review; decision 038): a logged-in customer
// gives 1 to 5 stars (radio buttons), a text, how the size fits, the size and colour bought, and may
// stay anonymous. The review waits for approval, and the form says so.
import { useState } from "react";
import { REVIEW_SENT, TRUE_TO_SIZE_CHOICES } from "../../../../domain/schemas/review.ts";
import { FormMessage } from "../../../components/form-field.tsx";
import { useApiForm } from "../../../components/use-api-form.ts";
import { api } from "../../../lib/api-client.ts";

const STARS = [1, 2, 3, 4, 5] as const;

/** For a logged-in customer; a guest gets the login link instead (review-form-slot.tsx). */
export function ReviewForm({ articleId, boughtChoices }: { articleId: number; boughtChoices: string[] }) {
  const [sent, setSent] = useState(false);
  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("../../../../domain/schemas/review.ts"),
    schema: (m) => m.reviewSchema,
    staysBusy: true,
    async send(value) {
      await api("POST", `/articles/${articleId}/reviews`, value);
      setSent(true);
    },
  });

  if (sent) {
    return <FormMessage kind="success">{REVIEW_SENT}</FormMessage>;
  }
  const ratingError = fields.rating.errors?.[0];
  const contentError = fields.content.errors?.[0];
  return (
    <form id={form.id} className="review-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <h3>Del din erfaring</h3>
      <fieldset className="review-form__stars" aria-describedby={ratingError ? "review-rating-error" : undefined}>
        <legend>Vurdering</legend>
        <div className="review-form__star-row">
          {STARS.map((n) => (
            <label key={n} className="review-form__star">
              <input type="radio" name="rating" value={n} aria-invalid={ratingError ? true : undefined} />
              <span aria-hidden="true">{"★".repeat(n)}</span>
              <span className="visually-hidden">{n === 1 ? "1 stjerne" : `${n} stjerner`}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id="review-rating-error" className="form-field__error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="form-field">
        <label htmlFor="review-content">Anmeldelse</label>
        <textarea
          id="review-content"
          name="content"
          rows={5}
          maxLength={2000}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? "review-content-error" : undefined}
        />
        {contentError ? (
          <p id="review-content-error" className="form-field__error">
            {contentError}
          </p>
        ) : null}
      </div>
      <div className="form-field">
        <label htmlFor="review-fit">Passer størrelsen?</label>
        <select id="review-fit" name="true_to_size" defaultValue="">
          <option value="">Vil ikke si</option>
          {TRUE_TO_SIZE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {boughtChoices.length > 0 ? (
        <div className="form-field">
          <label htmlFor="review-bought">Størrelse og farge du kjøpte</label>
          <select id="review-bought" name="size_color" defaultValue="">
            <option value="">Vil ikke si</option>
            {boughtChoices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label className="review-form__anonymous">
        <input type="checkbox" name="anonymous" value="1" /> Vis anmeldelsen uten navnet mitt
      </label>
      <FormMessage kind="error">{messages.join(" ")}</FormMessage>
      <button type="submit" className="button button--primary" disabled={busy}>
        Send anmeldelse
      </button>
    </form>
  );
}
