import { defineConfig } from "vitest/config";

// With TEST_DATABASE_URL the integration tests run against a real PostgreSQL; files then share one
// database, so they run one after another. On PGlite every file gets its own copy of the seeded database.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: [
      "server/**/*.test.ts",
      "domain/**/*.test.ts",
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
    ],
    globalSetup: ["tests/setup/global-db.ts"],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: !onPostgres,
    pool: "forks",
  },
});
