// The queue's graceful stop (decision 074): a stop that comes while a job is in hand waits for it,
// and the job is recorded as done, not left to expire and run again on another node.
import { afterAll, expect, it } from "vitest";
import { rows } from "../../tests/helpers/test-app.ts";
import { openTestDatabase } from "../../tests/setup/test-database.ts";
import type { Database } from "../db/client.ts";
import { createJobQueue } from "./queue.ts";

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

it("stop lets the job in hand finish, then resolves; the job is completed", async () => {
  database = await openTestDatabase();
  const definition = { name: `test.stop.${process.pid}.${Date.now()}`, retryLimit: 0, retryDelaySeconds: 1 };
  const queue = createJobQueue(database, [definition], { pollingIntervalSeconds: 0.5 });
  let started: () => void = () => undefined;
  const inHand = new Promise<void>((resolve) => {
    started = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let finished = false;
  await queue.work(definition.name, async () => {
    started();
    await released;
    finished = true;
  });
  await queue.send(definition.name, { n: 1 });
  await inHand;

  let stopped = false;
  const stopping = queue.stop().then(() => {
    stopped = true;
  });
  // A round trip to the database and back: the stop has had its chance to end and has not.
  await rows(database, "select 1");
  expect(stopped).toBe(false);

  release();
  await stopping;
  expect(finished).toBe(true);
  const [job] = await rows<{ state: string }>(database, "select state from pgboss.job where name = $1", [
    definition.name,
  ]);
  expect(job?.state).toBe("completed");
}, 60_000);
