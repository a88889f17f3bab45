// Typed domain errors. Services say what went wrong in the shop's own words (not found, invalid,
// conflict, …) with the Norwegian text the spec gives; only the error handler (plugins/errors.ts)
// knows which HTTP status each kind is answered with.

/** The message of a 422 for input that fails its route schema (unless the route gives its own). */
export const INVALID_INPUT = "Ugyldig forespørsel";

/** Field name → messages, as the spec's Laravel-style `{message, errors}` body carries them. */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    readonly errors?: FieldErrors,
    /** More of the answer's body beside message and errors (the order-failure list of spec section 8). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payment_not_completed"
  | "already_exists"
  | "throttled"
  | "stale_form"
  | "upstream"
  | "upstream_timeout"
  | "unavailable"
  | "too_large";

/** The base of one kind of domain error: the kind is all the error handler needs to answer it. */
function ofKind<K extends DomainErrorKind>(kind: K) {
  return class extends DomainError {
    readonly kind: K = kind;
  };
}

/** Input that breaks a rule (422). */
export class InvalidInput extends ofKind("invalid") {}
/** No one is logged in where someone must be (401). */
export class Unauthenticated extends ofKind("unauthenticated") {}
/** Logged in, but not allowed (403). */
export class Forbidden extends ofKind("forbidden") {}
/** The thing asked for does not exist, or is not this visitor's to see (404). */
export class NotFound extends ofKind("not_found") {}
/** The thing exists but its state forbids the change (409). */
export class Conflict extends ofKind("conflict") {}
/** The payment was denied or could not be completed (402). */
export class PaymentNotCompleted extends ofKind("payment_not_completed") {}
/** An account with this e-mail or phone exists already (423, spec section 8). */
export class AlreadyExists extends ofKind("already_exists") {}
/** Too many attempts (429). */
export class Throttled extends ofKind("throttled") {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
/** The form's CSRF token does not match the session: reload the page (419). */
export class StaleForm extends ofKind("stale_form") {}
/** An outside service (Klarna, OSRM, SMTP) failed (502). */
export class UpstreamFailed extends ofKind("upstream") {}
/** An outside service (Klarna) did not answer in the time the shop gives it (504). */
export class UpstreamTimeout extends ofKind("upstream_timeout") {}

/** The upload is larger than the shop takes (413: an image over the size limit). */
export class TooLarge extends ofKind("too_large") {}

/** A service of ours cannot do it just now, try again later (503: the verification mail not sent). */
export class Unavailable extends ofKind("unavailable") {}
