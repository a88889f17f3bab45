// Background work of the lifecycle, as pg-boss jobs (decision 020): every minute one node expires the
// holds and pickups that ran out and retries the Klarna calls that failed (each with its own growing
// pause, kept in txData). The work is found from the reservations' own state (status, deadlines,
// txData.pending) and rows are taken SKIP LOCKED, so a job that runs late or twice does no harm; the
// queue makes sure one node runs each tick, and a failed tick is retried.
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue, QueueDefinition } from "../../jobs/queue.ts";
import type { ReservationService } from "./service.ts";

export const RESERVATION_QUEUES: QueueDefinition[] = [
  { name: "reservations.expire", retryLimit: 3, retryDelaySeconds: 10, cron: "* * * * *" },
  { name: "payments.retry", retryLimit: 3, retryDelaySeconds: 10, cron: "* * * * *" },
];

/** This process works the reservation queues (buildApp with jobs). */
export async function workReservationJobs(queue: JobQueue, reservations: ReservationService, log: FastifyBaseLogger) {
  await queue.work("reservations.expire", async () => {
    const expired = await reservations.expireDue();
    if (expired) log.info({ expired }, "reservations expired");
  });
  await queue.work("payments.retry", async () => {
    const settled = await reservations.retryPayments();
    if (settled) log.info({ settled }, "payment calls settled");
  });
  // Catch up at once on what fell due while no node was working, rather than at the next minute.
  for (const q of RESERVATION_QUEUES) await queue.send(q.name, {});
}
