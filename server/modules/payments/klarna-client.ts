// Client for the Klarna subset the shop uses: Payments (session, order from an authorisation token)
// and Order Management (capture, cancel, release, refund). Speaks HTTP through an injected fetch, so
// the local stand-in answers the very same requests when no credentials are configured. Every call
// has a deadline (KLARNA_TIMEOUT_MS, decision 072): a Klarna that does not answer is a
// KlarnaUnavailable the flows turn into a Norwegian answer, never a request that hangs.
import { randomUUID } from "node:crypto";
import type { KlarnaOrder, KlarnaOrderLine } from "./klarna-order.ts";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface KlarnaConfig {
  baseUrl: string;
  username: string;
  password: string;
  fetch: FetchLike;
  /** How long one call may take, answer body included; unset: no deadline (the in-process stand-in). */
  timeoutMs?: number;
}

export class KlarnaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = "KlarnaError";
  }
}

/**
 * Klarna gave no usable answer: no answer in time (`timeout`), no connection (`unreachable`), or an
 * answer that is not Klarna's JSON (`bad_answer`). Unlike a KlarnaError the call may have been done
 * at Klarna all the same, so a flow that gets one must make sure nothing stays held.
 */
export class KlarnaUnavailable extends Error {
  constructor(
    readonly reason: "timeout" | "unreachable" | "bad_answer",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "KlarnaUnavailable";
  }
}

/** Klarna did not answer in time (the flows answer 504 then, other failures 502). */
export const isKlarnaTimeout = (error: unknown): boolean =>
  error instanceof KlarnaUnavailable && error.reason === "timeout";

export interface KlarnaSession {
  session_id: string;
  client_token: string;
  payment_method_categories: { identifier: string; name: string }[];
}

export interface KlarnaOrderCreated {
  order_id: string;
  fraud_status: string;
  redirect_url?: string;
}

export interface KlarnaOrderState {
  order_id: string;
  status: "AUTHORIZED" | "PART_CAPTURED" | "CAPTURED" | "CANCELLED" | "EXPIRED" | "CLOSED";
  order_amount: number;
  captured_amount: number;
  refunded_amount: number;
  remaining_authorized_amount: number;
  captures: { capture_id: string; captured_amount: number; order_lines?: KlarnaOrderLine[] }[];
  refunds?: { refunded_amount: number; order_lines?: KlarnaOrderLine[] }[];
}

export type KlarnaClient = ReturnType<typeof createKlarnaClient>;

export function createKlarnaClient(config: KlarnaConfig) {
  const auth = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString("base64")}`;
  const base = config.baseUrl.replace(/\/+$/, "");

  async function call<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown, idempotencyKey?: string) {
    const headers: Record<string, string> = { authorization: auth, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    // Every POST carries a key, so a retried call (timeout, restart) does the work once.
    if (method === "POST") headers["klarna-idempotency-key"] = idempotencyKey ?? randomUUID();
    // One deadline for the whole call: a Klarna that sends headers and then stalls the body is caught too.
    const signal = config.timeoutMs === undefined ? undefined : AbortSignal.timeout(config.timeoutMs);
    const where = `${method} ${path.split("/").slice(0, 4).join("/")}`;
    let response: Response;
    let text: string;
    try {
      response = await config.fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) {
        throw new KlarnaUnavailable("timeout", `Klarna did not answer ${where} within ${config.timeoutMs} ms`, {
          cause: error,
        });
      }
      throw new KlarnaUnavailable("unreachable", `Klarna could not be reached for ${where}`, { cause: error });
    }
    let json: Record<string, unknown> = {};
    try {
      if (text) json = JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      // A proxy's HTML error page, say: only the status tells something.
      if (response.ok)
        throw new KlarnaUnavailable("bad_answer", `Klarna's answer to ${where} is not JSON`, { cause: error });
    }
    if (!response.ok) {
      const messages = Array.isArray(json.error_messages) ? json.error_messages.join("; ") : response.statusText;
      throw new KlarnaError(response.status, String(json.error_code ?? "ERROR"), messages);
    }
    return { json: json as T, headers: response.headers };
  }

  const orderPath = (orderId: string) => `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`;

  return {
    async createSession(order: KlarnaOrder, idempotencyKey?: string): Promise<KlarnaSession> {
      return (await call<KlarnaSession>("POST", "/payments/v1/sessions", order, idempotencyKey)).json;
    },
    async createOrder(authorizationToken: string, order: KlarnaOrder, idempotencyKey?: string) {
      const path = `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}/order`;
      return (await call<KlarnaOrderCreated>("POST", path, order, idempotencyKey)).json;
    },
    async cancelAuthorization(authorizationToken: string): Promise<void> {
      await call("DELETE", `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}`);
    },
    async getOrder(orderId: string): Promise<KlarnaOrderState> {
      return (await call<KlarnaOrderState>("GET", orderPath(orderId))).json;
    },
    /**
     * Returns the capture id Klarna gives in the Capture-Id header. `orderLines` says what was
     * captured when it is not the whole order (a partial handover).
     */
    async capture(
      orderId: string,
      amount: number,
      idempotencyKey?: string,
      orderLines?: KlarnaOrderLine[],
    ): Promise<string> {
      const body = { captured_amount: amount, ...(orderLines ? { order_lines: orderLines } : {}) };
      const { headers } = await call("POST", `${orderPath(orderId)}/captures`, body, idempotencyKey);
      return headers.get("capture-id") ?? "";
    },
    async cancel(orderId: string, idempotencyKey?: string): Promise<void> {
      await call("POST", `${orderPath(orderId)}/cancel`, undefined, idempotencyKey);
    },
    async releaseRemainingAuthorization(orderId: string, idempotencyKey?: string): Promise<void> {
      await call("POST", `${orderPath(orderId)}/release-remaining-authorization`, undefined, idempotencyKey);
    },
    async refund(
      orderId: string,
      amount: number,
      idempotencyKey?: string,
      orderLines?: KlarnaOrderLine[],
    ): Promise<void> {
      const body = { refunded_amount: amount, ...(orderLines ? { order_lines: orderLines } : {}) };
      await call("POST", `${orderPath(orderId)}/refunds`, body, idempotencyKey);
    },
  };
}
