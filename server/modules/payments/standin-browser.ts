// The browser half of the Klarna stand-in, the only half mounted on the shop (decision 024): the SDK
// script and the approval its dialog sends. Klarna's widget would make the shopper prove who they
// are; the stand-in instead approves a session only for the browser that started the reservation
// being paid, so a client token seen elsewhere is worth nothing to another visitor.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { STANDIN_SDK } from "./standin-sdk.ts";
import { type StandinSession, sessionIdOf, standinStore } from "./standin-store.ts";

export interface StandinBrowserOptions {
  database: Database;
  /**
   * Whether the request comes from the browser that started the checkout the session pays for
   * (`reference` is the merchant_reference1 the shop gave the session: the reservation id).
   */
  startedBy(req: FastifyRequest, session: { sessionId: string; reference: string | null }): Promise<boolean>;
}

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error_code: code, error_messages: [message], correlation_id: randomUUID() });
}

export async function standinBrowserRoutes(app: FastifyInstance, { database, startedBy }: StandinBrowserOptions) {
  const store = standinStore(database);

  app.get("/sdk.js", async (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(STANDIN_SDK),
  );

  // What the SDK's approve button calls: turns an approved session into an authorisation token.
  app.post<{ Body: { client_token?: unknown } }>("/browser/authorize", async (req, reply) => {
    const sessionId = sessionIdOf(req.body?.client_token);
    const session = sessionId ? await store.get<StandinSession>(`session:${sessionId}`) : null;
    if (!sessionId || !session) return fail(reply, 404, "NOT_FOUND", "Unknown session");
    const reference = session.order.merchant_reference1 ?? null;
    if (!(await startedBy(req, { sessionId, reference }))) {
      return fail(reply, 403, "FORBIDDEN", "The session belongs to another browser");
    }
    const authorizationToken = randomUUID();
    await store.put(`auth:${authorizationToken}`, { sessionId, at: Date.now() });
    return { authorization_token: authorizationToken };
  });

  // Nothing else lives here: a merchant path (Payments, Order Management) asked from outside is a
  // 404 in Klarna's shape, whatever the method, and never reaches the storefront's own routes.
  app.all("/*", async (_req, reply) => fail(reply, 404, "NOT_FOUND", "Not found"));
}
