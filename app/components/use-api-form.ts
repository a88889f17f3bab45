// The one way the storefront's forms submit (issue 10): Conform validates the form with the zod schema
// the API uses (domain/schemas), first on submit and then while the shopper types; a valid form is sent
// by `send`, and a refused request comes back into the form as Conform's result, so the server's field
// errors show beside their inputs and its message above the button, in the same texts as the browser's.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import type { z } from "zod";
import { ApiError } from "../lib/api-client.ts";

export const UNKNOWN_ERROR = "Noe gikk galt";

/** What the form shows for a failed send: messages above the button and errors by field name. */
export interface FormFailure {
  messages: string[];
  fields?: Record<string, string[]>;
}

/** The server's own Norwegian message and field errors, shown as they are; else 'Noe gikk galt'. */
export function serverFailure(err: unknown): FormFailure {
  if (err instanceof ApiError) return { messages: [err.body.message || UNKNOWN_ERROR], fields: err.body.errors };
  return { messages: [UNKNOWN_ERROR] };
}

interface Options<Schema extends z.ZodType> {
  /** The schema, or the one that applies to this submit (the checkout's depends on the delivery choice). */
  schema: Schema | ((formData: FormData) => Schema);
  /** Sends the valid form: the parsed value and the fields as typed. */
  send: (value: z.output<Schema>, typed: Record<string, unknown>) => Promise<void>;
  /** What to show for a failed send; null when the failure was handled (the page navigates). */
  failure?: (err: unknown) => FormFailure | null;
  /** The form stays busy after a successful send: the page then navigates or replaces the form. */
  staysBusy?: boolean;
  /** The inputs are emptied after a successful send (the password change). */
  resetsOnSuccess?: boolean;
  defaultValue?: Record<string, string | null | undefined>;
}

export function useApiForm<Schema extends z.ZodType>(options: Options<Schema>) {
  // Conform keeps the validation it was created with; the latest options (a schema that follows the
  // shopper's choices, a send that sees the current state) are read through this ref.
  const latest = useRef(options);
  latest.current = options;
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/suspicious/noExplicitAny: the fields are typed by the schema each form passes.
  const [form, fields] = useForm<Record<string, any>, any>({
    lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const { schema } = latest.current;
      return parseWithZod(formData, { schema: typeof schema === "function" ? schema(formData) : schema });
    },
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const { send, failure = serverFailure, staysBusy, resetsOnSuccess } = latest.current;
      setBusy(true);
      try {
        await send(submission.value as z.output<Schema>, submission.payload);
        setLastResult(submission.reply(resetsOnSuccess ? { resetForm: true } : {}));
        if (!staysBusy) setBusy(false);
      } catch (err) {
        const shown = failure(err);
        if (shown) {
          setLastResult(submission.reply({ formErrors: shown.messages, fieldErrors: shown.fields ?? {} }));
        }
        setBusy(false);
      }
    },
  });
  return { form, fields, busy, messages: form.errors ?? [] };
}
