// Lints the OpenAPI document as the server serves it with Redocly's linter (redocly.yaml): the app is
// built on an empty in-memory database (the document depends on the routes only), the document is
// written to a temporary file, and `redocly lint` decides. Part of `npm run lint`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { loadEnv } from "../server/env.ts";
import { OPENAPI_PATH } from "../server/plugins/openapi.ts";

export async function servedDocument(): Promise<string> {
  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp({ database, env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }) });
  try {
    const answer = await app.inject({ method: "GET", url: OPENAPI_PATH });
    if (answer.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${answer.statusCode}`);
    return answer.body;
  } finally {
    await app.close();
    await database.close();
  }
}

/** Runs `redocly lint` on the document; its exit status and what it printed. */
export function redoclyLint(document: string): { status: number; output: string } {
  const file = join(mkdtempSync(join(tmpdir(), "butikk-openapi-")), "openapi.json");
  writeFileSync(file, document);
  const run = spawnSync("npx", ["redocly", "lint", file, "--format=stylish", "--max-problems=50"], {
    encoding: "utf8",
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1", REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = redoclyLint(await servedDocument());
  const problems = result.output
    .split("\n")
    .filter((l) => /error|warning|Validation|valid/i.test(l) && !/[║╔╚]/.test(l));
  console.log(problems.join("\n"));
  process.exit(result.status);
}
