// npm run bench: builds benchmark catalogues (2,000 and 100,000 articles), starts a production
// server on each and measures throughput and latency with autocannon (-c 20), plus the server's
// peak RSS. Prints a table and writes JSON under bench/results/. Budgets: DESIGN.md section 8.
//
//   npm run bench                       both sizes on PGlite (./data/bench-<n>)
//   npm run bench -- --articles 100000  one size
//   DATABASE_URL=postgres://… npm run bench -- --articles 100000   on PostgreSQL (the database is reset)
//   BENCH_PORT=3301 npm run bench      another port for the server under test (default 3300; the bare
//                                       server listens on the next port)
//   npm run bench -- --only "long tail"  only the scenarios whose name contains the text (several:
//                                       separated by "|")
//   PGLITE_THREAD=0 npm run bench       PGlite in the server's own thread, as before decision 061
//   BENCH_KEEP_DATABASE=1               on PostgreSQL, keep a database that already holds the asked
//                                       number of articles instead of seeding it again
//   npm run bench -- --cpu-prof         the server writes a V8 CPU profile to bench/results/profiles
//                                       when it stops (open it in Chrome's DevTools or summarise it
//                                       with bench/profile-summary.ts)
//   npm run bench -- --memory-log      the server writes its RSS, V8 heap and memory outside the heap
//                                       each second to bench/results/memory-<pid>.tsv
//   npm run bench -- --no-bare          skip the bare-server runs (quicker while profiling)
// Before a server starts, bench/withdraw-holds.ts withdraws the holds earlier runs' reservation rows
// left on its database, so the server's expiry job does not do that work during the measured rows.
// Beside each row: the same autocannon run against a bare Fastify server answering that scenario's
// captured response (bare-server.ts), and the ratio of the two; and the server's peak RSS in the row.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { type BenchRequest, type Scenario, scenarios } from "./scenarios.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "2000,100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    only: { type: "string" },
    "cpu-prof": { type: "boolean", default: false },
    "no-bare": { type: "boolean", default: false },
    "memory-log": { type: "boolean", default: false },
  },
});
const sizes = values.articles.split(",").map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);
const databaseUrl = process.env.DATABASE_URL;

interface Row {
  articles: number;
  database: string;
  scenario: string;
  budget: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests sent in the timed run and its 2 s JIT pass, and how many of them were repeats. */
  sent: number;
  repeated: number;
  bareReqPerSec: number;
  bareP95: number;
  ratio: number;
  peakRssMb: number;
  /** The server process's CPU time per request in the timed run (not the PostgreSQL server's). */
  cpuMsPerRequest: number;
}

function run(cmd: string, args: string[], env: Record<string, string | undefined> = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

/** How many articles a PostgreSQL database holds (-1 when it has no catalogue yet). */
function postgresArticles(url: string): number {
  const out = spawnSync("psql", [url, "-tAc", "select count(*) from articles"], { encoding: "utf8" });
  return out.status === 0 ? Number(out.stdout.trim()) : -1;
}

/** Seeds the catalogue once per size; a marker file remembers what a data directory holds. */
function prepareDatabase(articles: number): Record<string, string | undefined> {
  if (databaseUrl && process.env.BENCH_KEEP_DATABASE === "1" && postgresArticles(databaseUrl) === articles) {
    console.log(`\n▶ Keeping PostgreSQL's ${articles} articles`);
    return { DATABASE_URL: databaseUrl };
  }
  if (databaseUrl) {
    console.log(`\n▶ Seeding PostgreSQL with ${articles} articles`);
    run("npx", ["tsx", "scripts/seed.ts", "--reset", "--articles", String(articles), "--progress"], {
      DATABASE_URL: databaseUrl,
    });
    return { DATABASE_URL: databaseUrl };
  }
  const dataDir = path.join(root, "data", `bench-${articles}`);
  const marker = path.join(dataDir, ".bench-articles");
  if (!existsSync(marker) || readFileSync(marker, "utf8") !== String(articles)) {
    console.log(`\n▶ Seeding PGlite in ${dataDir} with ${articles} articles`);
    run("npx", [
      "tsx",
      "scripts/seed.ts",
      "--reset",
      "--data-dir",
      dataDir,
      "--articles",
      String(articles),
      "--progress",
    ]);
    writeFileSync(marker, String(articles));
  }
  return { DATA_DIR: dataDir, DATABASE_URL: "" };
}

async function startServer(env: Record<string, string | undefined>, port: number): Promise<ChildProcess> {
  // The production start command of package.json, run as Node itself (not through npm) in its own
  // process group, so stopping it stops the whole server and its RSS is the server's.
  const start: string = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const [assignments, command] = start.split(" node ");
  const nodeArgs = command.split(" ");
  // The script's own environment (NAME=value before node), as npm start would give it.
  const startEnv = Object.fromEntries(assignments.split(" ").map((pair) => pair.split("=") as [string, string]));
  // Before the server's entry point.
  if (values["memory-log"]) nodeArgs.splice(nodeArgs.length - 1, 0, "--import", "./bench/memory-log.mjs");
  if (values["cpu-prof"])
    nodeArgs.unshift("--cpu-prof", `--cpu-prof-dir=${path.join(root, "bench", "results", "profiles")}`);
  const server = spawn(process.execPath, nodeArgs, {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      ...startEnv,
      ...env,
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
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/genders`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stopServer(server);
  throw new Error("The server did not start within 120 s");
}

/**
 * CPU time (user + system) the process has used, in ms, from /proc (clock ticks of 10 ms). Per request
 * it is a figure a busy machine does not change much, where req/s and latency follow the load.
 */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-(server.pid ?? 0), "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  // A process ended by the signal has a signalCode and no exit code.
  if (server.exitCode === null && server.signalCode === null) process.kill(-(server.pid ?? 0), "SIGKILL");
}

/**
 * Waits until the server has been idle for a second (under 5 % of a core): at start it may still be
 * building its search and list indexes, and that work must not be measured as the next row's.
 */
async function untilIdle(pid: number) {
  const deadline = Date.now() + 300_000;
  let before = cpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMs(pid);
    if (now - before < 50) return;
    before = now;
  }
  console.log("  (the server did not become idle within 5 minutes; measuring anyway)");
}

/**
 * Every request asks for compression as a browser does, so compression cost is part of the figures,
 * and names a phone's browser: the warm-up's fetch would otherwise say "node", which the page cache
 * keys apart as a bot (autocannon sends no user agent), so the warm-up warmed nothing autocannon asked.
 */
const BROWSER_HEADERS = {
  "accept-encoding": "gzip, deflate, br",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[i] * 100) / 100;
}

/**
 * Every path once, one at a time, a page twice: the timed run measures the steady state, not cold
 * caches, and the page cache keeps a page from its second request on (decision 062). A long-tail
 * scenario warms up on its own other addresses, so its measured ones stay unseen.
 */
async function warmUp(base: string, scenario: Scenario, paths: BenchRequest[]) {
  const method = scenario.method ?? "GET";
  const times = method === "GET" ? 2 : 1;
  for (const next of paths) {
    for (let i = 0; i < times; i++) {
      const res = await fetch(`${base}${next.path}`, {
        method,
        body: next.body,
        headers: { ...BROWSER_HEADERS, ...next.headers },
      });
      await res.arrayBuffer();
    }
  }
}

/** Where the next request is taken from `paths`; a long-tail scenario keeps one across its passes. */
interface Cursor {
  next: number;
}

async function measure(
  base: string,
  scenario: Scenario,
  paths: BenchRequest[],
  seconds: number,
  cursor: Cursor = { next: 0 },
  serverPid?: number,
) {
  const cpuBefore = serverPid ? cpuMs(serverPid) : Number.NaN;
  const latencies: number[] = [];
  // The instance is both an event emitter and a promise of the result; the typings only know one.
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method ?? "GET",
        setupRequest: (req) => {
          const next = paths[cursor.next++ % paths.length];
          return {
            ...req,
            path: next.path,
            body: next.body,
            headers: { ...req.headers, ...BROWSER_HEADERS, ...next.headers },
          };
        },
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const cpuUsed = serverPid ? cpuMs(serverPid) - cpuBefore : Number.NaN;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(result.requests.average),
    cpuMsPerRequest: Math.round((cpuUsed / Math.max(1, result.requests.total)) * 100) / 100,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One real answer as it was on the wire (compressed bytes, status, type and encoding). */
function capture(base: string, scenario: Scenario, next: BenchRequest) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const req = request(
      `${base}${next.path}`,
      { method: scenario.method ?? "GET", headers: { ...BROWSER_HEADERS, ...next.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const headers: Record<string, string> = {};
          for (const name of ["content-type", "content-encoding", "vary", "cache-control"]) {
            const value = res.headers[name];
            if (typeof value === "string") headers[name] = value;
          }
          resolve({ status: res.statusCode ?? 200, headers, body: Buffer.concat(chunks).toString("base64") });
        });
      },
    );
    req.on("error", reject);
    req.end(next.body);
  });
}

async function startBareServer(port: number): Promise<ChildProcess> {
  const bare = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench", "bare-server.ts")], {
    cwd: root,
    detached: true,
    env: { ...process.env, BARE_PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (bare.exitCode !== null) throw new Error(`The bare server exited with code ${bare.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return bare;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("The bare server did not start within 60 s");
}

/** The same autocannon run against the bare server answering `answer` to every request. */
async function measureBare(bareBase: string, scenario: Scenario, paths: BenchRequest[], answer: unknown) {
  const res = await fetch(`${bareBase}/__bare`, { method: "PUT", body: JSON.stringify(answer) });
  if (!res.ok) throw new Error(`The bare server refused the response: ${res.status}`);
  await measure(bareBase, scenario, paths, 2);
  return measure(bareBase, scenario, paths, duration);
}

async function main() {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) run("npm", ["run", "build"]);
  // The server's own bundle takes a second: always from the code as it is now.
  else run("npm", ["run", "build:server"]);
  const rows: Row[] = [];
  const memory: { articles: number; peakRssMb: number }[] = [];
  const port = Number(process.env.BENCH_PORT ?? 3300);
  const base = `http://127.0.0.1:${port}`;
  const bareBase = `http://127.0.0.1:${port + 1}`;
  const bare = await startBareServer(port + 1);
  try {
    for (const articles of sizes) {
      const env = prepareDatabase(articles);
      // Holds an earlier run left, withdrawn now rather than by the server's minute job mid-run.
      run("npx", ["tsx", "bench/withdraw-holds.ts"], env);
      const server = await startServer(env, port);
      let peak = 0;
      let rowPeak = 0;
      const sampler = setInterval(() => {
        const rss = rssMb(server.pid ?? 0);
        peak = Math.max(peak, rss);
        rowPeak = Math.max(rowPeak, rss);
      }, 250);
      try {
        for (const scenario of scenarios.filter(
          (s) => !values.only || values.only.split("|").some((part) => s.name.includes(part)),
        )) {
          if (scenario.minArticles && articles < scenario.minArticles) continue;
          await untilIdle(server.pid ?? 0);
          const paths = await scenario.paths(base);
          const warm = scenario.warmPaths ? await scenario.warmPaths(base) : paths;
          await warmUp(base, scenario, warm);
          // The bare server answers what the last warm-up request got (a measured one would then be seen).
          const answer = await capture(base, scenario, warm[warm.length - 1]);
          rowPeak = 0;
          const cursor = { next: 0 };
          await measure(base, scenario, paths, 2, scenario.warmPaths ? cursor : undefined); // and JIT
          const r = await measure(base, scenario, paths, duration, scenario.warmPaths ? cursor : undefined, server.pid);
          const rowRss = rowPeak;
          const sent = scenario.warmPaths ? cursor.next : paths.length;
          const b = values["no-bare"]
            ? { reqPerSec: 0, p95: Number.NaN }
            : await measureBare(bareBase, scenario, paths, answer);
          rows.push({
            articles,
            // PGlite runs on a thread of its own unless PGLITE_THREAD=0 (decision 061).
            database: databaseUrl ? "postgres" : process.env.PGLITE_THREAD === "0" ? "pglite (one thread)" : "pglite",
            scenario: scenario.name,
            budget: scenario.budget,
            ...r,
            sent,
            repeated: scenario.warmPaths ? Math.max(0, sent - paths.length) : 0,
            bareReqPerSec: b.reqPerSec,
            bareP95: b.p95,
            ratio: b.reqPerSec ? Math.round((r.reqPerSec / b.reqPerSec) * 1000) / 1000 : 0,
            peakRssMb: rowRss,
          });
          console.log(
            `  ${scenario.name}: ${r.reqPerSec} req/s, p95 ${r.p95} ms; bare ${b.reqPerSec} req/s (ratio ${rows.at(-1)?.ratio}), peak RSS ${rowRss} MB`,
          );
        }
      } finally {
        clearInterval(sampler);
        await stopServer(server);
      }
      memory.push({ articles, peakRssMb: peak });
    }
  } finally {
    await stopServer(bare);
  }

  console.log(`\nautocannon -c ${connections}, ${duration} s per scenario after a 2 s warm-up\n`);
  console.log(
    "| articles | db | scenario | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | sent (repeated) | bare req/s | bare p95 ms | ratio | peak RSS MB | server CPU ms/req | budget |",
  );
  console.log("|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    console.log(
      `| ${r.articles} | ${r.database} | ${r.scenario} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.sent} (${r.repeated}) | ${r.bareReqPerSec} | ${r.bareP95} | ${r.ratio} | ${r.peakRssMb} | ${r.cpuMsPerRequest} | ${r.budget} |`,
    );
  }
  for (const m of memory)
    console.log(`\nPeak server RSS at ${m.articles} articles: ${m.peakRssMb} MB (budget ≤ 300 MB)`);
  const dir = path.join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), connections, duration, rows, memory }, null, 2));
  console.log(`\nWritten ${path.relative(root, file)}`);
}

await main();
