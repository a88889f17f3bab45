// What the log may hold (decision 073): no password or its hash, and no customer's personal data.
// Two guards: `LOG_REDACT` blanks such fields wherever a log call passes them (to two levels), and
// `errForLog` serializes errors without what a failed query carried: drizzle's error message lists
// the statement's parameters (a registration's argon2 hash, name, e-mail and phone), and
// PostgreSQL's `detail` repeats the values of a violated unique key.

/** Field names (as the shop's rows and requests spell them) whose values never go into the log. */
const PERSONAL_FIELDS = [
  "password",
  "password_confirmation",
  "current_password",
  "passwordHash",
  "password_hash",
  "email",
  "phone",
  "firstName",
  "lastName",
  "first_name",
  "last_name",
  "address",
  "street",
  "postcode",
  "birthDate",
  "birth_date",
  "customerName",
];

export const LOG_REDACT = {
  paths: PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
  censor: "[skjult]",
};

/** Own properties an error may carry that hold values of the failed statement. */
const VALUE_PROPERTIES = new Set(["params", "parameters", "detail"]);

function safeMessage(error: Error): string {
  // DrizzleQueryError: "Failed query: <statement>\nparams: <values>"; the statement has only placeholders.
  return "params" in error ? error.message.replace(/\nparams: [\s\S]*$/, "") : error.message;
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** An error as a log line shows it: type, message, stack, its own fields and its cause, without values. */
export function errForLog(error: Error): LoggedError {
  return serialize(error, 0) as LoggedError;
}

function serialize(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  const message = safeMessage(error);
  const out: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: (error.stack ?? "").replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_PROPERTIES.has(key) || key === "cause" || key in out) continue;
    out[key] = value instanceof Error ? (depth < 5 ? serialize(value, depth + 1) : String(value)) : value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serialize(error.cause, depth + 1);
  return out;
}
