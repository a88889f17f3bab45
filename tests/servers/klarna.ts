// A local server in Klarna's shape on an origin of its own (decision 072), for the tests that must
// cross the network as with real Klarna: the shop's client over HTTP with its deadline, and Chromium
// under the production CSP. It answers the Payments and Order Management calls with the very rules
// of the shop's in-process stand-in (merchantRoutes, kept here in memory) behind HTTP Basic, and it
// serves a small browser SDK at Klarna's path (/kp/lib/v1/api.js): Klarna.Payments.init, load (an
// iframe from this origin) and authorize (a request to this origin that returns an
// authorization_token). `mode` "silent" makes it take every request and never answer, as a Klarna that
// hangs; "late" does the work and withholds the answer, as a Klarna that answers after the caller gave
// up. Run on its own: `npx tsx tests/servers/klarna.ts <port> [username] [password]`; then
// POST /__test/mode/<mode> switches it and GET /__test/seen lists what reached it, from another process.
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import Fastify from "fastify";
import { merchantRoutes } from "../../server/modules/payments/standin-merchant.ts";
import { type StandinStore, sessionIdOf } from "../../server/modules/payments/standin-store.ts";

/** The credentials the server takes unless told others. */
export const KLARNA_TEST_USERNAME = "PK_butikk_test";
export const KLARNA_TEST_PASSWORD = "butikk-test-secret";

/** answering: as Klarna; silent: never answers; late: does the work, never answers. */
export type KlarnaMode = "answering" | "silent" | "late";
const MODES: KlarnaMode[] = ["answering", "silent", "late"];

export interface TestKlarna {
  /** The API base, e.g. http://127.0.0.1:3654 (KLARNA_API_URL). */
  url: string;
  /** The SDK's address (KLARNA_SDK_URL). */
  sdkUrl: string;
  username: string;
  password: string;
  /** "METHOD path" of every request, in order (unanswered ones too). */
  seen: string[];
  mode: KlarnaMode;
  close(): Promise<void>;
}

/** The stand-in's store in memory: the same rows as payment_standin, copied as JSON in and out. */
function memoryStore(): StandinStore {
  const rows = new Map<string, string>();
  const read = <T>(key: string): T | null => {
    const text = rows.get(key);
    return text === undefined ? null : (JSON.parse(text) as T);
  };
  const putNew = (entries: [string, unknown][]) => {
    for (const [key, data] of entries) if (!rows.has(key)) rows.set(key, JSON.stringify(data));
  };
  return {
    get: async <T>(key: string) => read<T>(key),
    put: async (key: string, data: unknown) => {
      rows.set(key, JSON.stringify(data));
    },
    putNew: async (entries: [string, unknown][]) => putNew(entries),
    putAnswerOnce: async <T>(answerKey: string, answer: unknown, state: [string, unknown][]) => {
      const earlier = read<T>(answerKey);
      if (earlier) return earlier;
      rows.set(answerKey, JSON.stringify(answer));
      putNew(state);
      return null;
    },
    remove: async (key: string) => {
      rows.delete(key);
    },
  };
}

/**
 * The browser SDK: the three calls of Klarna's (init, load, authorize), talking to the origin it was
 * loaded from. load shows the widget in an iframe of that origin, as Klarna's does.
 */
const SDK = `(() => {
  "use strict";
  const origin = new URL(document.currentScript.src).origin;
  let clientToken = null;
  window.Klarna = {
    Payments: {
      init(options) { clientToken = options && options.client_token; },
      load(options, callback) {
        const container = typeof options.container === "string" ? document.querySelector(options.container) : options.container;
        const frame = document.createElement("iframe");
        frame.title = "Klarna";
        frame.src = origin + "/kp/widget?category=" + encodeURIComponent(options.payment_method_category || "");
        frame.style.border = "0";
        frame.style.width = "100%";
        frame.addEventListener("load", () => callback && callback({ show_form: Boolean(clientToken) }), { once: true });
        container.replaceChildren(frame);
      },
      authorize(options, data, callback) {
        const done = typeof data === "function" ? data : callback;
        fetch(origin + "/kp/authorize", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ client_token: clientToken }),
        })
          .then((res) => res.json().then((body) => ({ ok: res.ok, body })))
          .then(({ ok, body }) => done(ok
            ? { approved: true, show_form: true, authorization_token: body.authorization_token }
            : { approved: false, show_form: false }))
          .catch(() => done({ approved: false, show_form: false }));
      },
    },
  };
})();
`;

const WIDGET = (category: string) => `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>Klarna</title></head>
<body><p id="klarna-widget">Klarna (lokal testtjener): ${category === "pay_later" ? "faktura" : "kort"}</p></body></html>`;

export async function startTestKlarna(
  port = 0,
  { username = KLARNA_TEST_USERNAME, password = KLARNA_TEST_PASSWORD } = {},
): Promise<TestKlarna> {
  const store = memoryStore();
  const seen: string[] = [];
  const state = { mode: "answering" as KlarnaMode };
  // Closing destroys the connections of requests it never answered.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addHook("onRequest", async (req, reply) => {
    if (req.url.startsWith("/__test/")) return;
    seen.push(`${req.method} ${req.url.split("?")[0]}`);
    // Never answered: the caller's own deadline must end the wait.
    if (state.mode === "silent") await new Promise<never>(() => undefined);
    // The work is done (and its idempotent answer kept), but the answer never leaves.
    if (state.mode === "late") {
      reply.raw.writeHead = (() => reply.raw) as typeof reply.raw.writeHead;
      reply.raw.end = (() => reply.raw) as typeof reply.raw.end;
    }
    // The shop's page on another origin calls the browser half (authorize) with fetch.
    if (req.url.startsWith("/kp/")) reply.header("access-control-allow-origin", "*");
  });

  // What reached it, for a journey that runs this server in a process of its own.
  app.get("/__test/seen", async () => ({ seen }));
  app.post<{ Params: { mode: string } }>("/__test/mode/:mode", async (req, reply) => {
    const mode = MODES.find((m) => m === req.params.mode);
    if (!mode) return reply.code(404).send({ error_code: "NOT_FOUND", error_messages: ["Unknown mode"] });
    state.mode = mode;
    return { mode };
  });

  app.get("/kp/lib/v1/api.js", async (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(SDK),
  );
  app.get<{ Querystring: { category?: string } }>("/kp/widget", async (req, reply) =>
    reply.type("text/html; charset=utf-8").send(WIDGET(req.query.category ?? "")),
  );
  app.options("/kp/authorize", async (_req, reply) =>
    reply
      .header("access-control-allow-methods", "POST")
      .header("access-control-allow-headers", "content-type")
      .code(204)
      .send(),
  );
  // What Klarna's widget does once the shopper has proven who they are: an authorisation token for
  // the session. This server approves every session it opened.
  app.post<{ Body: { client_token?: unknown } }>("/kp/authorize", async (req, reply) => {
    const sessionId = sessionIdOf(req.body?.client_token);
    if (!sessionId || !(await store.get(`session:${sessionId}`))) {
      return reply.code(404).send({ error_code: "NOT_FOUND", error_messages: ["Unknown session"] });
    }
    const authorizationToken = crypto.randomUUID();
    await store.put(`auth:${authorizationToken}`, { sessionId, at: Date.now() });
    return { authorization_token: authorizationToken };
  });

  await app.register(merchantRoutes, {
    store,
    authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
  });
  await app.listen({ port, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    sdkUrl: `${url}/kp/lib/v1/api.js`,
    username,
    password,
    seen,
    get mode() {
      return state.mode;
    },
    set mode(mode: KlarnaMode) {
      state.mode = mode;
    },
    close: () => app.close(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [port, username, password] = process.argv.slice(2);
  const server = await startTestKlarna(Number(port ?? 0), {
    username: username ?? KLARNA_TEST_USERNAME,
    password: password ?? KLARNA_TEST_PASSWORD,
  });
  process.stdout.write(`Klarna-shaped server at ${server.url}\n`);
}
