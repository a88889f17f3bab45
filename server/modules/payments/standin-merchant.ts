// The merchant half of the local Klarna stand-in: the subset of shared/reference/klarna.md the shop's
// Klarna client calls (Payments: sessions, orders from authorisations; Order Management: read,
// capture, cancel, release, refund), used when no Klarna credentials are configured. It runs on a
// Fastify instance of its own that has no port and is never mounted on the shop: only the process
// that made it can call it, through injectFetch, with credentials made for that process
// (decision 024). Its state lives in PostgreSQL (standin-store.ts), shared with the browser half.
import { randomBytes, randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { z } from "zod";
import { STANDIN_PREFIX } from "../../../domain/klarna-standin.ts";
import type { Database } from "../../db/client.ts";
import type { FetchLike, KlarnaConfig } from "./klarna-client.ts";
import { amountError, linesFor, orderSchema, type StandinOrder } from "./standin-rules.ts";
import { type StandinStore, standinStore } from "./standin-store.ts";

/** Klarna drops an authorisation token that is not turned into an order within 60 minutes. */
const AUTHORIZATION_TTL_MS = 60 * 60 * 1000;

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error_code: code, error_messages: [message], correlation_id: randomUUID() });
}

export interface MerchantOptions {
  store: StandinStore;
  /** The Authorization header a call must carry. */
  authorization: string;
}

/**
 * Klarna's merchant API in Klarna's shape over a store. The shop's in-process stand-in keeps it in
 * PostgreSQL; the local server in Klarna's shape that tests reach over HTTP (tests/servers/klarna.ts)
 * keeps it in memory, so both answer with the same rules.
 */
export async function merchantRoutes(app: FastifyInstance, { store, authorization }: MerchantOptions) {
  const { get, put, putNew } = store;
  const merchantOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization !== authorization) return fail(reply, 401, "UNAUTHORIZED", "Bad credentials");
  };

  // Requests whose handler stored the idempotent answer together with its own state (one statement).
  const answered = new WeakSet<FastifyRequest>();

  // Idempotency: a POST repeated with the same key gets the first answer back and does nothing again.
  // A route whose handler keeps its answer itself is left to do so, in its own statement.
  const answersOnce = new Set(["/payments/v1/sessions"]);
  app.addHook("preHandler", async (req, reply) => {
    const key = req.headers["klarna-idempotency-key"];
    if (req.method !== "POST" || typeof key !== "string") return;
    if (answersOnce.has(req.routeOptions.url ?? "")) return;
    const stored = await get<{ status: number; body: unknown; captureId?: string }>(`idem:${key}`);
    if (!stored) return;
    if (stored.captureId) reply.header("capture-id", stored.captureId);
    return reply.code(stored.status).send(stored.body ?? undefined);
  });
  app.addHook("onSend", async (req, reply, payload) => {
    const key = req.headers["klarna-idempotency-key"];
    if (req.method !== "POST" || typeof key !== "string" || reply.statusCode >= 400 || answered.has(req))
      return payload;
    const captureId = reply.getHeader("capture-id");
    await putNew([
      [
        `idem:${key}`,
        {
          status: reply.statusCode,
          body: typeof payload === "string" && payload ? JSON.parse(payload) : null,
          ...(captureId ? { captureId: String(captureId) } : {}),
        },
      ],
    ]);
    return payload;
  });

  // ---------- Payments API (merchant) ----------
  app.post("/payments/v1/sessions", { preHandler: merchantOnly }, async (req, reply) => {
    const parsed = orderSchema.safeParse(req.body);
    if (!parsed.success) return fail(reply, 400, "BAD_VALUE", parsed.error.issues[0]?.message ?? "Bad value");
    const problem = amountError(parsed.data);
    if (problem) return fail(reply, 400, "BAD_VALUE", problem);
    const sessionId = randomUUID();
    const session = {
      session_id: sessionId,
      client_token: `standin.${sessionId}`,
      payment_method_categories: [
        { identifier: "pay_now", name: "Betal nå (kort)" },
        { identifier: "pay_later", name: "Faktura – betal om 30 dager" },
      ],
    };
    // The session and the answer a retry with the same key gets back, in one statement, which also
    // finds an earlier answer to that key: every checkout creates a session, so this is on the
    // checkout's hot path (decision 051).
    const key = req.headers["klarna-idempotency-key"];
    const state: [string, unknown][] = [[`session:${sessionId}`, { order: parsed.data }]];
    answered.add(req);
    if (typeof key !== "string") {
      await putNew(state);
      return session;
    }
    const earlier = await store.putAnswerOnce<{ status: number; body: unknown }>(
      `idem:${key}`,
      { status: 200, body: session },
      state,
    );
    return earlier ? reply.code(earlier.status).send(earlier.body ?? undefined) : session;
  });

  app.post<{ Params: { token: string } }>(
    "/payments/v1/authorizations/:token/order",
    { preHandler: merchantOnly },
    async (req, reply) => {
      const parsed = orderSchema.safeParse(req.body);
      if (!parsed.success) return fail(reply, 400, "BAD_VALUE", parsed.error.issues[0]?.message ?? "Bad value");
      const auth = await get<{ sessionId: string; at: number; orderId?: string }>(`auth:${req.params.token}`);
      if (!auth || auth.orderId || Date.now() - auth.at > AUTHORIZATION_TTL_MS) {
        return fail(reply, 404, "NOT_FOUND", "Invalid authorization token");
      }
      const session = await get<{ order: z.infer<typeof orderSchema> }>(`session:${auth.sessionId}`);
      if (!session || session.order.order_amount !== parsed.data.order_amount) {
        return fail(reply, 400, "BAD_VALUE", "Order amount differs from the authorised amount");
      }
      const orderId = randomUUID();
      const order: StandinOrder = {
        order_id: orderId,
        status: "AUTHORIZED",
        order_amount: parsed.data.order_amount,
        order_tax_amount: parsed.data.order_tax_amount,
        captured_amount: 0,
        refunded_amount: 0,
        remaining_authorized_amount: parsed.data.order_amount,
        merchant_reference1: parsed.data.merchant_reference1,
        captures: [],
        refunds: [],
      };
      await put(`order:${orderId}`, order);
      await put(`auth:${req.params.token}`, { ...auth, orderId });
      return { order_id: orderId, fraud_status: "ACCEPTED", redirect_url: `${STANDIN_PREFIX}/confirmation/${orderId}` };
    },
  );

  app.delete<{ Params: { token: string } }>(
    "/payments/v1/authorizations/:token",
    { preHandler: merchantOnly },
    async (req, reply) => {
      await store.remove(`auth:${req.params.token}`);
      return reply.code(204).send();
    },
  );

  // ---------- Order Management ----------
  const withOrder = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const order = await get<StandinOrder>(`order:${req.params.id}`);
    if (!order) {
      fail(reply, 404, "NO_SUCH_ORDER", "Order not found");
      return null;
    }
    return order;
  };
  const orders = "/ordermanagement/v1/orders/:id";

  app.get<{ Params: { id: string } }>(orders, { preHandler: merchantOnly }, async (req, reply) => {
    return (await withOrder(req, reply)) ?? reply;
  });

  app.post<{ Params: { id: string }; Body: { captured_amount?: unknown } }>(
    `${orders}/captures`,
    { preHandler: merchantOnly },
    async (req, reply) => {
      const order = await withOrder(req, reply);
      if (!order) return reply;
      const amount = req.body?.captured_amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
        return fail(reply, 400, "BAD_VALUE", "captured_amount");
      }
      if (order.status !== "AUTHORIZED" && order.status !== "PART_CAPTURED") {
        return fail(reply, 403, "CAPTURE_NOT_ALLOWED", `Order is ${order.status}`);
      }
      if (amount > order.remaining_authorized_amount) {
        return fail(reply, 403, "NOT_ALLOWED_TO_CAPTURE", "Captured amount is higher than the remaining amount");
      }
      const { lines, error } = linesFor(req.body, amount);
      if (error) return fail(reply, 400, "BAD_VALUE", error);
      const captureId = randomUUID();
      order.captures.push({ capture_id: captureId, captured_amount: amount, ...(lines ? { order_lines: lines } : {}) });
      order.captured_amount += amount;
      order.remaining_authorized_amount -= amount;
      order.status = order.remaining_authorized_amount === 0 ? "CAPTURED" : "PART_CAPTURED";
      await put(`order:${order.order_id}`, order);
      return reply.code(201).header("capture-id", captureId).send();
    },
  );

  app.post<{ Params: { id: string } }>(`${orders}/cancel`, { preHandler: merchantOnly }, async (req, reply) => {
    const order = await withOrder(req, reply);
    if (!order) return reply;
    if (order.status !== "AUTHORIZED") return fail(reply, 403, "CANCEL_NOT_ALLOWED", `Order is ${order.status}`);
    order.status = "CANCELLED";
    order.remaining_authorized_amount = 0;
    await put(`order:${order.order_id}`, order);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>(
    `${orders}/release-remaining-authorization`,
    { preHandler: merchantOnly },
    async (req, reply) => {
      const order = await withOrder(req, reply);
      if (!order) return reply;
      if (order.status !== "AUTHORIZED" && order.status !== "PART_CAPTURED") {
        return fail(reply, 403, "NOT_ALLOWED", `Order is ${order.status}`);
      }
      order.remaining_authorized_amount = 0;
      order.status = order.captured_amount > 0 ? "CAPTURED" : "CANCELLED";
      await put(`order:${order.order_id}`, order);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { id: string }; Body: { refunded_amount?: unknown } }>(
    `${orders}/refunds`,
    { preHandler: merchantOnly },
    async (req, reply) => {
      const order = await withOrder(req, reply);
      if (!order) return reply;
      const amount = req.body?.refunded_amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
        return fail(reply, 400, "BAD_VALUE", "refunded_amount");
      }
      if (amount > order.captured_amount - order.refunded_amount) {
        return fail(reply, 403, "REFUND_NOT_ALLOWED", "Refunded amount is higher than the captured amount");
      }
      const { lines, error } = linesFor(req.body, amount);
      if (error) return fail(reply, 400, "BAD_VALUE", error);
      order.refunds.push({ refunded_amount: amount, ...(lines ? { order_lines: lines } : {}) });
      order.refunded_amount += amount;
      await put(`order:${order.order_id}`, order);
      return reply.code(201).send();
    },
  );
}

/**
 * The merchant half on its own small Fastify instance, with credentials made for this process: the
 * shop's Klarna client calls it in process (none of the shop's hooks run), and nothing outside the
 * process can, for it listens on no port. `klarna` is the client configuration that reaches it.
 */
export async function createStandinServer(
  database: Database,
): Promise<{ server: FastifyInstance; klarna: KlarnaConfig }> {
  const username = "butikk-standin";
  const password = randomBytes(32).toString("base64url");
  const server = Fastify({ logger: false });
  await server.register(merchantRoutes, {
    store: standinStore(database),
    authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
  });
  await server.ready();
  return {
    server,
    klarna: { baseUrl: "http://klarna-standin.invalid", username, password, fetch: injectFetch(() => server) },
  };
}

/** A fetch that hands requests to the app in process (app.inject): the stand-in needs no port. */
export function injectFetch(getApp: () => FastifyInstance): FetchLike {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const res = await getApp().inject({
      method: (init.method ?? "GET") as "GET",
      url: `${pathname}${search}`,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === "string" ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    const nullBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(nullBody ? null : res.body, { status: res.statusCode, headers });
  };
}
