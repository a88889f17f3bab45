// After answering: the shopper's own score, each question with the right answer marked beside theirs,
// and the share of everyone's answers that were right.
import type { Poll, PollResult } from "../../../server/modules/content/poll-service.ts";

export function PollResultView({ poll, result }: { poll: Poll; result: PollResult }) {
  const right = result.answers.filter((a) => a.correct).length;
  return (
    <section className="poll-result" aria-labelledby="poll-result-heading">
      <h2 id="poll-result-heading">Takk for svaret!</h2>
      <p className="poll-result__score">
        Du fikk {right} av {poll.questions.length} riktige.
      </p>
      <p>
        Alle som har svart: {result.score.score} % riktige svar ({result.score.answers} svar).
      </p>
      <ol className="poll-result__questions">
        {poll.questions.map((q) => {
          const mine = result.answers.find((a) => a.questionId === q.id);
          const correct = result.correctOptions.filter((c) => c.questionId === q.id).map((c) => c.optionId);
          const score = result.questions.find((s) => s.questionId === q.id);
          return (
            <li key={q.id} className="poll-result__question">
              <h3>{q.text}</h3>
              <ul className="poll-result__options">
                {q.options.map((o) => {
                  const isRight = correct.includes(o.id);
                  const isMine = mine?.optionId === o.id;
                  return (
                    <li
                      key={o.id}
                      className={`poll-result__option${isRight ? " poll-result__option--right" : ""}${isMine && !isRight ? " poll-result__option--wrong" : ""}`}
                    >
                      {o.text}
                      {isRight ? <strong> – riktig svar</strong> : null}
                      {isMine ? <span> (ditt svar)</span> : null}
                    </li>
                  );
                })}
              </ul>
              {score ? <p className="poll-result__share">{score.score} % svarte riktig på dette spørsmålet.</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
