// The repository's root: the nearest folder above this module that holds package.json. Files the
// server reads at run time (migrations, the postcode register) are found from it, so they are found
// both when the server runs from its TypeScript sources (dev, tests) and from its compiled bundle
// under build/ (npm start, decision 057).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
