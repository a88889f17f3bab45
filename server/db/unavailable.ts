// Whether an error means "the database cannot be reached right now" (stopped, restarting, failing
// over, its connections terminated, the network between cut) rather than "this statement is wrong".
// Such errors pass: the pool drops the broken connection and opens a new one for the next request,
// so the shop answers 503 while the database is away and works again as soon as it is back.

/** SQLSTATEs of a database that is going away or not taking connections yet. */
const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown: the server is stopping, or pg_terminate_backend ended the session
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, or in recovery
  "53300", // too_many_connections: a failover's new primary may refuse at first
]);

/** Node's socket errors: nothing listens, the host or route is gone, the peer hung up. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/** node-postgres's own messages for a connection that ended or could not be made in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // a client that already met a connection error, or was closed under a query
  /^PGlite thread/, // the embedded engine's thread stopped (pglite-thread.ts)
];

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code)) return true;
    // Class 08: connection exception (08000, 08001 cannot establish, 08006 connection failure…).
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === "string" && DRIVER_MESSAGES.some((m) => m.test(message));
}

/**
 * True when the error, or what it wraps (drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`; a connection to "localhost" that fails on both addresses is an AggregateError), says the
 * database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
