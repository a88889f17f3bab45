// A shop's opening hours as a week (issue 31): a row per day, Monday first, ticked open with its
// opening and closing time, written into the stored 'days:hhmm-hhmm' text (domain/opening-week.ts).
// The text stays editable under "Skriv som tekst" for what the week cannot say (a lunch break); a text
// the week cannot show keeps the week hidden until the text is one it can.
import { useId, useState } from "react";
import {
  OPENING_HOURS_EXAMPLE,
  openingHoursPreview,
  openingHoursProblem,
} from "../../../domain/opening-hours-check.ts";
import {
  DEFAULT_DAY_HOURS,
  hoursFromWeek,
  type WeekDay,
  weekDayName,
  weekFromHours,
  weekProblem,
} from "../../../domain/opening-week.ts";
import { TextField } from "../../components/form-field.tsx";

export function OpeningWeekForm({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  /** The text's problem (the same rules the server applies), or the server's message. */
  error?: string;
}) {
  const ids = useId();
  const [week, setWeek] = useState<WeekDay[] | null>(() => weekFromHours(value));
  const problem = week ? weekProblem(week) : null;
  // A text the rules refuse says why at once, beside the text (the same rules the server applies).
  const textProblem = openingHoursProblem(value);
  const preview = openingHoursPreview(value);

  const setDay = (day: number, change: Partial<WeekDay>) => {
    if (!week) return;
    const next = week.map((d) => (d.day === day ? { ...d, ...change } : d));
    setWeek(next);
    onChange(hoursFromWeek(next));
  };
  const setText = (text: string) => {
    onChange(text);
    setWeek(weekFromHours(text));
  };

  return (
    <div className="admin-week">
      {week ? (
        <div className="admin-week__days">
          {week.map((d) => {
            const name = weekDayName(d.day);
            return (
              <div className="admin-week__day" key={d.day}>
                <div className="checkbox-field">
                  <input
                    id={`${ids}-${d.day}-open`}
                    type="checkbox"
                    checked={d.open}
                    onChange={(e) =>
                      setDay(d.day, {
                        open: e.target.checked,
                        opens: d.opens || DEFAULT_DAY_HOURS.opens,
                        closes: d.closes || DEFAULT_DAY_HOURS.closes,
                      })
                    }
                  />
                  <label htmlFor={`${ids}-${d.day}-open`}>{name}</label>
                </div>
                {d.open ? (
                  <>
                    <label className="admin-week__time">
                      <span>Åpner</span>
                      <input
                        type="time"
                        value={d.opens}
                        aria-label={`${name} åpner`}
                        onChange={(e) => setDay(d.day, { opens: e.target.value })}
                      />
                    </label>
                    <label className="admin-week__time">
                      <span>Stenger</span>
                      <input
                        type="time"
                        value={d.closes}
                        aria-label={`${name} stenger`}
                        onChange={(e) => setDay(d.day, { closes: e.target.value })}
                      />
                    </label>
                  </>
                ) : (
                  <span className="admin-week__closed">Stengt</span>
                )}
              </div>
            );
          })}
          {problem ? (
            <p className="form-field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="form-field__hint">
          {textProblem && !week
            ? "Åpningstidene i teksten nedenfor er ikke riktig skrevet ennå; dagene vises når de er det."
            : "Disse åpningstidene har mer enn ett tidsrom på samme dag, og kan bare endres som tekst nedenfor."}
        </p>
      )}
      <details className="admin-week__text" open={!week}>
        <summary>Skriv som tekst</summary>
        <TextField
          label="Åpningstider (dager:ttmm-ttmm)"
          name="openingHours"
          value={value}
          autoComplete="off"
          spellCheck={false}
          error={error ?? textProblem ?? undefined}
          hint={`Dager 0 (søndag) til 6 (lørdag), skilt med komma. Eksempel: ${OPENING_HOURS_EXAMPLE}`}
          onChange={(e) => setText(e.target.value)}
        />
      </details>
      <div className="admin-preview" aria-live="polite">
        {preview ? (
          <table>
            <caption>Slik vises uken i nettbutikken</caption>
            <tbody>
              {preview.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.name[0].toUpperCase() + d.name.slice(1)}</th>
                  <td>{d.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>Forhåndsvisningen kommer når åpningstidene er riktig fylt ut.</p>
        )}
      </div>
    </div>
  );
}
