// A journey's own server processes (decision 072): the built shop (`node build/server-app/main.js`)
// with an env, port and DATA_DIR of the journey's choosing, or any helper server, started from a
// spec's beforeAll and stopped in its afterAll. The shop of playwright.config.ts's webServer runs on
// its fixed env; a journey that needs real Klarna, or an empty database going live, starts its own.
import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";

export interface RunningProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What the process wrote so far (stdout and stderr), for a failure's message. */
  output(): string;
  /** Ends the process (SIGTERM, the shop's own graceful stop) and waits until it has exited. */
  stop(): Promise<void>;
}

export interface ProcessOptions {
  command: string;
  args: string[];
  port: number;
  /** The path asked until it answers 2xx: then the process is ready. */
  readyPath: string;
  env?: Record<string, string>;
  /** How long it may take to answer (the shop seeds its demo data first). */
  startTimeoutMs?: number;
}

/** The variables a child needs from this process; the rest of its env is the caller's alone. */
function baseEnv(): Record<string, string> {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG", "NODE_OPTIONS"];
  return Object.fromEntries(keep.flatMap((k) => (process.env[k] ? [[k, process.env[k] as string]] : [])));
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

export async function startProcess(options: ProcessOptions): Promise<RunningProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  // Something answering already (a server left over from an earlier run) would pass for this one.
  const taken = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${options.port} is in use already: stop what runs there first`);
  // A group of its own: `npx tsx …` runs the server in a grandchild, and stop() must end that too.
  const child = spawn(options.command, options.args, {
    env: { ...baseEnv(), ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const running: RunningProcess = {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = exited(child);
      // The whole group (the process and whatever it started), by its id.
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      await done;
    },
  };
  // Ready once the path answers; a process that exits first fails at once, with what it said.
  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.command} ${options.args.join(" ")} exited before answering:\n${output}`);
    }
    const answered = await fetch(`${url}${options.readyPath}`, { signal: AbortSignal.timeout(5000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return running;
    if (Date.now() > deadline) {
      await running.stop();
      throw new Error(`${url}${options.readyPath} did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface ShopServerOptions {
  port: number;
  /** The shop's DATA_DIR (its embedded database and images); emptied first unless `keepData`. */
  dataDir: string;
  /** More of the shop's env (SEED_DEMO, SEED_ARTICLES, KLARNA_*, …) over the production defaults. */
  env?: Record<string, string>;
  keepData?: boolean;
}

/** The built shop as `npm start` runs it, on its own port and database (run `npm run build` first). */
export async function startShopServer(options: ShopServerOptions): Promise<RunningProcess> {
  if (!options.keepData) await rm(options.dataDir, { recursive: true, force: true });
  return startProcess({
    command: "node",
    args: ["build/server-app/main.js"],
    port: options.port,
    readyPath: "/api/v1/genders",
    env: {
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
  });
}
