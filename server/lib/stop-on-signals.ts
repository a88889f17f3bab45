// A clean stop on SIGTERM (an orchestrator, systemd, `npm start` passing it on) or SIGINT (Ctrl-C):
// readiness turns 503 and the listener closes at once, so no new connection is taken; requests in
// flight finish and idle keep-alive connections close (app.ts's close options); the job in hand
// finishes (the queue's graceful stop, an onClose hook); then the database closes and the process
// exits 0. A second signal while this runs ends the process at once (exit 1).
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";

export function stopOnSignals(app: FastifyInstance, database: Database, exit: (code: number) => void = process.exit) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, "second signal while stopping: exiting now");
      exit(1);
      return;
    }
    stopping = true;
    app.log.info({ signal }, "stopping: taking no new connections, finishing requests and jobs under way");
    // Connections that turn idle while the stop waits (a response streamed before it began) are
    // closed too, rather than waiting out their keep-alive timeout.
    const reap = setInterval(() => app.server.closeIdleConnections(), 1000);
    reap.unref();
    try {
      await app.close();
      clearInterval(reap);
      await database.close();
      app.log.info("stopped");
      exit(0);
    } catch (err) {
      app.log.error({ err }, "stop failed");
      exit(1);
    }
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
