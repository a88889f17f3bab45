// Runs one of the shop's command-line tools (npm run db:migrate, admin:create, import, db:backup,
// db:restore; decision 077): from its TypeScript source with tsx in a checkout, else from the bundle
// `npm run build:server` made of it under build/server-app/ (a production install, made by
// scripts/install-production.sh or the Dockerfile, holds the build and not the sources).
//   node scripts/cli.mjs NAME [ARGUMENTS…]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error("usage: node scripts/cli.mjs NAME [ARGUMENTS…]");
  process.exit(2);
}
const source = path.join(root, "scripts", `${name}.ts`);
const bundle = path.join(root, "build", "server-app", `${name}.js`);
const entry = existsSync(source) ? ["--import", "tsx", source] : [bundle];
if (!existsSync(entry[entry.length - 1])) {
  console.error(`${name}: neither ${source} nor ${bundle} exists (run npm run build)`);
  process.exit(2);
}
// The tool's own exit code; a tool ended by a signal counts as failed.
const result = spawnSync(process.execPath, [...entry, ...args], { stdio: "inherit", cwd: process.cwd() });
process.exit(result.status ?? 1);
