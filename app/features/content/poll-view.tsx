// The poll's banner, its form and, once answered, the result. The form validates with the route's
// own schema (domain/schemas/poll.ts) and shows the server's answer when it refuses.
import { type FormEvent, useState } from "react";
import { POLL_ANSWER_REQUIRED, pollAnswersInput } from "../../../domain/schemas/poll.ts";
import type { Poll, PollResult } from "../../../server/modules/content/poll-service.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { PollResultView } from "./poll-result.tsx";

export function PollView({ poll, initialResult }: { poll: Poll; initialResult: PollResult | null }) {
  const [result, setResult] = useState(initialResult);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answers = poll.questions
      .filter((q) => chosen[q.id] !== undefined)
      .map((q) => ({ questionId: q.id, optionId: chosen[q.id] }));
    const parsed = pollAnswersInput.safeParse({ answers });
    if (!parsed.success || answers.length < poll.questions.length) {
      setError(POLL_ANSWER_REQUIRED);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { data } = await api<{ data: PollResult }>("POST", `/polls/${poll.id}/answers`, parsed.data);
      setResult(data);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Noe gikk galt. Prøv igjen.");
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="page poll-page">
      {poll.bannerDesktop || poll.bannerMobile ? (
        <picture className="poll-page__banner">
          {poll.bannerDesktop ? <source media="(min-width: 1020px)" srcSet={poll.bannerDesktop} /> : null}
          <img src={poll.bannerMobile ?? poll.bannerDesktop ?? ""} alt="" width={1200} height={400} />
        </picture>
      ) : null}
      <h1>{poll.name}</h1>
      {poll.description ? <p className="poll-page__intro">{poll.description}</p> : null}
      {result ? (
        <PollResultView poll={poll} result={result} />
      ) : (
        <form className="poll-form" onSubmit={submit} noValidate>
          {poll.questions.map((q, i) => (
            <fieldset key={q.id} className="poll-form__question">
              <legend>
                <span className="poll-form__number">{i + 1}.</span> {q.text}
              </legend>
              {q.options.map((o) => (
                <label key={o.id} className="poll-form__option">
                  <input
                    type="radio"
                    name={`question-${q.id}`}
                    value={o.id}
                    checked={chosen[q.id] === o.id}
                    onChange={() => setChosen((c) => ({ ...c, [q.id]: o.id }))}
                  />
                  {o.text}
                </label>
              ))}
            </fieldset>
          ))}
          {error ? (
            <p className="poll-form__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={sending}>
            Send svar
          </button>
        </form>
      )}
    </div>
  );
}
