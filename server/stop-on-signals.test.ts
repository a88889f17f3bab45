// A clean stop (issue 32, decision 074): SIGTERM to a node with a request in flight, and SIGTERM to
// `npm start` (the process an orchestrator or a service manager actually signals).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type OwnPostgres, ownPostgresAvailable, startOwnPostgres } from "../tests/helpers/own-postgres.ts";
import { type ShopNode, startShopNode } from "../tests/helpers/shop-nodes.ts";

const NODE_PORT = 3687;
const NPM_PORT = 3686;
const PG_PORT = 3685;
const url = process.env.TEST_DATABASE_URL;

const folders: string[] = [];
const orphans: number[] = [];
afterAll(() => {
  for (const pid of orphans) if (!gone(pid)) process.kill(pid, "SIGKILL");
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "butikk-stop-"));
  folders.push(folder);
  return folder;
}

/** Whether the process with this id has ended. */
const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe("SIGTERM to the node", () => {
  let node: ShopNode | undefined;
  let server: OwnPostgres | undefined;
  afterAll(async () => {
    await node?.stop();
    server?.remove();
  });

  /** The shared PostgreSQL, else one of the test's own (quick to migrate), else PGlite in a folder. */
  function database(): Record<string, string> {
    if (url) return { DATABASE_URL: url };
    if (ownPostgresAvailable()) {
      server = startOwnPostgres(PG_PORT, "butikk_stop");
      return { DATABASE_URL: server.url };
    }
    return { DATA_DIR: path.join(tempFolder(), "db") };
  }

  it("takes no new connection, lets the request in flight finish (with the database), then exits 0", async () => {
    node = await startShopNode(
      "stop",
      {
        ...database(),
        SEED_DEMO: "0",
        PORT: String(NODE_PORT),
        TEST_HOLD_ROUTE: "1",
      },
      180_000,
    );
    const running = node;
    // In flight: the node has it and answers only once released.
    const inFlight = fetch(`${running.url}/test/hold`);
    await vi.waitFor(
      () => {
        if (!running.logs.some((l) => (l.req as { url?: string } | undefined)?.url === "/test/hold")) throw new Error();
      },
      { timeout: 10_000, interval: 20 },
    );

    running.signal("SIGTERM");
    await vi.waitFor(
      () => {
        if (!running.logs.some((l) => String(l.msg).startsWith("stopping"))) throw new Error();
      },
      { timeout: 10_000, interval: 20 },
    );
    // The listener is closed: a new connection is refused, though the node still runs.
    await vi.waitFor(
      async () => {
        const refused = await fetch(`${running.url}/healthz`).then(
          () => false,
          () => true,
        );
        if (!refused) throw new Error("still accepting");
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(running.exitCode()).toBeNull();

    running.tell("release");
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ answer: 42 });
    // Its keep-alive connection closes with it; left open it would hold the exit for its timeout.
    expect(answer.headers.get("connection")).toBe("close");
    expect(await running.exited).toBe(0);
    expect(running.logs.some((l) => l.msg === "stopped")).toBe(true);
  }, 240_000);
});

describe("SIGTERM to `npm start`", () => {
  it("reaches the node it starts (no orphan left running), which exits 0, and npm exits 0", async () => {
    // The real start script, with a stand-in for the built server (no build needed): it writes its
    // process id, answers HTTP, and on SIGTERM closes its server and exits 0, as main.ts does.
    const start = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8")).scripts.start as string;
    expect(start).toContain("build/server-app/main.js");
    const folder = tempFolder();
    writeFileSync(
      path.join(folder, "stand-in.mjs"),
      `import http from "node:http";
const server = http.createServer((_req, res) => res.end("ok"));
process.on("SIGTERM", () => server.close(() => { console.log("stopped cleanly"); process.exit(0); }));
server.listen(${NPM_PORT}, "127.0.0.1", () => console.log("pid " + process.pid));
`,
    );
    const script = start.replace("build/server-app/main.js", "stand-in.mjs");
    writeFileSync(
      path.join(folder, "package.json"),
      JSON.stringify({ name: "start-test", private: true, scripts: { start: script } }),
    );

    const npm: ChildProcess = spawn("npm", ["start"], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? "", HOME: folder },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    npm.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    const npmExit = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));

    await vi.waitFor(
      () => {
        if (!/pid \d+/.test(output)) throw new Error(output);
      },
      { timeout: 30_000, interval: 50 },
    );
    const serverPid = Number(/pid (\d+)/.exec(output)?.[1]);
    // Should the test fail, the stand-in does not outlive it.
    orphans.push(serverPid);
    expect((await fetch(`http://127.0.0.1:${NPM_PORT}/`)).status).toBe(200);

    npm.kill("SIGTERM");
    expect(await npmExit).toBe(0);
    await vi.waitFor(
      () => {
        if (!gone(serverPid)) throw new Error("the server still runs");
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(output).toContain("stopped cleanly");
    await expect(fetch(`http://127.0.0.1:${NPM_PORT}/`)).rejects.toThrow();
  }, 60_000);
});
