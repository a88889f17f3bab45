// Backups a person can keep, of the database the server is configured with (decision 026):
// - PostgreSQL (DATABASE_URL): pg_dump's custom format (compressed, every schema of the shop, owners
//   and grants kept in the file); restored by pg_restore into psql as ONE transaction that first
//   drops the shop's schemas, so the database afterwards is the backup, or (on any error) unchanged.
// - PGlite (DATA_DIR): the engine's own copy of its data directory (dumpDataDir, a .tar.gz); restored
//   into a fresh directory beside DATA_DIR, opened once to prove it works, then swapped in.
// Neither overwrites a database that has data unless asked (--force).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { open, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { openDatabase, rows } from "../server/db/client.ts";

export type BackupTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** A refusal or failure with a message meant for the person at the terminal (no stack trace needed). */
export class BackupError extends Error {}

/** The same database the server would open: DATABASE_URL, else the PGlite directory DATA_DIR. */
export function targetOf(env: { DATABASE_URL?: string; DATA_DIR: string }): BackupTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR) };
}

export const DEFAULT_BACKUP_DIR = "backups";

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

/** `out`: a file, or a directory (existing, or written with a trailing slash) for a timestamped file. */
function backupFile(target: BackupTarget, out: string | undefined, now: Date): string {
  const name =
    target.kind === "postgres"
      ? `butikk-postgres-${new URL(target.url).pathname.slice(1) || "postgres"}-${stamp(now)}.dump`
      : `butikk-pglite-${stamp(now)}.tar.gz`;
  const where = out ?? `${DEFAULT_BACKUP_DIR}/`;
  const isDir = where.endsWith("/") || (existsSync(where) && statSync(where).isDirectory());
  const file = path.resolve(isDir ? path.join(where, name) : where);
  if (existsSync(file)) throw new BackupError(`${file} already exists; give another file name.`);
  return file;
}

/**
 * How the client tools reach the database: the URL without its password (command lines are visible to
 * every user of the machine), the password in the environment.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a command to its end; its standard error becomes the message when it fails. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
  let out = "";
  let err = "";
  child.stdout?.on("data", (c: Buffer) => {
    out += c.toString("utf8");
  });
  child.stderr?.on("data", (c: Buffer) => {
    err += c.toString("utf8");
  });
  const [code] = (await once(child, "close").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new BackupError(missingTool(command));
    throw error;
  })) as [number];
  if (code !== 0) throw new BackupError(`${command} failed:\n${err.trim()}`);
  return out;
}

const missingTool = (command: string) =>
  `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), ` +
  "in a version at least that of the server.";

/** The major version of a client tool (pg_dump 15.14 → 15). */
async function toolMajor(command: string): Promise<number> {
  const text = await run(command, ["--version"]);
  const major = Number(text.match(/(\d+)(?:\.\d+)?/)?.[1]);
  if (!major) throw new BackupError(`could not read the version of ${command}: ${text.trim()}`);
  return major;
}

interface PostgresState {
  serverMajor: number;
  tables: number;
  /** Other sessions connected to the database (a running server, psql, …). */
  others: { application: string; client: string }[];
}

async function postgresState(url: string): Promise<PostgresState> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const [server] = await rows<{ num: string }>(database.db, sql`select current_setting('server_version_num') as num`);
    const [count] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    const others = await rows<{ application: string; client: string }>(
      database.db,
      sql`select coalesce(nullif(application_name, ''), '?') as application, coalesce(client_addr::text, 'local') as client
            from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return { serverMajor: Math.floor(Number(server?.num) / 10_000), tables: count?.n ?? 0, others };
  } catch (error) {
    throw new BackupError(`could not connect to the database: ${(error as Error).message}`);
  } finally {
    await database.close();
  }
}

/** pg_dump refuses a server newer than itself; say so before it does, with what to install. */
async function checkClientVersion(command: string, serverMajor: number) {
  const client = await toolMajor(command);
  if (client < serverMajor) {
    throw new BackupError(
      `${command} ${client} cannot work with a PostgreSQL ${serverMajor} server: install the client tools ` +
        `of version ${serverMajor} or later (Debian: apt-get install postgresql-client-${serverMajor}).`,
    );
  }
}

/** PGlite's data directory is open while its postmaster.pid exists: a server (or one that crashed) has it. */
function refuseIfInUse(dataDir: string) {
  if (existsSync(path.join(dataDir, "postmaster.pid"))) {
    throw new BackupError(
      `${dataDir} is in use (postmaster.pid exists): stop the server first. If no server is running, the last ` +
        "one did not shut down cleanly: start it and stop it once, then try again.",
    );
  }
}

const hasDatabase = (dataDir: string) => existsSync(path.join(dataDir, "PG_VERSION"));

/** Writes a backup of the target; returns the file. The file appears only once it is complete. */
export async function backup(target: BackupTarget, out?: string, now = new Date()): Promise<string> {
  const file = backupFile(target, out, now);
  const partial = `${file}.partial`;
  try {
    if (target.kind === "postgres") {
      const state = await postgresState(target.url);
      await checkClientVersion("pg_dump", state.serverMajor);
      mkdirSync(path.dirname(file), { recursive: true });
      // A consistent snapshot even while servers are running: pg_dump reads in one transaction.
      const { dbname, env } = connection(target.url);
      await run("pg_dump", ["--format=custom", "--file", partial, "--dbname", dbname], env);
    } else {
      if (!hasDatabase(target.dataDir)) throw new BackupError(`there is no database in ${target.dataDir}.`);
      refuseIfInUse(target.dataDir);
      mkdirSync(path.dirname(file), { recursive: true });
      const database = await openDatabase({ dataDir: target.dataDir });
      try {
        const dump = await (database.pglite as NonNullable<typeof database.pglite>).dumpDataDir("gzip");
        await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
    }
    await rename(partial, file);
    return file;
  } finally {
    rmSync(partial, { force: true });
  }
}

/** What kind of backup a file is, from its first bytes: pg_dump's custom format or a gzip (PGlite). */
async function kindOfFile(file: string): Promise<BackupTarget["kind"]> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const handle = await open(file, "r");
  const head = Buffer.alloc(5);
  await handle.read(head, 0, 5, 0);
  await handle.close();
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
}

export interface RestoreOptions {
  /** Replace a database that has data (and, on PostgreSQL, restore although others are connected). */
  force?: boolean;
}

export async function restore(target: BackupTarget, file: string, options: RestoreOptions = {}): Promise<void> {
  const kind = await kindOfFile(path.resolve(file));
  if (kind !== target.kind) {
    throw new BackupError(
      kind === "pglite"
        ? `${file} is a PGlite backup: restore it with DATABASE_URL unset (into DATA_DIR).`
        : `${file} is a PostgreSQL backup: restore it with DATABASE_URL set.`,
    );
  }
  if (target.kind === "postgres") await restorePostgres(target.url, path.resolve(file), options);
  else await restorePglite(target.dataDir, path.resolve(file), options);
}

async function restorePostgres(url: string, file: string, { force = false }: RestoreOptions) {
  const state = await postgresState(url);
  if (state.tables > 0 && !force) {
    throw new BackupError(
      `the database already has ${state.tables} tables; nothing was changed. Add --force to replace it with the backup.`,
    );
  }
  if (state.others.length > 0 && !force) {
    const who = state.others.map((o) => `${o.application} (${o.client})`).join(", ");
    throw new BackupError(
      `others are connected to the database (${who}): stop the servers first, or add --force. ` +
        "Servers left running would keep answering from their caches until those expire.",
    );
  }
  await checkClientVersion("pg_restore", state.serverMajor);
  // A backup cut short may fail already here, while its table of contents is read.
  const contents = await run("pg_restore", ["--list", file]).catch((error: Error) => {
    throw new BackupError(`pg_restore could not read ${file}; nothing was changed:\n${error.message}`);
  });
  const schemas = contents.split("\n").flatMap((line) => line.match(/^\d+; \d+ \d+ SCHEMA - (\S+) /)?.slice(1) ?? []);
  const quoted = [...new Set(["public", ...schemas])].map((s) => `"${s.replaceAll('"', '""')}"`);
  // The shop's schemas go and come back from the backup in the same transaction as the data.
  const wipe = `drop schema if exists ${quoted.join(", ")} cascade; create schema public;`;

  const source = spawn("pg_restore", ["--no-owner", "--no-privileges", "--file", "-", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { dbname, env } = connection(url);
  const target = spawn(
    "psql",
    [
      "--no-psqlrc",
      "--quiet",
      "--set",
      "ON_ERROR_STOP=1",
      "--single-transaction",
      "--dbname",
      dbname,
      "--command",
      wipe,
      "--file",
      "-",
    ],
    { stdio: ["pipe", "ignore", "pipe"], env },
  );
  let sourceErr = "";
  let targetErr = "";
  source.stderr.on("data", (c: Buffer) => {
    sourceErr += c.toString("utf8");
  });
  target.stderr.on("data", (c: Buffer) => {
    targetErr += c.toString("utf8");
  });
  target.stdin.on("error", () => undefined); // psql stopped early: its own error says why
  // psql commits only when its input ends; a backup that cannot be read to the end must never end it,
  // so psql is killed instead and PostgreSQL rolls the transaction back.
  source.stdout.pipe(target.stdin, { end: false });
  const [sourceCode] = (await once(source, "close").catch(rethrowMissing("pg_restore"))) as [number];
  if (sourceCode === 0) target.stdin.end();
  else target.kill("SIGKILL");
  const [targetCode] = (await once(target, "close").catch(rethrowMissing("psql"))) as [number | null];
  if (sourceCode !== 0)
    throw new BackupError(`pg_restore could not read ${file}; nothing was changed:\n${sourceErr.trim()}`);
  if (targetCode !== 0)
    throw new BackupError(`the restore failed and was rolled back; nothing was changed:\n${targetErr.trim()}`);
}

const rethrowMissing = (command: string) => (error: NodeJS.ErrnoException) => {
  if (error.code === "ENOENT") throw new BackupError(missingTool(command));
  throw error;
};

async function restorePglite(dataDir: string, file: string, { force = false }: RestoreOptions) {
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied) {
    if (!hasDatabase(dataDir)) throw new BackupError(`${dataDir} is not a database directory; not touching it.`);
    refuseIfInUse(dataDir);
    if (!force) {
      throw new BackupError(`${dataDir} already holds a database; nothing was changed. Add --force to replace it.`);
    }
  }
  // Beside DATA_DIR, so the swap is a rename on one file system.
  const fresh = `${dataDir}.restoring-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  try {
    // Unpacked here first: gzip's checksum and length catch a cut or damaged file before PGlite sees
    // it (PGlite's own unpacking fails outside any promise the caller could catch).
    const tar = gunzipSync(await readFile(file));
    const database = await openDatabase({ dataDir: fresh, loadDataDir: new Blob([tar]) });
    try {
      await rows(database.db, sql`select count(*) from drizzle.__drizzle_migrations`);
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    throw new BackupError(`${file} could not be restored; nothing was changed: ${(error as Error).message}`);
  }
  const replaced = `${dataDir}.replaced-${process.pid}`;
  if (occupied) renameSync(dataDir, replaced);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  renameSync(fresh, dataDir);
  if (occupied) rmSync(replaced, { recursive: true, force: true });
}
