// The probes (/healthz, /readyz), the answers while the database cannot be reached, and X-Request-Id
// (decision 074), through app.inject on the test database and on a database that is not there.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";
import { buildApp } from "../app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { missingMigrations } from "../db/migration-state.ts";
import { loadEnv } from "../env.ts";
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from "./errors.ts";
import { healthPlugin } from "./health.ts";

const testEnv = (over: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: "test", IMAGE_DIR: join(tmpdir(), `butikk-test-images-${process.pid}`), ...over });

describe("probes on a working database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("GET /healthz answers 200 without a cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("GET /readyz is 200 once the search index is built, naming every part ok, without a cookie", async () => {
    let last: { statusCode: number; body: string } | undefined;
    await vi.waitFor(
      async () => {
        last = await t.app.inject({ method: "GET", url: "/readyz" });
        if (last.statusCode !== 200) throw new Error(last.body);
      },
      { timeout: 60_000, interval: 100 },
    );
    const res = await t.app.inject({ method: "GET", url: "/readyz", headers: { cookie: "XSRF-TOKEN=x" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      failing: [],
      checks: { database: "ok", migrations: "ok", searchIndex: "ok", process: "ok" },
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("a database missing the last migration is not current", async () => {
    // In a transaction that is rolled back: the shared test database keeps its row.
    let missing: string[] = [];
    await t.database
      .transaction(async (tx) => {
        await tx.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
        );
        missing = await missingMigrations(tx);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/^\d{4}_/);
    expect(await missingMigrations(t.database.db)).toEqual([]);
  });

  it("GET /readyz is 503 naming the migrations when the last one is missing", async () => {
    const [last] = await rows<{ id: number; hash: string; created_at: string }>(
      t.database,
      "select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1",
    );
    await rows(t.database, "delete from drizzle.__drizzle_migrations where id = $1", [last.id]);
    try {
      const res = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.status).toBe("not ready");
      expect(body.failing).toEqual(["migrations"]);
      expect(body.checks.migrations).toMatch(/^missing \d{4}_/);
    } finally {
      await rows(t.database, "insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)", [
        last.id,
        last.hash,
        last.created_at,
      ]);
    }
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});

describe("X-Request-Id", () => {
  let app: FastifyInstance;
  let database: Database;
  const logged: string[] = [];
  beforeAll(async () => {
    const { openTestDatabase } = await import("../../tests/setup/test-database.ts");
    database = await openTestDatabase();
    app = await buildApp({
      database,
      env: testEnv({ LOG_LEVEL: "info" }),
      logStream: { write: (line) => logged.push(line) },
    });
    // A line logged through the app's own logger while a request is handled (as services do).
    app.get("/test/app-log", async () => {
      app.log.info("logged by the app's logger");
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const linesWith = (id: string) => logged.filter((line) => line.includes(id)).map((line) => JSON.parse(line));

  it("a given id is answered and is in every log line of the request", async () => {
    const id = "proxy-7f3a9c.1:2";
    const res = await app.inject({ method: "GET", url: "/test/app-log", headers: { "x-request-id": id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-request-id"]).toBe(id);
    const lines = linesWith(id);
    expect(lines.map((l) => l.msg)).toEqual(["incoming request", "logged by the app's logger", "request completed"]);
    for (const line of lines) expect(line.reqId).toBe(id);
    // Named once per line, also where both the request's logger and the mixin could name it.
    for (const raw of logged.filter((line) => line.includes(id))) expect(raw.match(/"reqId"/g)).toHaveLength(1);
  });

  it("without one, a new id is made, answered and logged", async () => {
    const res = await app.inject({ method: "GET", url: "/healthz" });
    const id = res.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesWith(id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["too long", "a".repeat(129)],
    ["with a space", "abc def"],
    ["with a control character", "abc\u0001def"],
    ["with a quote", 'abc"def'],
  ])("an absurd id (%s) is replaced", async (_what, given) => {
    const res = await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": given } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-request-id"]).not.toBe(given);
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an error answer carries the id too", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/no-such-route", headers: { "x-request-id": "err-1" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-request-id"]).toBe("err-1");
    // A malformed address, which Fastify answers before any hook runs.
    const malformed = await app.inject({ method: "GET", url: "/x%", headers: { "x-request-id": "err-2" } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers["x-request-id"]).toBe("err-2");
  });

  it("a probe is answered by its hook alone: nothing is logged above info", async () => {
    await app.inject({ method: "GET", url: "/readyz", headers: { "x-request-id": "probe-1" } });
    const lines = linesWith("probe-1");
    expect(lines.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});

describe("while the database cannot be reached", () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused, as with a stopped PostgreSQL.
    database = await openDatabase({ url: "postgres://butikk:x@127.0.0.1:1/butikk" });
    app = await buildApp({ database, env: testEnv({ DATABASE_URL: "postgres://butikk:x@127.0.0.1:1/butikk" }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("an API request gets 503 with a Norwegian message and Retry-After", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/genders" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(res.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
  });

  it("a page gets the short Norwegian 503 page", async () => {
    const res = await app.inject({ method: "GET", url: "/produkter", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="nb">');
    expect(res.body).toContain("<h1>Midlertidig utilgjengelig</h1>");
    expect(res.body).toContain("Prøv igjen om litt.");
  });

  it("/healthz still answers 200 and /readyz is 503 naming the database", async () => {
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const res = await app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.failing).toContain("database");
    expect(body.checks.database).toBe("database unreachable");
    // No address, user or password of the database in the answer.
    expect(res.body).not.toContain("127.0.0.1");
    expect(res.body).not.toContain("butikk:x");
  });
});

describe("a page rendered as an error page", () => {
  /** A bare app with the health plugin and a page that fails as React Router's error page does (500). */
  async function appOn(database: Database) {
    const app = Fastify();
    await app.register(healthPlugin, { database, searchIndexBuilt: async () => true });
    app.get("/side", async (_req, reply) =>
      reply.code(500).type("text/html; charset=utf-8").send("<!doctype html><h1>Noe gikk galt</h1>"),
    );
    await app.ready();
    return app;
  }

  it("is the 503 page when the database cannot be reached", async () => {
    const database = await openDatabase({ url: "postgres://butikk:x@127.0.0.1:1/butikk" });
    const app = await appOn(database);
    try {
      const res = await app.inject({ method: "GET", url: "/side", headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain("<h1>Midlertidig utilgjengelig</h1>");
      expect(res.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("stays the page's own 500 when the database answers", async () => {
    const { openTestDatabase } = await import("../../tests/setup/test-database.ts");
    const database = await openTestDatabase();
    const app = await appOn(database);
    try {
      const res = await app.inject({ method: "GET", url: "/side", headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain("Noe gikk galt");
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("a node started on a database that lacks migrations (MIGRATE_AT_START=0, decision 077)", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // An empty embedded database: every migration missing, as a node of a new version before db:migrate.
    database = await openDatabase({});
    app = await buildApp({ database, env: testEnv(), schemaBehind: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("is alive, not ready, answers 503 instead of failing, and serves once the database is migrated", async () => {
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.migrations).toMatch(/^missing 0000_/);
    const api = await app.inject({ method: "GET", url: "/api/v1/genders" });
    expect([api.statusCode, api.json().message]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE]);
    expect(api.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    const image = await app.inject({ method: "GET", url: `/img/u/${"a".repeat(32)}-320.webp` });
    expect(image.statusCode).toBe(503);

    await database.migrate();
    await vi.waitFor(
      async () => {
        const res = await app.inject({ method: "GET", url: "/api/v1/genders" });
        if (res.statusCode === 503) throw new Error("still behind");
      },
      { timeout: 30_000, interval: 200 },
    );
    expect((await app.inject({ method: "GET", url: "/api/v1/genders" })).statusCode).toBe(200);
  });
});
