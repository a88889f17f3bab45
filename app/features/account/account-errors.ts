// What the account screens show for an API error (spec section 8, Account actions).
import { OTHER_USER, REQUIRED_FIELD_MESSAGES } from "../../../domain/account-messages.ts";
import { ApiError, type ApiErrorBody } from "../../lib/api-client.ts";

export const INVALID_UPDATE = "Ugyldig data";
export const UNKNOWN_ERROR = "Noe gikk galt";

/** The server's own Norwegian message for a failed request, shown as is; else 'Noe gikk galt'. */
export function serverMessage(err: unknown): string {
  return (err instanceof ApiError && err.body.message) || UNKNOWN_ERROR;
}

/** The alert text for a failed account update: 401 another user, a required field's text, else 'Ugyldig data'. */
export function updateErrorMessage(status: number, body: ApiErrorBody): string {
  if (status === 401) return OTHER_USER;
  if (status === 419 && body.message) return body.message;
  if (status === 422 || status === 423) {
    for (const [field, text] of Object.entries(REQUIRED_FIELD_MESSAGES)) {
      if (body.errors?.[field]?.includes(text)) return text;
    }
  }
  if (status === 423 && body.message) return body.message;
  return INVALID_UPDATE;
}

/** Field errors by input name (first message each), for showing beside the inputs. */
export function fieldErrors(body: ApiErrorBody): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) if (messages[0]) result[field] = messages[0];
  return result;
}

/** Spec section 5: empty fields are dropped before sending. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== "" && v !== null && v !== undefined),
  ) as Partial<T>;
}
