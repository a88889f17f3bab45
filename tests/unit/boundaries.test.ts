// The import boundaries of biome.json (noRestrictedImports in per-folder overrides, and the plugin
// lint/app-type-imports.grit) really fail the lint. Biome does not report lint diagnostics for stdin,
// so each probe is a file in a scratch project that uses this repository's biome.json and lint/, at
// the path the rule is about.
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const biome = join(root, "node_modules/.bin/biome");
const scratch = mkdtempSync(join(tmpdir(), "butikk-boundaries-"));
copyFileSync(join(root, "biome.json"), join(scratch, "biome.json"));
cpSync(join(root, "lint"), join(scratch, "lint"), { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints one file at `path` that imports `specifier` (`names` as written); the exit code and Biome's output. */
async function lintImport(
  path: string,
  specifier: string,
  names = "{ probe }",
): Promise<{ code: number; output: string }> {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  const use = names.startsWith("type ") || names.includes("{ type") ? "export type Probe = probe;" : "probe();";
  writeFileSync(file, `import ${names} from "${specifier}";\n\n${use}\n`);
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

describe("import boundaries (biome noRestrictedImports and lint/app-type-imports.grit)", () => {
  it.each([
    ["app/features/cart/x.ts", "../catalog/params.ts", "never imports another feature"],
    ["app/features/catalog/list/x.ts", "../../cart/cart-store.ts", "never imports another feature"],
    ["app/features/cart/x.ts", "../../../server/modules/catalog/repo.ts", "never imports a module's repo"],
    ["app/routes/x.ts", "../../server/modules/catalog/list-repo.ts", "never imports a module's repo"],
    ["app/routes/x.ts", "../../server/db/client.ts", "never imports server/db/"],
    ["app/lib/x.ts", "../../server/lib/errors.ts", "never imports server/lib/"],
    ["server/modules/search/x.ts", "../catalog/repo.ts", "another module's repo"],
    ["server/modules/reservations/x.ts", "../promocodes/routes.ts", "another module's routes"],
    // Every folder present and future: a module's subfolders, and routes files of any name.
    ["server/modules/search/x.ts", "../catalog/campaigns/admin-repo.ts", "another module's repo"],
    ["server/modules/catalog/campaigns/x.ts", "../../shops/repo.ts", "another module's repo"],
    ["server/modules/backoffice/x.ts", "../shops/admin-routes.ts", "another module's routes"],
    ["server/modules/catalog/campaigns/x.ts", "../../content/blog-admin-routes.ts", "another module's routes"],
    ["app/routes/x.ts", "../../server/modules/catalog/campaigns/admin-repo.ts", "never imports a module's repo"],
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
    ["server/modules/search/x.ts", "./repo.ts"],
    ["server/modules/reservations/x.ts", "../promocodes/service.ts"],
    ["server/modules/catalog/campaigns/x.ts", "./admin-repo.ts"],
    ["server/modules/catalog/campaigns/x.ts", "../article-repo.ts"],
    ["server/modules/catalog/x.ts", "./campaigns/admin-repo.ts"],
    ["domain/schemas/x.ts", "../phone.ts"],
  ])("%s importing %s passes", async (path, specifier) => {
    const { code, output } = await lintImport(path, specifier);
    expect(output).not.toContain("noRestrictedImports");
    expect(code).toBe(0);
  });

  it.each([
    ["app/routes/x.server.ts", "../../server/modules/search/schemas.ts", "{ probe }"],
    ["app/features/catalog/x.ts", "../../../server/modules/catalog/types.ts", "{ type Article, probe }"],
    ["app/lib/x.ts", "../../server/modules/customers/profile.ts", "probe"],
  ])(
    "%s importing a value (%s, %s) fails the lint: app/ imports only types from server/",
    async (path, specifier, names) => {
      const { code, output } = await lintImport(path, specifier, names);
      expect(code).not.toBe(0);
      expect(output).toContain("app/ imports only types from server/");
    },
  );

  it.each([
    ["app/routes/x.server.ts", "../../server/modules/search/schemas.ts", "type { probe }"],
    ["app/routes/x.ts", "../../server/modules/customers/service.ts", "type { probe }"],
    ["app/features/catalog/x.ts", "../../../server/modules/catalog/types.ts", "{ type probe, type Other as O }"],
    ["app/routes/x.test.ts", "../../server/app.ts", "{ probe }"],
    ["app/routes/x.ts", "../../domain/schemas/contact.ts", "{ probe }"],
  ])("%s importing %s as %s passes", async (path, specifier, names) => {
    const { code, output } = await lintImport(path, specifier, names);
    expect(output).not.toContain("app/ imports only types");
    expect(code).toBe(0);
  });
});
