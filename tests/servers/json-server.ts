// A local HTTP server for tests of an outside JSON service: a handler answers each request, and the
// server can be told to answer 5xx, malformed JSON, or to hang (never answer) instead. Every request
// path is kept so a test can see what was asked. Loopback only.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FaultMode = "answer" | "status500" | "status503" | "malformed" | "hang";

export interface TestJsonServer {
  url: string;
  /** The path and query of each request, in order. */
  seen: string[];
  mode: FaultMode;
  close(): Promise<void>;
}

export type JsonHandler = (url: URL) => { status: number; body: unknown };

export async function startJsonServer(handler: JsonHandler, port = 0): Promise<TestJsonServer> {
  const hanging = new Set<ServerResponse>();
  const state = { mode: "answer" as FaultMode };
  const seen: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.url ?? "");
    const send = (status: number, text: string) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(text);
    };
    switch (state.mode) {
      case "hang":
        hanging.add(res);
        return;
      case "status500":
        return send(500, JSON.stringify({ message: "Internal Server Error" }));
      case "status503":
        return send(503, "<html>Service Unavailable</html>");
      case "malformed":
        return send(200, '{"code": "Ok", "distances": [[0,');
      default: {
        const { status, body } = handler(new URL(req.url ?? "/", "http://localhost"));
        return send(status, JSON.stringify(body));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    seen,
    get mode() {
      return state.mode;
    },
    set mode(mode: FaultMode) {
      state.mode = mode;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
