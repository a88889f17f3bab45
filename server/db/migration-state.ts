// Whether the database has every migration this build knows: the last one drizzle recorded as applied
// (drizzle.__drizzle_migrations, its `created_at` being the journal's `when`) against the journal
// shipped with the code. A database ahead of the code (a newer node migrated it during a rolling
// deploy) counts as current: the migrations only ever add what older code can ignore.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Executor, migrationsFolder, rows } from "./client.ts";

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | null = null;

/** The migrations of this build, oldest first (read once: it does not change while the process runs). */
function journalEntries(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/** The tags of this build's migrations the database has not applied, oldest first (none: current). */
export async function missingMigrations(ex: Executor): Promise<string[]> {
  const [table] = await rows<{ exists: boolean }>(
    ex,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  let last = Number.NEGATIVE_INFINITY;
  if (table?.exists) {
    const [row] = await rows<{ last: string | null }>(
      ex,
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    if (row?.last) last = Number(row.last);
  }
  return journalEntries()
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}
