// One process per PGlite directory (issue 32, decision 068): the lock beside the directory refuses a
// second process while the first runs, and takes over a lock whose process is gone.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLocked, lockDataDir, lockFileOf } from "./data-dir-lock.ts";

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "butikk-lock-"));
  dataDir = path.join(root, "db");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A process id that ran a moment ago and runs no more. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number;

const writeLock = (owner: object) => writeFileSync(lockFileOf(dataDir), JSON.stringify(owner));
const ownerOf = () => JSON.parse(readFileSync(lockFileOf(dataDir), "utf8"));

describe("the data directory's lock", () => {
  it("is a file beside the directory with this process's id, removed on release", () => {
    const lock = lockDataDir(dataDir, "npm start");
    expect(lock.file).toBe(`${dataDir}.lock`);
    expect(ownerOf()).toMatchObject({ pid: process.pid, host: hostname(), what: "npm start" });
    // The directory itself is not touched (db:seed --reset and db:restore replace it under the lock).
    expect(existsSync(dataDir)).toBe(false);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lock.release();
  });

  it("refuses while another running process holds it, naming that process, and leaves its lock", () => {
    writeLock({ pid: process.ppid, host: hostname(), what: "npm start", since: "2026-11-27T10:00:00.000Z" });
    expect(() => lockDataDir(dataDir, "npm run db:seed")).toThrow(DataDirLocked);
    try {
      lockDataDir(dataDir, "npm run db:seed");
    } catch (error) {
      expect((error as Error).message).toContain(`is in use by npm start (process ${process.ppid}`);
      expect((error as Error).message).toContain("stop it first");
    }
    expect(ownerOf().pid).toBe(process.ppid);
  });

  it("takes over a lock left by a process that was killed", () => {
    writeLock({ pid: deadPid(), host: hostname(), what: "npm start", since: "2026-11-27T10:00:00.000Z" });
    const lock = lockDataDir(dataDir, "npm run admin:create");
    expect(ownerOf()).toMatchObject({ pid: process.pid, what: "npm run admin:create" });
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it("takes over a lock file that was never written to the end", () => {
    writeFileSync(lockFileOf(dataDir), "");
    lockDataDir(dataDir, "npm start").release();
  });

  it("counts a lock of another machine as held (its process cannot be asked)", () => {
    writeLock({ pid: deadPid(), host: `not-${hostname()}`, what: "npm start", since: "2026-11-27T10:00:00.000Z" });
    expect(() => lockDataDir(dataDir, "npm start")).toThrow(/on not-/);
  });

  it("does not remove a lock another process took after ours", () => {
    const lock = lockDataDir(dataDir, "npm start");
    writeLock({ pid: process.ppid, host: hostname(), what: "npm start", since: "2026-11-27T10:00:00.000Z" });
    lock.release();
    expect(ownerOf().pid).toBe(process.ppid);
  });
});
