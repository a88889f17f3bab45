// The production install (issue 32, item 8; decision 077): scripts/install-production.sh, the steps the
// Dockerfile runs, on a clean directory outside the repository, after a build exists. The result must
// hold no development dependency and no TypeScript source, its npm scripts must run the bundled tools
// (db:migrate, admin:create), and `node build/server-app/main.js` must start there on an empty PGlite
// directory and answer /healthz, /readyz and the home page.
// Slow (npm ci) and needs `npm run build` first: runs only with TEST_INSTALL=1 (scripts/test-all.sh).
//   npm run build && TEST_INSTALL=1 npx vitest run scripts/install-production.test.ts
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, "..");
/** The test's own port (the helper ports of issue 32: 3810–3829). */
const PORT = Number(process.env.TEST_INSTALL_PORT ?? 3810);
const INSTALL_MS = 10 * 60_000;

describe.skipIf(process.env.TEST_INSTALL !== "1")("the production install (TEST_INSTALL=1)", () => {
  let dir: string;
  let app: string;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let output = "";
  // Only what a production machine has: no NODE_PATH, no dev tools on the way to node_modules.
  const env = () => ({
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  });

  beforeAll(async () => {
    for (const needed of ["build/server-app/main.js", "build/server-app/db-migrate.js", "build/client"]) {
      if (!existsSync(path.join(ROOT, needed))) throw new Error(`${needed} is missing: run npm run build first`);
    }
    dir = await mkdtemp(path.join(tmpdir(), "butikk-install-"));
    app = path.join(dir, "app");
    dataDir = path.join(dir, "db");
    await run("bash", ["scripts/install-production.sh", app, "--skip-build"], {
      cwd: ROOT,
      timeout: INSTALL_MS,
      maxBuffer: 64 * 1024 * 1024,
    });
  }, INSTALL_MS + 30_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGKILL");
      await new Promise((resolve) => server?.once("exit", resolve));
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("holds the build and the runtime dependencies, and no development tool or TypeScript source", async () => {
    for (const present of ["build/server-app/main.js", "build/server/index.js", "scripts/cli.mjs"]) {
      expect(existsSync(path.join(app, present)), present).toBe(true);
    }
    for (const runtime of ["fastify", "sharp", "pg", "@electric-sql/pglite", "react-router"]) {
      expect(existsSync(path.join(app, "node_modules", runtime)), runtime).toBe(true);
    }
    for (const dev of [
      "vitest",
      "@biomejs/biome",
      "drizzle-kit",
      "@playwright/test",
      "lighthouse",
      "@redocly/cli",
      "autocannon",
    ]) {
      expect(existsSync(path.join(app, "node_modules", dev)), dev).toBe(false);
    }
    expect((await readdir(path.join(app, "scripts"))).filter((f) => f.endsWith(".ts"))).toEqual([]);
    expect(existsSync(path.join(app, "server", "main.ts"))).toBe(false);
    expect(existsSync(path.join(app, "server", "db", "migrations", "meta", "_journal.json"))).toBe(true);
  });

  it("runs the bundled tools through npm: db:migrate, then admin:create", async () => {
    const migrated = await run("npm", ["run", "--silent", "db:migrate"], { cwd: app, env: env() });
    expect(migrated.stdout).toContain("The database is current.");
    const admin = await run(
      "npm",
      ["run", "--silent", "admin:create", "--", "--email", "sjef@example.no", "--password", "Fjelltur-i-regnet-42"],
      { cwd: app, env: env() },
    );
    expect(admin.stdout).toContain("Administrator opprettet");
  }, 120_000);

  it("starts there on the migrated PGlite directory and answers /healthz, /readyz and the home page", async () => {
    // MIGRATE_AT_START=0: the schema must be there already, from db:migrate.
    server = spawn(process.execPath, ["build/server-app/main.js"], {
      cwd: app,
      env: { ...env(), PORT: String(PORT), HOST: "127.0.0.1", MIGRATE_AT_START: "0", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    server.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    const status = (target: string) =>
      fetch(`http://127.0.0.1:${PORT}${target}`).then(
        (r) => r.status,
        () => 0,
      );
    const until = async (target: string) =>
      vi
        .waitFor(
          async () => {
            if (server?.exitCode !== null) throw new Error("exited");
            const got = await status(target);
            if (got !== 200) throw new Error(`${target}: ${got}`);
          },
          { timeout: 120_000, interval: 250 },
        )
        .catch((error) => {
          throw new Error(`${target} did not answer 200 (${(error as Error).message}):\n${output}`);
        });
    await until("/healthz");
    await until("/readyz");
    const ready = await (await fetch(`http://127.0.0.1:${PORT}/readyz`)).json();
    expect(ready.checks).toEqual({ database: "ok", migrations: "ok", searchIndex: "ok", process: "ok" });
    const home = await fetch(`http://127.0.0.1:${PORT}/`);
    expect(home.status, output).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await home.text()).toContain("<html");

    // SIGTERM stops it cleanly.
    const exited = new Promise<number | null>((resolve) => server?.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 180_000);
});
