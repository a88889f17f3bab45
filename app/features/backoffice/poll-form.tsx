// A poll's form in the back office (decision 049): name, text, brand, period and its questions with
// options, added, removed and moved in the order shoppers see them; one option per question is the
// right one. Once shoppers have answered, the server refuses additions and removals (409) and the
// form says so before anyone tries. The poll is checked with the route's own schema
// (domain/schemas/blog-poll-admin.ts) before it is sent.
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { bindFields, FormMessage, TextField } from "../../components/form-field.tsx";
import { FIELDS_MARKED, useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { PollAnswer } from "./api-answers.ts";
import { move, newOption, newQuestion, type OptionValues, type QuestionValues } from "./poll-questions.ts";

export interface PollFormValues {
  id?: number;
  name: string;
  description: string;
  brandId: number | null;
  active: boolean;
  startsAt: string;
  endsAt: string | null;
  bannerDesktop: string | null;
  bannerMobile: string | null;
  answers: number;
  questions: { id?: number; text: string; options: { id?: number; text: string; correct: boolean }[] }[];
}

interface Props {
  initial: PollFormValues;
  brands: { id: number; name: string }[];
}

export function PollForm({ initial, brands }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const locked = initial.answers > 0;
  const [values, setValues] = useState({
    ...initial,
    endsAt: initial.endsAt ?? "",
    bannerDesktop: initial.bannerDesktop ?? "",
    bannerMobile: initial.bannerMobile ?? "",
  });
  const [questions, setQuestions] = useState<QuestionValues[]>(() =>
    initial.questions.length === 0
      ? [newQuestion()]
      : initial.questions.map((q) => ({
          id: q.id,
          key: `q${q.id}`,
          text: q.text,
          options: q.options.map((o) => ({ id: o.id, key: `o${o.id}`, text: o.text, correct: o.correct })),
        })),
  );
  const set = (changes: Partial<typeof values>) => setValues((v) => ({ ...v, ...changes }));
  const setQuestion = (i: number, changes: Partial<QuestionValues>) =>
    setQuestions((qs) => qs.map((q, n) => (n === i ? { ...q, ...changes } : q)));
  const setOptions = (i: number, change: (options: OptionValues[]) => OptionValues[]) =>
    setQuestions((qs) => qs.map((q, n) => (n === i ? { ...q, options: change(q.options) } : q)));

  const body = () => {
    const { id: _id, answers: _a, ...fields } = values;
    return {
      ...fields,
      endsAt: fields.endsAt || null,
      questions: questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        text: q.text,
        options: q.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), text: o.text, correct: o.correct })),
      })),
    };
  };
  const { form, busy, messages, saved, errorOf, errorAt, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/blog-poll-admin.ts"),
    schema: (m) => m.pollBody,
    body,
    summary: () => FIELDS_MARKED,
    async send() {
      const { id } = values;
      const answer = await api<PollAnswer>(
        id ? "PUT" : "POST",
        id ? `/backoffice/polls/${id}` : "/backoffice/polls",
        body(),
      );
      if (!id) {
        navigate(`/admin/avstemninger/${answer.data.id}?lagret=1`);
        return;
      }
      await revalidator.revalidate();
      return "Avstemningen er lagret.";
    },
  });
  const fieldError = errorOf;
  const field = bindFields(values, set, fieldError);

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>Avstemningen</legend>
        <TextField
          label="Navn"
          name="name"
          value={values.name}
          maxLength={200}
          error={fieldError("name")}
          onChange={(e) => set({ name: e.target.value })}
        />
        <div className="form-field">
          <label htmlFor="poll-description">Beskrivelse</label>
          <textarea
            id="poll-description"
            name="description"
            rows={3}
            maxLength={2000}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="poll-brand">Merke</label>
          <select
            id="poll-brand"
            name="brandId"
            value={values.brandId ?? ""}
            onChange={(e) => set({ brandId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">Alle merker</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-grid">
          <TextField label="Aktiv fra (norsk tid)" {...field("startsAt")} type="datetime-local" />
          <TextField label="Aktiv til (tom: uten slutt)" {...field("endsAt")} type="datetime-local" />
        </div>
        <div className="checkbox-field">
          <input
            id="poll-active"
            type="checkbox"
            checked={values.active}
            onChange={(e) => set({ active: e.target.checked })}
          />
          <label htmlFor="poll-active">Påslått (vises i perioden over)</label>
        </div>
        <div className="admin-grid">
          <TextField label="Banner, PC (adresse)" {...field("bannerDesktop")} spellCheck={false} />
          <TextField label="Banner, mobil (adresse)" {...field("bannerMobile")} spellCheck={false} />
        </div>
      </fieldset>
      {locked ? (
        <p className="admin-confirm">
          Avstemningen har svar. Du kan rette tekster, rekkefølge og riktig svar, men ikke legge til eller fjerne
          spørsmål og svaralternativer.
        </p>
      ) : null}
      <FormMessage kind="error">{errorAt("questions")}</FormMessage>
      {questions.map((q, i) => (
        <fieldset key={q.key} className="admin-poll-question">
          <legend>Spørsmål {i + 1}</legend>
          <TextField
            label="Spørsmål"
            name={`question-${i}`}
            value={q.text}
            maxLength={500}
            error={errorAt(`questions[${i}].text`)}
            onChange={(e) => setQuestion(i, { text: e.target.value })}
          />
          <fieldset>
            <legend>Svaralternativer (merk det riktige)</legend>
            {q.options.map((o, j) => (
              <div className="admin-poll-option" key={o.key}>
                <input
                  type="radio"
                  name={`correct-${q.key}`}
                  id={`correct-${o.key}`}
                  checked={o.correct}
                  onChange={() => setOptions(i, (os) => os.map((x, n) => ({ ...x, correct: n === j })))}
                />
                <label htmlFor={`correct-${o.key}`} className="visually-hidden">
                  Alternativ {j + 1} er riktig
                </label>
                <TextField
                  label={`Alternativ ${j + 1}`}
                  name={`option-${i}-${j}`}
                  value={o.text}
                  maxLength={300}
                  error={errorOf(`questions[${i}].options[${j}]`)}
                  onChange={(e) =>
                    setOptions(i, (os) => os.map((x, n) => (n === j ? { ...x, text: e.target.value } : x)))
                  }
                />
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => setOptions(i, (os) => move(os, j, j - 1))}
                    disabled={j === 0}
                  >
                    Opp <span className="visually-hidden">alternativ {j + 1}</span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setOptions(i, (os) => move(os, j, j + 1))}
                    disabled={j === q.options.length - 1}
                  >
                    Ned <span className="visually-hidden">alternativ {j + 1}</span>
                  </button>
                  {locked ? null : (
                    <button
                      type="button"
                      className="button"
                      onClick={() => setOptions(i, (os) => os.filter((_, n) => n !== j))}
                    >
                      Fjern{" "}
                      <span className="visually-hidden">
                        alternativ {j + 1} i spørsmål {i + 1}
                      </span>
                    </button>
                  )}
                </div>
              </div>
            ))}
            <FormMessage kind="error">{errorAt(`questions[${i}].options`)}</FormMessage>
            {locked ? null : (
              <div>
                <button type="button" className="button" onClick={() => setOptions(i, (os) => [...os, newOption()])}>
                  Legg til alternativ <span className="visually-hidden">i spørsmål {i + 1}</span>
                </button>
              </div>
            )}
          </fieldset>
          <div className="admin-actions">
            <button
              type="button"
              className="button"
              onClick={() => setQuestions((qs) => move(qs, i, i - 1))}
              disabled={i === 0}
            >
              Flytt opp <span className="visually-hidden">spørsmål {i + 1}</span>
            </button>
            <button
              type="button"
              className="button"
              onClick={() => setQuestions((qs) => move(qs, i, i + 1))}
              disabled={i === questions.length - 1}
            >
              Flytt ned <span className="visually-hidden">spørsmål {i + 1}</span>
            </button>
            {locked ? null : (
              <button
                type="button"
                className="button"
                onClick={() => setQuestions((qs) => qs.filter((_, n) => n !== i))}
              >
                Fjern spørsmål {i + 1}
              </button>
            )}
          </div>
        </fieldset>
      ))}
      {locked ? null : (
        <div>
          <button type="button" className="button" onClick={() => setQuestions((qs) => [...qs, newQuestion()])}>
            Legg til spørsmål
          </button>
        </div>
      )}
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : values.id ? "Lagre avstemningen" : "Opprett avstemningen"}
        </button>
      </div>
    </form>
  );
}
