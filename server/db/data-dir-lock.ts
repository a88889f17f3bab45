// One process per PGlite data directory (issue 32, decision 068). PGlite is PostgreSQL in one process
// without a postmaster: a second process that opens the same directory (another `npm start`,
// `db:seed`, `db:restore`, `admin:create`) writes beside the first and damages the database. So every
// process that opens a data directory first takes this lock, a file beside the directory
// (`data/db` → `data/db.lock`) holding its process id, created with O_EXCL so only one process can
// create it. It is beside the directory, not in it, because `db:seed --reset` deletes the directory
// and `db:restore` swaps in a new one while holding the lock. The lock is freed when the process
// exits; a lock left by a process that was killed (its pid no longer runs) is stale and taken over.

import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** The directory is in use by another process: the message says which and what to do. */
export class DataDirLocked extends Error {}

export interface LockOwner {
  pid: number;
  host: string;
  /** What took the lock ('npm start', 'db:seed', …), for the message a second process shows. */
  what: string;
  since: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Frees the lock (idempotent). Also done when the process exits. */
  release(): void;
}

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" ? (owner as LockOwner) : null;
  } catch {
    // Unreadable or half written (a process killed between creating and writing it): nobody's.
    return null;
  }
}

/** Whether the process that wrote the lock still runs on this machine. */
function alive(owner: LockOwner): boolean {
  // Another machine's process (a shared disk) cannot be asked: it counts as running.
  if (owner.host !== hostname()) return true;
  // Our own pid in an old lock: an earlier process with the same pid (a restarted container's pid 1).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function create(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw new DataDirLocked(
      `Could not create the lock file ${file} (${(error as Error).message}): the folder holding the data ` +
        "directory must be writable.",
    );
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function refusal(dataDir: string, file: string, owner: LockOwner | null): DataDirLocked {
  const who = owner
    ? `${owner.what} (process ${owner.pid}${owner.host !== hostname() ? ` on ${owner.host}` : ""}, since ${owner.since})`
    : "another process";
  return new DataDirLocked(
    `The database directory ${path.resolve(dataDir)} is in use by ${who}. Only one process may open a PGlite directory: ` +
      `stop it first. If that process no longer runs, delete ${file} and try again.`,
  );
}

/**
 * Takes the directory's lock for this process, or throws DataDirLocked naming who holds it. A stale
 * lock (its process is gone) is taken over.
 */
export function lockDataDir(dataDir: string, what: string): DataDirLock {
  const file = lockFileOf(dataDir);
  const owner: LockOwner = { pid: process.pid, host: hostname(), what, since: new Date().toISOString() };
  // A first start: the folder that will hold the data directory may not exist yet.
  mkdirSync(path.dirname(file), { recursive: true });
  if (!create(file, owner)) {
    const current = readOwner(file);
    if (current && alive(current)) throw refusal(dataDir, file, current);
    // Stale: moved aside under a name of our own first, so that of two processes taking over the same
    // stale lock only one removes it (the other's rename fails, or moves the winner's fresh lock,
    // which it sees is alive and puts back).
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      throw refusal(dataDir, file, readOwner(file));
    }
    const moved = readOwner(aside);
    if (moved && alive(moved)) {
      // Between our read and the rename another process took the lock: it is theirs, put it back.
      renameSync(aside, file);
      throw refusal(dataDir, file, moved);
    }
    rmSync(aside, { force: true });
    if (!create(file, owner)) throw refusal(dataDir, file, readOwner(file));
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    // Only our own lock: never one another process took after ours was (wrongly) removed.
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on("exit", release);
  return { file, release };
}

/** For a command's start: the lock, or the refusal's message on standard error and exit code 1. */
export function lockDataDirOrExit(dataDir: string, what: string): DataDirLock {
  try {
    return lockDataDir(dataDir, what);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
