// The job queue (pg-boss) on the test database: a failed attempt is retried, a job queued before a
// restart runs after it, and with two processes on one database every job runs exactly once.
// Tests wait for the jobs to be done (a promise), never for a fixed time.
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-database.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { createJobQueue, type JobQueue, type QueueDefinition } from "./queue.ts";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const opened: { database: Database; queues: JobQueue[] }[] = [];
afterAll(async () => {
  for (const o of opened) {
    for (const q of o.queues) await q.stop();
    await o.database.close();
  }
});

/** A queue of its own per test (the PostgreSQL test database is shared by the test files). */
const testQueue = (name: string, retryLimit = 2): QueueDefinition => ({
  name: `test.${name}.${process.pid}.${Date.now()}`,
  retryLimit,
  retryDelaySeconds: 1,
});

function queueOn(database: Database, definition: QueueDefinition) {
  const queue = createJobQueue(database, [definition], { pollingIntervalSeconds: 0.5 });
  const entry = opened.find((o) => o.database === database);
  if (entry) entry.queues.push(queue);
  else opened.push({ database, queues: [queue] });
  return queue;
}

/** Resolves when `count()` reaches `n`; the test's own timeout bounds the wait. */
function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 20));
    poll();
  });
}

describe("job queue", () => {
  it("retries a job whose attempt fails, and tells the handler which attempt is the last", async () => {
    const database = await openTestDatabase();
    const definition = testQueue("retry", 2);
    const queue = queueOn(database, definition);
    const attempts: { retryCount: number; lastAttempt: boolean }[] = [];
    await queue.work<{ n: number }>(definition.name, async (_data, job) => {
      attempts.push({ retryCount: job.retryCount, lastAttempt: job.lastAttempt });
      if (attempts.length < 3) throw new Error("not yet");
    });
    await queue.send(definition.name, { n: 1 });
    await until(() => attempts.length === 3);
    expect(attempts).toEqual([
      { retryCount: 0, lastAttempt: false },
      { retryCount: 1, lastAttempt: false },
      { retryCount: 2, lastAttempt: true },
    ]);
  });

  it("keeps a job queued before a restart and runs it after", async () => {
    const database = await openTestDatabase();
    const definition = testQueue("restart");
    const before = queueOn(database, definition);
    await before.send(definition.name, { survives: true });
    await before.stop();

    const after = queueOn(database, definition);
    const seen: unknown[] = [];
    await after.work(definition.name, async (data) => {
      seen.push(data);
    });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ survives: true }]);
  });

  it.runIf(onPostgres)(
    "with two processes on one PostgreSQL, runs every job exactly once",
    async () => {
      const url = process.env.TEST_DATABASE_URL as string;
      const definition = testQueue("twice");
      const runs = new Map<number, string[]>();
      const workers = await Promise.all(
        ["first", "second"].map(async (who) => {
          const database = await openDatabase({ url, poolSize: 4 });
          const queue = queueOn(database, definition);
          await queue.work<{ n: number }>(definition.name, async ({ n }) => {
            runs.set(n, [...(runs.get(n) ?? []), who]);
          });
          return queue;
        }),
      );
      const N = 60;
      for (let n = 0; n < N; n++) await (workers[n % 2] as JobQueue).send(definition.name, { n });
      await until(() => runs.size === N);
      expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
      // Both processes took part: the work was shared, not run by one of them alone.
      expect(new Set([...runs.values()].flat())).toEqual(new Set(["first", "second"]));
    },
    60_000,
  );

  it("on PGlite, one process runs every job exactly once", async () => {
    const database = await openTestDatabase();
    const definition = testQueue("once");
    const queue = queueOn(database, definition);
    const runs = new Map<number, number>();
    await queue.work<{ n: number }>(definition.name, async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
    });
    for (let n = 0; n < 10; n++) await queue.send(definition.name, { n });
    await until(() => runs.size === 10);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
