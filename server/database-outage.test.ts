// Surviving the database (issue 32, decision 074): a shop node on a PostgreSQL of the test's own,
// under a steady stream of reads and writes, while (1) every one of its connections is terminated
// and (2) the server is stopped and started again. The node must not exit, must answer 503 with the
// Norwegian message while the database is away (and nothing else but success), must not lose a
// write it acknowledged, and must serve again by itself once the database is back. The recovery time
// (database back to first successful request) is printed, not asserted: the bound is the wait's.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newAccountInput } from "../tests/helpers/accounts.ts";
import { type OwnPostgres, ownPostgresAvailable, startOwnPostgres } from "../tests/helpers/own-postgres.ts";
import { type ShopNode, startShopNode, Visitor } from "../tests/helpers/shop-nodes.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./plugins/errors.ts";

/** The ports of this test (its PostgreSQL, its node). */
const PG_PORT = 3689;
const NODE_PORT = 3688;
const WORKERS = 4;

interface Outcome {
  /** When the request was sent and when its answer came. */
  sentAt: number;
  at: number;
  kind: "write" | "read";
  status: number;
  message?: string;
  email?: string;
}

/** Requests in a loop from a few visitors: registrations (writes) and "who am I" (a session read). */
class Load {
  readonly outcomes: Outcome[] = [];
  readonly failures: string[] = [];
  private running = true;
  private readonly done: Promise<unknown>;

  constructor(node: ShopNode, readers: Visitor[]) {
    this.done = Promise.all(
      readers.map(async (reader) => {
        let n = 0;
        while (this.running) {
          n++;
          const sentAt = Date.now();
          try {
            if (n % 2 === 0) {
              const input = { ...newAccountInput(), email: `outage-${randomUUID()}@example.com` };
              const res = await new Visitor("127.0.0.1").send(node, "POST", "/api/v1/customers/register", input);
              this.outcomes.push({
                sentAt,
                at: Date.now(),
                kind: "write",
                status: res.status,
                message: res.body?.message,
                email: input.email,
              });
            } else {
              const res = await reader.send(node, "GET", "/api/v1/customers/current");
              this.outcomes.push({
                sentAt,
                at: Date.now(),
                kind: "read",
                status: res.status,
                message: res.body?.message,
              });
            }
          } catch (error) {
            // No answer at all (a reset, a refused connection): the node went away.
            this.failures.push(String(error));
            this.outcomes.push({ sentAt, at: Date.now(), kind: "read", status: 0 });
          }
        }
      }),
    );
  }

  successesSince(since: number) {
    return this.outcomes.filter((o) => o.at >= since && o.status >= 200 && o.status < 300).length;
  }

  unavailableSince(since: number) {
    return this.outcomes.filter((o) => o.at >= since && o.status === 503).length;
  }

  async stop() {
    this.running = false;
    await this.done;
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  await vi
    .waitFor(
      async () => {
        if (!(await check())) throw new Error("not yet");
      },
      { timeout: timeoutMs, interval: 20 },
    )
    .catch(() => {
      throw new Error(`${what}: not within ${timeoutMs} ms`);
    });
}

describe.skipIf(!ownPostgresAvailable())("a node while PostgreSQL goes away and comes back", () => {
  let server: OwnPostgres;
  let node: ShopNode;
  const readers: Visitor[] = [];

  beforeAll(async () => {
    server = startOwnPostgres(PG_PORT);
    node = await startShopNode(
      "outage",
      { DATABASE_URL: server.url, SEED_DEMO: "0", PORT: String(NODE_PORT), LOG_LEVEL: "warn" },
      180_000,
    );
    // Signed-in visitors: each "who am I" reads their session from the database.
    for (let i = 0; i < WORKERS; i++) {
      const visitor = new Visitor("127.0.0.1");
      expect((await visitor.send(node, "POST", "/api/v1/customers/register", newAccountInput())).status).toBe(201);
      readers.push(visitor);
    }
  }, 240_000);

  afterAll(async () => {
    await node?.stop();
    server?.remove();
  });

  /** Every write the node acknowledged (201) is in the database. */
  async function acknowledgedWritesKept(load: Load) {
    const acknowledged = load.outcomes.filter((o) => o.kind === "write" && o.status === 201).map((o) => o.email);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const found = await client.query("select email from customers where email = any($1)", [acknowledged]);
      expect(found.rowCount).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
    return acknowledged.length;
  }

  /** Only successes and the database's 503 (with its Norwegian message); never a 500 or no answer. */
  function onlySuccessOr503(load: Load) {
    expect(load.failures).toEqual([]);
    const others = load.outcomes.filter(
      (o) => !(o.status >= 200 && o.status < 300) && !(o.status === 503 && o.message === DATABASE_UNAVAILABLE_MESSAGE),
    );
    expect(others).toEqual([]);
  }

  it("its connections terminated under load: no exit, at most a 503 meanwhile, then success", async () => {
    const load = new Load(node, readers);
    const started = Date.now();
    await until("requests before", () => load.successesSince(started) >= 20, 60_000);
    const terminatedAt = Date.now();
    const ended = await server.terminateConnections();
    expect(ended).toBeGreaterThan(0);
    await until("requests after", () => load.successesSince(terminatedAt) >= 20, 30_000);
    await load.stop();

    expect(node.exitCode()).toBeNull();
    onlySuccessOr503(load);
    const kept = await acknowledgedWritesKept(load);
    console.log(
      `terminated ${ended} connections: ${load.unavailableSince(terminatedAt)} answers were 503, ${kept} acknowledged writes all kept`,
    );
  }, 120_000);

  it("PostgreSQL stopped and started under load: 503 while away, no exit, success again within seconds", async () => {
    const load = new Load(node, readers);
    const started = Date.now();
    await until("requests before", () => load.successesSince(started) >= 20, 60_000);
    server.stop();
    const stoppedAt = Date.now();
    // Away: every request now fails its database call and is answered 503.
    await until("503 while away", () => load.unavailableSince(stoppedAt) >= 20, 30_000);
    const probe = await fetch(`${node.url}/readyz`);
    expect(probe.status).toBe(503);
    expect((await probe.json()).failing).toContain("database");
    expect((await fetch(`${node.url}/healthz`)).status).toBe(200);

    server.start();
    const backAt = Date.now();
    await until("success after the restart", () => load.successesSince(backAt) >= 1, 30_000);
    const first = load.outcomes.find((o) => o.at >= backAt && o.status >= 200 && o.status < 300) as Outcome;
    await until("steady success", () => load.successesSince(first.at) >= 20, 30_000);
    await load.stop();

    expect(node.exitCode()).toBeNull();
    onlySuccessOr503(load);
    // Once one request succeeded, every request sent after it did.
    expect(load.outcomes.filter((o) => o.sentAt > first.at && o.status === 503)).toEqual([]);
    // Ready again too (the search index, whose build the outage may have failed, is built anew).
    await until("ready again", async () => (await fetch(`${node.url}/readyz`)).status === 200, 30_000);
    const kept = await acknowledgedWritesKept(load);
    console.log(
      `PostgreSQL stopped for ${backAt - stoppedAt} ms: ${load.unavailableSince(stoppedAt)} answers were 503; ` +
        `first success ${first.at - backAt} ms after it was back; ${kept} acknowledged writes all kept`,
    );
  }, 180_000);
});
