// The errors of a refused submit in one place (issue 12): a heading read out when focus lands on it,
// and a link per error to its field, so a shopper on a phone sees what to fix without scrolling to find it.
import { forwardRef } from "react";

export interface SummaryError {
  /** The id of the field (or group) the link leads to. */
  target: string;
  label: string;
  message: string;
}

export const ERROR_SUMMARY_TITLE = "Rett opp dette før du går videre:";

export const ErrorSummary = forwardRef<HTMLDivElement, { errors: SummaryError[] }>(function ErrorSummary(
  { errors },
  ref,
) {
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h3 id="error-summary-title" className="error-summary__title">
        {ERROR_SUMMARY_TITLE}
      </h3>
      <ul>
        {errors.map((e) => (
          <li key={e.target}>
            <a
              href={`#${e.target}`}
              onClick={(event) => {
                // Focus the field itself (a hash link only scrolls), so typing can start at once.
                const field = document.getElementById(e.target);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: "center" });
              }}
            >
              {e.label}: {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
