// Background work of the lifecycle: expire holds and pickups that ran out, and retry Klarna calls
// that failed. The work is found from the reservations' own state in PostgreSQL (status, deadlines,
// txData.pending), so it survives restarts and any node can run it (rows are taken SKIP LOCKED).
import type { FastifyBaseLogger } from "fastify";
import type { ReservationService } from "./service.ts";

export const JOB_INTERVAL_MS = 15_000;

export function startReservationJobs(
  reservations: ReservationService,
  log: FastifyBaseLogger,
  intervalMs = JOB_INTERVAL_MS,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await reservations.expireDue();
      const settled = await reservations.retryPayments();
      if (expired || settled) log.info({ expired, settled }, "reservation jobs");
    } catch (error) {
      log.error({ err: error }, "reservation jobs failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
