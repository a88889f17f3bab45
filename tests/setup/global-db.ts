// Seeds one test database per run. PGlite: seeded once, dumped, and each test file loads a copy.
// PostgreSQL (TEST_DATABASE_URL): the schema is dropped, migrated and seeded once.

import { rm, writeFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
import { seedDemo, seedReference } from "../../server/db/seed/index.ts";
import { PGLITE_DUMP, TEST_ARTICLES } from "./test-database.ts";

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase(url ? { url } : {});
  if (url) {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
  await seedReference(database);
  await seedDemo(database, { articles: TEST_ARTICLES });
  if (database.pglite) {
    const dump = await database.pglite.dumpDataDir("gzip");
    await writeFile(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteDump", PGLITE_DUMP);
  }
  await database.close();
  return async () => {
    await rm(PGLITE_DUMP, { force: true });
  };
}
