// What a node does with the database before it listens (server/main.ts, and tests/servers/shop-node.ts
// for the several-nodes test): migrate or check the migrations (MIGRATE_AT_START), add the reference
// and demo data, and move images an older version kept on this node's disk into the database.
import { join } from "node:path";
import type { Database } from "./db/client.ts";
import { prepareAtStart } from "./db/prepare.ts";
import type { Env } from "./env.ts";
import { importImageDir } from "./modules/media/image-dir-import.ts";
import { createImageStore } from "./modules/media/image-store.ts";

export interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** Prepares the database for this node; answers the migrations it lacks (none: the node can be ready). */
export async function prepareNode(database: Database, env: Env, log: Log): Promise<string[]> {
  const missing = await prepareAtStart(database, {
    migrate: env.MIGRATE_AT_START === "1",
    seedDemo: env.SEED_DEMO === "1",
    articles: env.SEED_ARTICLES,
    log: (line) => log.info(line),
  });
  if (missing.length > 0) {
    log.warn(
      `The database lacks ${missing.length} migration(s) of this version (${missing.join(", ")}): not ready ` +
        "until `npm run db:migrate` has run (MIGRATE_AT_START=0).",
    );
    return missing;
  }
  const dir = env.IMAGE_DIR ?? join(env.DATA_DIR, "images");
  const moved = await importImageDir(createImageStore(database), dir);
  if (moved.moved > 0) log.info(`Moved ${moved.moved} image(s) from ${dir} into the database`);
  if (moved.skipped.length > 0) log.warn(`Images in ${dir} that could not be read: ${moved.skipped.join(", ")}`);
  return [];
}
