// A poll's results in the back office (decision 049): per question, how many chose each option and
// their share of the question's answers, in Norwegian number format.
import { formatCount } from "../../../domain/money.ts";

const share = new Intl.NumberFormat("nb-NO", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "33,3 %": the share of `total` that `part` is (0 % before anyone answered). */
export const shareText = (part: number, total: number) => share.format(total === 0 ? 0 : part / total);

interface Question {
  id: number;
  text: string;
  answers: number;
  options: { id: number; text: string; correct: boolean; answers: number }[];
}

export function PollResults({ answers, questions }: { answers: number; questions: Question[] }) {
  return (
    <section aria-labelledby="poll-results" className="admin-page">
      <h2 id="poll-results">Resultater</h2>
      <p>{answers === 1 ? "1 person har svart." : `${formatCount(answers)} personer har svart.`}</p>
      {questions.map((q) => (
        <div className="admin-table-wrap" key={q.id}>
          <h3 id={`poll-question-${q.id}`}>{q.text}</h3>
          <table className="admin-table" aria-labelledby={`poll-question-${q.id}`}>
            <thead>
              <tr>
                <th scope="col">Svaralternativ</th>
                <th scope="col">Antall</th>
                <th scope="col">Andel</th>
              </tr>
            </thead>
            <tbody>
              {q.options.map((o) => (
                <tr key={o.id}>
                  <td data-label="Svaralternativ">
                    {o.text}
                    {o.correct ? " (riktig)" : ""}
                  </td>
                  <td data-label="Antall">{formatCount(o.answers)}</td>
                  <td data-label="Andel">{shareText(o.answers, q.answers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
