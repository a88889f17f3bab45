// npm run db:backup / db:restore: back up, wipe, restore, and every table holds the same rows (count and
// a checksum of the contents), on PGlite and PostgreSQL. A database with data is only replaced when
// asked, a backup that cannot be read changes nothing, and a database in use is left alone.
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../server/db/client.ts";
import { seedDemo, seedReference } from "../server/db/seed/index.ts";
import { rows } from "../tests/helpers/test-app.ts";
import { type BackupTarget, backup, restore } from "./backups.ts";

const url = process.env.TEST_DATABASE_URL;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "butikk-backups-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Row count and md5 of the sorted rows of every table in the shop's schemas. */
async function fingerprint(database: Database) {
  const tables = await rows<{ name: string }>(
    database,
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle', 'pgboss') order by 1`,
  );
  const result: Record<string, { n: number; md5: string }> = {};
  for (const { name } of tables) {
    const [r] = await rows<{ n: number; md5: string }>(
      database,
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`,
    );
    result[name] = r as { n: number; md5: string };
  }
  return result;
}

/** Opens the database, runs fn, closes it again (the scripts need it closed). */
async function withDatabase<T>(target: BackupTarget, fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(
    target.kind === "postgres" ? { url: target.url, poolSize: 1 } : { dataDir: target.dataDir },
  );
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

const fingerprintOf = (target: BackupTarget) => withDatabase(target, fingerprint);

/** A change a backup must undo: a table emptied and a row added to another. */
const spoil = (target: BackupTarget) =>
  withDatabase(target, async (database) => {
    await rows(database, "delete from reviews");
    await rows(database, "insert into cache_versions (name, version) values ('spoilt', 1)");
  });

/** The first half of a backup: what a full disk or an interrupted copy leaves. */
/** The backup cut short at `fraction` of its length (its table of contents is at the start). */
async function truncated(file: string, fraction = 0.5) {
  const bytes = await readFile(file);
  const cut = path.join(work, `cut-${fraction}-${path.basename(file)}`);
  await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return cut;
}

describe("PGlite backups (DATA_DIR)", () => {
  let source: BackupTarget;
  let file: string;
  let expected: Awaited<ReturnType<typeof fingerprint>>;

  beforeAll(async () => {
    source = { kind: "pglite", dataDir: path.join(work, "pglite-source") };
    await withDatabase(source, async (database) => {
      await database.migrate();
      await seedReference(database);
      await seedDemo(database, { articles: 10 });
    });
    expected = await fingerprintOf(source);
    file = await backup(source, path.join(work, "pglite-backups/"));
  });

  it("writes a timestamped .tar.gz under the directory given, and nothing else", async () => {
    expect(path.basename(file)).toMatch(/^butikk-pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
    expect(expected["public.articles"]?.n).toBe(10);
  });

  it("restores into an empty place with the same rows in every table", async () => {
    const target: BackupTarget = { kind: "pglite", dataDir: path.join(work, "pglite-restored") };
    await restore(target, file);
    expect(await fingerprintOf(target)).toEqual(expected);
  });

  it("replaces a database with data only when asked (--force), then holds the backup's rows", async () => {
    const target: BackupTarget = { kind: "pglite", dataDir: path.join(work, "pglite-spoilt") };
    await restore(target, file);
    await spoil(target);
    const spoilt = await fingerprintOf(target);
    expect(spoilt).not.toEqual(expected);

    await expect(restore(target, file)).rejects.toThrow(/already holds a database; nothing was changed.*--force/);
    expect(await fingerprintOf(target)).toEqual(spoilt);

    await restore(target, file, { force: true });
    expect(await fingerprintOf(target)).toEqual(expected);
    expect(readdirSync(work).filter((f) => /\.(restoring|replaced)-/.test(f))).toEqual([]);
  });

  it("changes nothing when the backup cannot be read to the end", async () => {
    const target: BackupTarget = { kind: "pglite", dataDir: path.join(work, "pglite-kept") };
    await restore(target, file);
    await spoil(target);
    const before = await fingerprintOf(target);
    await expect(restore(target, await truncated(file), { force: true })).rejects.toThrow(/nothing was changed/);
    expect(await fingerprintOf(target)).toEqual(before);
    expect(readdirSync(work).filter((f) => /\.(restoring|replaced)-/.test(f))).toEqual([]);
  });

  it("leaves a data directory that a server has open alone", async () => {
    const database = await openDatabase({ dataDir: (source as { dataDir: string }).dataDir });
    try {
      await expect(backup(source, path.join(work, "in-use/"))).rejects.toThrow(/in use.*stop the server first/);
      await expect(restore(source, file, { force: true })).rejects.toThrow(/in use.*stop the server first/);
      expect(existsSync(path.join(work, "in-use"))).toBe(false);
    } finally {
      await database.close();
    }
  });

  it("refuses a backup of the other kind and a file that is no backup", async () => {
    const notBackup = path.join(work, "notes.txt");
    await writeFile(notBackup, "hei");
    await expect(restore(source, notBackup, { force: true })).rejects.toThrow(
      /is not a backup made by npm run db:backup/,
    );
    const fakeDump = path.join(work, "fake.dump");
    await writeFile(fakeDump, "PGDMP…");
    await expect(restore(source, fakeDump, { force: true })).rejects.toThrow(/is a PostgreSQL backup/);
  });
});

describe.skipIf(!url)("PostgreSQL backups (DATABASE_URL; PostgreSQL only: set TEST_DATABASE_URL)", () => {
  const source: BackupTarget = { kind: "postgres", url: url as string };
  const name = `${new URL(url ?? "postgres://x/x").pathname.slice(1)}_restore`;
  const target: BackupTarget = {
    kind: "postgres",
    url: Object.assign(new URL(url ?? "postgres://x/x"), { pathname: `/${name}` }).toString(),
  };
  let file: string;
  let expected: Awaited<ReturnType<typeof fingerprint>>;

  /** A new, empty target database (created from a connection to the test database). */
  const emptyTarget = () =>
    withDatabase(source, async (database) => {
      await rows(database, `drop database if exists ${name}`);
      await rows(database, `create database ${name}`);
    });

  beforeAll(async () => {
    expected = await fingerprintOf(source);
    file = await backup(source, path.join(work, "postgres-backups/"));
  });
  afterAll(async () => {
    await withDatabase(source, (database) => rows(database, `drop database if exists ${name}`));
  });

  it("writes a timestamped pg_dump file under the directory given", async () => {
    expect(path.basename(file)).toMatch(/^butikk-postgres-\w+-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
    expect((await readFile(file)).subarray(0, 5).toString("latin1")).toBe("PGDMP");
    expect(expected["public.articles"]?.n).toBeGreaterThan(0);
  });

  it("restores into an empty database with the same rows in every table", async () => {
    await emptyTarget();
    await restore(target, file);
    expect(await fingerprintOf(target)).toEqual(expected);
  });

  it("replaces a database with data only when asked (--force), in one transaction", async () => {
    await spoil(target);
    const spoilt = await fingerprintOf(target);
    await expect(restore(target, file)).rejects.toThrow(/already has \d+ tables; nothing was changed.*--force/);
    expect(await fingerprintOf(target)).toEqual(spoilt);

    // Cut in its table of contents, or in its data: either way nothing changes.
    for (const fraction of [0.01, 0.5, 0.95]) {
      await expect(restore(target, await truncated(file, fraction), { force: true })).rejects.toThrow(
        /nothing was changed/,
      );
      expect(await fingerprintOf(target)).toEqual(spoilt);
    }

    await restore(target, file, { force: true });
    expect(await fingerprintOf(target)).toEqual(expected);
  });

  it("does not restore under a connected server unless asked", async () => {
    await emptyTarget();
    const connected = await openDatabase({ url: target.url, poolSize: 1 });
    try {
      await rows(connected, "select 1");
      await expect(restore(target, file)).rejects.toThrow(
        /others are connected to the database.*stop the servers first/,
      );
    } finally {
      await connected.close();
    }
  });

  it("refuses a PGlite backup", async () => {
    const gz = path.join(work, "fake.tar.gz");
    await writeFile(gz, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
    await expect(restore(target, gz, { force: true })).rejects.toThrow(/is a PGlite backup/);
  });
});
