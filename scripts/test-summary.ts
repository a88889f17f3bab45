// Adds up the JSON reports of the test run (vitest on PGlite and PostgreSQL, Playwright) and prints
// one closing line, 'tests: N passed, N failed', so a CI reader sees the whole run at a glance; the
// API fuzz test's answers by status (reports/fuzz/) are listed above it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "..", "reports");
let passed = 0;
let failed = 0;
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  console.log(`${file}: ${report.stats ? report.stats.expected : report.numPassedTests} passed`);
}
const fuzzDir = path.join(dir, "fuzz");
for (const file of existsSync(fuzzDir) ? readdirSync(fuzzDir).filter((f) => f.endsWith(".json")) : []) {
  const run = JSON.parse(readFileSync(path.join(fuzzDir, file), "utf8"));
  console.log(
    `fuzz on ${run.driver}: ${run.requests} requests over ${run.routes} routes, by status ${JSON.stringify(run.byStatus)}`,
  );
}
if (passed + failed === 0) {
  console.error("no test reports found");
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
