// PGlite on a worker thread, reached through node-postgres (decision 061): what the server runs.
// The shop's own queries run over it in the Playwright journeys and in `TEST_PGLITE_THREAD=1` runs;
// here the transport itself: answers whole and in order, errors as PostgreSQL's, the one session
// shared by several connections (names of their own, a transaction alone), files written where the
// in-thread engine reads them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, rows } from "./client.ts";
import { startEngineThread } from "./pglite-thread.ts";

const directories: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "butikk-pglite-thread-"));
  directories.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

describe("the PGlite thread's pool", () => {
  let engine: Awaited<ReturnType<typeof startEngineThread>>;
  beforeAll(async () => {
    engine = await startEngineThread({ postgresqlconf: [] });
    await engine.pool.query("create table things (id int primary key, name text not null)");
  });
  afterAll(async () => {
    await engine.close();
  });

  it("answers plain and parameterised statements, and named ones again with new values", async () => {
    expect((await engine.pool.query("select 1 as x")).rows).toEqual([{ x: 1 }]);
    expect((await engine.pool.query("select $1::int + 1 as y", [41])).rows).toEqual([{ y: 42 }]);
    for (const word of ["æ", "ø", "å"]) {
      const result = await engine.pool.query({ name: "echo", text: "select $1::text as word", values: [word] });
      expect(result.rows).toEqual([{ word }]);
    }
  });

  it("answers many callers at once, each with its own rows", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => engine.pool.query("select $1::int * 2 as double", [i])),
    );
    expect(answers.map((a) => a.rows[0].double)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it("brings a large answer back whole", async () => {
    const result = await engine.pool.query("select g as n, repeat('x', 100) as pad from generate_series(1, 50000) g");
    expect(result.rows).toHaveLength(50000);
    expect(result.rows[49999]).toEqual({ n: 50000, pad: "x".repeat(100) });
  });

  it("reports the engine's errors with their SQLSTATE, and goes on answering", async () => {
    await engine.pool.query("insert into things values (1, 'en')");
    await expect(engine.pool.query("insert into things values (1, 'to')")).rejects.toMatchObject({ code: "23505" });
    await expect(engine.pool.query("select * from missing_table")).rejects.toMatchObject({ code: "42P01" });
    expect((await engine.pool.query("select name from things where id = 1")).rows).toEqual([{ name: "en" }]);
  });

  it("lets two connections prepare one name for different statements", async () => {
    const [a, b] = [await engine.pool.connect(), await engine.pool.connect()];
    try {
      await a.query({ name: "same_name", text: "select 'a'::text as who" });
      await b.query({ name: "same_name", text: "select 'b'::text as who, 2 as n" });
      expect((await a.query({ name: "same_name", text: "select 'a'::text as who" })).rows).toEqual([{ who: "a" }]);
      expect((await b.query({ name: "same_name", text: "select 'b'::text as who, 2 as n" })).rows).toEqual([
        { who: "b", n: 2 },
      ]);
    } finally {
      a.release();
      b.release();
    }
  });

  it("holds other connections' statements while one has a transaction open, then answers them", async () => {
    const [a, b] = [await engine.pool.connect(), await engine.pool.connect()];
    try {
      await a.query("begin");
      await a.query("insert into things values (10, 'ti')");
      let answered = false;
      const seen = b.query("select name from things where id = 10").then((result) => {
        answered = true;
        return result.rows;
      });
      // a's own statements still run inside its transaction while b waits.
      expect((await a.query("select name from things where id = 10")).rows).toEqual([{ name: "ti" }]);
      expect(answered).toBe(false);
      await a.query("commit");
      expect(await seen).toEqual([{ name: "ti" }]);
    } finally {
      a.release();
      b.release();
    }
  });

  it("rolls back what a dropped connection left open and frees its statement names", async () => {
    const first = await engine.pool.connect();
    await first.query({ name: "count_things", text: "select count(*)::int as n from things" });
    await first.query("begin");
    await first.query("insert into things values (2, 'to')");
    // The connection is dropped mid-transaction (as a pool does with a client that failed).
    first.release(new Error("dropped"));
    const second = await engine.pool.connect();
    try {
      expect((await second.query("select id from things where id = 2")).rows).toEqual([]);
      const left = await second.query("select name from pg_prepared_statements where name like 'count_things%'");
      expect(left.rows).toEqual([]);
    } finally {
      second.release();
    }
  });
});

describe("openDatabase({ thread: true })", () => {
  it("migrates, commits and rolls back; the files it writes open in this thread afterwards", async () => {
    const dataDir = freshDir();
    const threaded: Database = await openDatabase({ dataDir, thread: true });
    expect(threaded.kind).toBe("pglite");
    expect(threaded.pglite).toBeUndefined();
    await threaded.migrate();
    const count = async (db: Database) =>
      (await rows<{ n: number }>(db.db, sql`select count(*)::int as n from genders where name like 'Tråd%'`))[0]?.n;
    await threaded.transaction(async (tx) => {
      await tx.execute(sql`insert into genders (id, name, slug) values (901, 'Tråd en', 'trad-en')`);
    });
    await expect(
      threaded.transaction(async (tx) => {
        await tx.execute(sql`insert into genders (id, name, slug) values (902, 'Tråd to', 'trad-to')`);
        throw new Error("angret");
      }),
    ).rejects.toThrow("angret");
    expect(await count(threaded)).toBe(1);
    await threaded.close();

    const inThread = await openDatabase({ dataDir });
    try {
      expect(await count(inThread)).toBe(1);
    } finally {
      await inThread.close();
    }
  });

  it("rejects when the engine cannot start, instead of waiting for it", async () => {
    await expect(
      startEngineThread({ postgresqlconf: ["shared_buffers = 'not a size'"] }).then((engine) => engine.close()),
    ).rejects.toThrow();
  });
});
