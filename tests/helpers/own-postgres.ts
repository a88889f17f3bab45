// A PostgreSQL server of a test's own (initdb in a temporary folder, its own port), so the test may
// stop, start and cut it without touching the cluster other tests share. Needs PostgreSQL's programs
// (Debian: /usr/lib/postgresql/<version>/bin); as root they run as the `postgres` user, which the
// server requires. `ownPostgresAvailable()` tells a test whether it can run here.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

function binDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(path.join(root, v, "bin", "pg_ctl"))) return path.join(root, v, "bin");
  }
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

const isRoot = () => process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    return { uid, gid };
  } catch {
    return null;
  }
}

export function ownPostgresAvailable(): boolean {
  const bin = binDir();
  return bin !== null && existsSync(path.join(bin, "initdb")) && (!isRoot() || postgresUser() !== null);
}

export interface OwnPostgres {
  /** The test database's URL (user postgres, no password: trust on 127.0.0.1 only). */
  url: string;
  /** Stops the server (fast: sessions are ended, as a restart or failover does). */
  stop(): void;
  start(): void;
  /** Ends every session on the test database but the caller's (pg_terminate_backend). */
  terminateConnections(): Promise<number>;
  /** Stops the server and removes its folder. */
  remove(): void;
}

export function startOwnPostgres(port: number, database = "butikk_outage"): OwnPostgres {
  const bin = binDir() as string;
  const dir = mkdtempSync(path.join(tmpdir(), "butikk-own-pg-"));
  const data = path.join(dir, "data");
  const owner = isRoot() ? postgresUser() : null;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (program: string, args: string[]) =>
    execFileSync(
      owner ? "runuser" : path.join(bin, program),
      owner ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args,
      { stdio: "pipe", cwd: dir },
    );
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = () => {
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  };
  const stop = () => {
    run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  start();
  run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-qc", `create database ${database}`]);
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    stop,
    start,
    async terminateConnections() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
        return result.rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
