// Cold search: thousands of distinct queries, each sent once, so no answer comes from a cache.
// Queries are built from the catalogue's own article names (seeded random, so every run sends the
// same ones): a third two words, a third two words with a typo in one, a third a word and the
// beginning of the next (a shopper still typing).
//   npx tsx bench/search-cold.ts --data-dir data/bench-100000           PGlite
//   DATABASE_URL=postgres://… npx tsx bench/search-cold.ts              PostgreSQL
// Options: --queries N (5700), --connections N (20), --port N (3710), --take N (20),
//   --cpu-prof DIR     run the server with node --cpu-prof and print its busiest functions
//   --explain "query"  no server: EXPLAIN ANALYZE of every statement one cold search sends
//   --root DIR         start the server of another checkout (built) instead of this one
//   --endpoint searchids  ids only: the search without loading the 20 articles it answers with
// Before the timed run, up to 300 (--warm-up N) other distinct queries go one at a time, until ten in a row answer
// within 10 ms: a server's first seconds (connections, an index being built) are not the figures.
// The database is only read; seed it first (scripts/seed.ts --articles 100000).
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, openDatabase, rows } from "../server/db/client.ts";
import type { CatalogService } from "../server/modules/catalog/service.ts";
import { searchBodySchema } from "../server/modules/search/schemas.ts";
import { createSearchService } from "../server/modules/search/service.ts";

// --root: another checkout's server (an earlier commit, built), for before/after on the same data.
const here = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

const { values: opts } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    queries: { type: "string", default: "5700" },
    connections: { type: "string", default: "20" },
    port: { type: "string", default: "3710" },
    take: { type: "string", default: "20" },
    "cpu-prof": { type: "string" },
    explain: { type: "string" },
    root: { type: "string" },
    endpoint: { type: "string", default: "search" },
    "warm-up": { type: "string", default: "300" },
  },
  strict: true,
});
if (opts.endpoint !== "search" && opts.endpoint !== "searchids") throw new Error("--endpoint search|searchids");
const searchPath = `/api/v1/articles/${opts.endpoint}`;
const root = opts.root ? path.resolve(opts.root) : here;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = opts["data-dir"] ? path.resolve(opts["data-dir"]) : undefined;
if (!databaseUrl && !dataDir) throw new Error("Give --data-dir DIR (PGlite) or DATABASE_URL (PostgreSQL)");

const open = () => openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });

/** mulberry32: the same queries on every run and on both databases. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One typing slip: two letters swapped, one left out or one doubled, never in the first letter. */
function typo(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

async function buildQueries(count: number): Promise<string[]> {
  const database = await open();
  try {
    const names = (await rows<{ name: string }>(database.db, sql`select name from articles where visible_web = 1`)).map(
      (r) => r.name,
    );
    const next = random(16);
    const queries = new Set<string>();
    for (let attempt = 0; queries.size < count && attempt < count * 50; attempt++) {
      const words = names[Math.floor(next() * names.length)]
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3 && !/\d/.test(w));
      if (words.length < 2) continue;
      const i = Math.floor(next() * (words.length - 1));
      const j = i + 1 + Math.floor(next() * (words.length - 1 - i));
      // Either order: a shopper types "dame jakke" as often as "jakke dame".
      let [first, second] = next() < 0.5 ? [words[i], words[j]] : [words[j], words[i]];
      const kind = queries.size % 3;
      if (kind === 1) {
        if (next() < 0.5 && first.length >= 5) first = typo(first, next);
        else if (second.length >= 5) second = typo(second, next);
        else continue;
      } else if (kind === 2) {
        if (second.length < 4) continue;
        second = second.slice(0, 3 + Math.floor(next() * (second.length - 3)));
      }
      queries.add(`${first} ${second}`);
    }
    return [...queries];
  } finally {
    await database.close();
  }
}

async function startServer(port: number, cpuProfDir?: string): Promise<ChildProcess> {
  // The production start command of package.json, run as Node itself in its own process group.
  const start: string = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const nodeArgs = start.split(" node ")[1].split(" ");
  if (cpuProfDir) nodeArgs.unshift("--cpu-prof", "--cpu-prof-dir", cpuProfDir);
  const server = spawn(process.execPath, nodeArgs, {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: "" }),
      NODE_ENV: "production",
      // Every request comes from this machine: exempt from the rate limits (off by default in production).
      RATE_LIMIT_EXEMPT_LOOPBACK: process.env.RATE_LIMIT_EXEMPT_LOOPBACK ?? "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/genders`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stopServer(server);
  throw new Error("The server did not start within 120 s");
}

async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-(server.pid ?? 0), "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  if (server.exitCode === null) process.kill(-(server.pid ?? 0), "SIGKILL");
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// Search is a POST with the double-submit CSRF token a page would have given the browser.
const CSRF = "b".repeat(43);
const HEADERS = {
  "content-type": "application/json",
  "accept-encoding": "gzip, deflate, br",
  cookie: `XSRF-TOKEN=${CSRF}`,
  "x-xsrf-token": CSRF,
};

async function warmUp(base: string, queries: string[], take: number) {
  const started = performance.now();
  let fastInARow = 0;
  let sent = 0;
  for (const query of queries) {
    const t = performance.now();
    const res = await fetch(`${base}${searchPath}`, {
      method: "POST",
      headers: HEADERS,
      body: JSON.stringify({ query, take }),
    });
    await res.arrayBuffer();
    sent++;
    fastInARow = performance.now() - t <= 10 ? fastInARow + 1 : 0;
    if (fastInARow >= 10) break;
  }
  console.log(`Warm-up: ${sent} queries, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(base: string, queries: string[], connections: number, take: number) {
  let i = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url: base,
    connections,
    amount: queries.length,
    timeout: 60,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => ({
          ...req,
          path: searchPath,
          headers: { ...req.headers, ...HEADERS },
          body: JSON.stringify({ query: queries[i++ % queries.length], take }),
        }),
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / seconds),
    p50: ms(percentile(latencies, 50)),
    p95: ms(percentile(latencies, 95)),
    p99: ms(percentile(latencies, 99)),
    max: ms(latencies[latencies.length - 1] ?? Number.NaN),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

/** The functions the server spent most of its own time in, from the newest .cpuprofile in dir. */
function summariseProfile(dir: string) {
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .sort()
    .at(-1);
  if (!file) return console.log(`No .cpuprofile in ${dir}`);
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { nodes: ProfileNode[] };
  const self = new Map<string, number>();
  let total = 0;
  for (const n of profile.nodes) {
    const where = `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/^.*node_modules\//, "~/").replace(`file://${root}/`, "")}:${n.callFrame.lineNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + n.hitCount);
    total += n.hitCount;
  }
  console.log(`\nBusiest functions (self time, ${path.join(dir, file)}):`);
  for (const [where, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((100 * hits) / total).toFixed(1).padStart(5)} %  ${where}`);
  }
}

/** Every statement one search sends, explained with its timings, then run as usual. */
async function explain(query: string) {
  const database = await open();
  try {
    const explaining: Executor = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop !== "execute") return Reflect.get(target, prop, receiver);
        return async (statement: SQL) => {
          const started = performance.now();
          const plan = await rows<Record<string, string>>(
            target,
            sql`explain (analyze, buffers, costs off) ${statement}`,
          );
          console.log(`\n── statement (${(performance.now() - started).toFixed(1)} ms with EXPLAIN)`);
          for (const line of plan) console.log(Object.values(line)[0]);
          return target.execute(statement);
        };
      },
    });
    // No catalogue cache: every call is cold, which is what is being profiled.
    const uncached = {
      cache: {
        stable: <T>(_: string, load: () => Promise<T>) => load(),
        get: <T>(_: string, load: () => Promise<T>) => load(),
      },
    } as unknown as CatalogService;
    const search = createSearchService({ ...database, db: explaining }, uncached);
    const request = searchBodySchema.parse({ query, take: 20 });
    const started = performance.now();
    const found = await search.uncachedIds(request, "sql");
    console.log(`\n${query}: ${found.total} matches, first ${found.ids.slice(0, 5).join(", ")}`);
    console.log(`(${(performance.now() - started).toFixed(1)} ms in all, with the EXPLAINs)`);
  } finally {
    await database.close();
  }
}

async function main() {
  if (opts.explain !== undefined) return explain(opts.explain);
  const port = Number(opts.port);
  const started = performance.now();
  const warmUps = Number(opts["warm-up"]);
  const made = await buildQueries(Number(opts.queries) + warmUps);
  const [warmUpQueries, queries] = [made.slice(0, warmUps), made.slice(warmUps)];
  console.log(
    `${queries.length} distinct queries from the catalogue (${((performance.now() - started) / 1000).toFixed(1)} s), e.g. ${queries.slice(0, 6).join(" | ")}`,
  );
  const cpuProfDir = opts["cpu-prof"] ? path.resolve(opts["cpu-prof"]) : undefined;
  const server = await startServer(port, cpuProfDir);
  try {
    await warmUp(`http://127.0.0.1:${port}`, warmUpQueries, Number(opts.take));
    const result = await measure(`http://127.0.0.1:${port}`, queries, Number(opts.connections), Number(opts.take));
    console.log(
      `\n${databaseUrl ? "PostgreSQL" : "PGlite"}, ${opts.root ? `server of ${root}` : "this checkout"}, ${searchPath}, -c ${opts.connections}, each query once:`,
    );
    console.table([{ ...result, rssMb: rssMb(server.pid ?? 0) }]);
  } finally {
    await stopServer(server);
  }
  if (cpuProfDir) summariseProfile(cpuProfDir);
}

await main();
