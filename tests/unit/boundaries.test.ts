// The import boundaries of biome.json (noRestrictedImports in per-folder overrides) really fail the lint.
// Biome does not report lint diagnostics for stdin, so each probe is a file in a scratch project that
// uses this repository's biome.json, at the path the rule is about.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const biome = join(root, "node_modules/.bin/biome");
const scratch = mkdtempSync(join(tmpdir(), "butikk-boundaries-"));
copyFileSync(join(root, "biome.json"), join(scratch, "biome.json"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints one file at `path` that imports `specifier`; the exit code and Biome's output. */
async function lintImport(path: string, specifier: string): Promise<{ code: number; output: string }> {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import { probe } from "${specifier}";\n\nprobe();\n`);
  try {
    const { stdout, stderr } = await run(biome, ["lint", "--vcs-enabled=false", path], { cwd: scratch });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  } finally {
    rmSync(file);
  }
}

describe("import boundaries (biome noRestrictedImports)", () => {
  it.each([
    ["app/features/cart/x.ts", "../catalog/params.ts", "never imports another feature"],
    ["app/features/catalog/list/x.ts", "../../cart/cart-store.ts", "never imports another feature"],
    ["app/features/cart/x.ts", "../../../server/modules/catalog/repo.ts", "never imports a module's repo"],
    ["app/routes/x.ts", "../../server/modules/catalog/list-repo.ts", "never imports a module's repo"],
    ["app/routes/x.ts", "../../server/db/client.ts", "never imports server/db/"],
    ["app/lib/x.ts", "../../server/lib/errors.ts", "never imports server/lib/"],
    ["server/modules/search/x.ts", "../catalog/repo.ts", "another module's repo"],
    ["server/modules/reservations/x.ts", "../promocodes/routes.ts", "another module's routes"],
    ["domain/x.ts", "../server/lib/errors.ts", "imports nothing from app/ or server/"],
    ["domain/schemas/x.ts", "../../app/lib/api-client.ts", "imports nothing from app/ or server/"],
  ])("%s importing %s fails the lint", async (path, specifier, message) => {
    const { code, output } = await lintImport(path, specifier);
    expect(code).not.toBe(0);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain(message);
  });

  it.each([
    ["app/features/cart/x.ts", "./cart-rules.ts"],
    ["app/features/catalog/list/x.ts", "../params.ts"],
    ["app/features/cart/x.ts", "../../components/form-field.tsx"],
    ["app/features/checkout/x.ts", "../../../domain/schemas/contact.ts"],
    ["app/routes/x.ts", "../../server/modules/customers/service.ts"],
    ["server/modules/search/x.ts", "./repo.ts"],
    ["server/modules/reservations/x.ts", "../promocodes/service.ts"],
    ["domain/schemas/x.ts", "../phone.ts"],
  ])("%s importing %s passes", async (path, specifier) => {
    const { code, output } = await lintImport(path, specifier);
    expect(output).not.toContain("noRestrictedImports");
    expect(code).toBe(0);
  });
});
