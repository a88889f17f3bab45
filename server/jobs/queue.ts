// Background jobs on pg-boss 10 (decision 020), on the shop's own database connection: the same
// queue on PostgreSQL and on PGlite (pg-boss only needs `executeSql`; PGlite runs multi-statement
// text through `exec`). Jobs live in PostgreSQL (schema `pgboss`), so they survive a restart, any
// node may run them, and pg-boss's SKIP LOCKED fetch hands each job to one worker only.
import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";

export interface QueueDefinition {
  name: string;
  /** Attempts after the first; the pause grows (retryBackoff) from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Run on this cron schedule (UTC; pg-boss makes sure one node enqueues each tick). */
  cron?: string;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** True when a failure of this attempt ends the job (no retry follows). */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface JobQueue {
  /** Installs pg-boss's schema when missing and the shop's queues; idempotent, safe on every node. */
  start(): Promise<void>;
  /** Queues a job; `startAfterSeconds` delays its first attempt. */
  send<T extends object>(name: string, data: T, options?: { startAfterSeconds?: number }): Promise<string | null>;
  /** Runs `handler` for the queue's jobs in this process; a throw fails the attempt (retried if any remain). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stops this process's workers and schedules once their jobs under way are done (the jobs stay in the database). */
  stop(): Promise<void>;
}

/** pg-boss's database interface over the shop's driver: no second pool, the same PGlite instance. */
function executorOf(database: Database) {
  if (database.pglite) {
    const pglite: PGlite = database.pglite;
    return {
      async executeSql(text: string, values?: unknown[]) {
        if (values?.length) return pglite.query(text, values);
        // pg-boss sends its migrations as one text of several statements; only exec runs those.
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  const pool = (database.db as unknown as { $client: { query(text: string, values?: unknown[]): Promise<unknown> } })
    .$client;
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

/** PostgreSQL's code for a deadlock: two nodes creating the same new queue at once can meet one. */
const DEADLOCK = "40P01";

/** Creates the queue unless it exists (idempotent); a deadlock with another node's creation is retried. */
async function createQueue(boss: PgBoss, d: QueueDefinition): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(d.name, {
        name: d.name,
        retryLimit: d.retryLimit,
        retryDelay: d.retryDelaySeconds,
        retryBackoff: true,
      } as PgBoss.Queue);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
    }
  }
}

export interface QueueOptions {
  /** How often an idle worker looks for work (pg-boss polls; there is no LISTEN on PGlite). */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

export function createJobQueue(
  database: Database,
  definitions: readonly QueueDefinition[],
  options: QueueOptions = {},
): JobQueue {
  const known = new Map(definitions.map((d) => [d.name, d]));
  // Maintenance (archiving, expiring stuck jobs) and cron scheduling run only where workers run.
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let scheduling = false;

  const make = (withWorkers: boolean) => {
    const b = new PgBoss({
      db: executorOf(database),
      schema: "pgboss",
      supervise: withWorkers,
      schedule: withWorkers,
      migrate: true,
    } as ConstructorParameters<typeof PgBoss>[0]);
    b.on("error", (error) => options.onError?.(error));
    return b;
  };

  async function start(withWorkers = false) {
    if (boss && (!withWorkers || scheduling)) return;
    if (starting) return starting;
    starting = (async () => {
      if (boss && withWorkers && !scheduling) {
        // A process that only sent jobs so far starts working: restart with maintenance and schedules.
        await boss.stop({ graceful: false, wait: true });
        boss = null;
      }
      const b = make(withWorkers);
      await b.start();
      for (const d of definitions) {
        await createQueue(b, d);
        if (withWorkers && d.cron) await b.schedule(d.name, d.cron, {}, { tz: "UTC" });
      }
      boss = b;
      scheduling = withWorkers;
    })().finally(() => {
      starting = null;
    });
    return starting;
  }

  return {
    start: () => start(false),
    async send(name, data, sendOptions = {}) {
      if (!known.has(name)) throw new Error(`unknown job queue ${name}`);
      await start(false);
      return (boss as PgBoss).send(name, data, {
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    async work(name, handler) {
      const definition = known.get(name);
      if (!definition) throw new Error(`unknown job queue ${name}`);
      await start(true);
      await (boss as PgBoss).work<object>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs as PgBoss.JobWithMetadata<object>[]) {
            await handler(job.data as never, {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
              lastAttempt: job.retryCount >= job.retryLimit,
            });
          }
        },
      );
    },
    async stop() {
      if (starting) await starting.catch(() => undefined);
      const b = boss;
      boss = null;
      scheduling = false;
      // A job under way finishes first (up to 10 s): it works in short transactions and lets other
      // work in between, so a stop may come in the middle of one and should not cut it off.
      if (b) await b.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
