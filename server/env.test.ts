import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("defaults to port 3000 on all interfaces with the embedded database", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data/db");
    expect(env.SEED_ARTICLES).toBe(2000);
  });

  it("honours PORT and HOST and treats empty URLs as unset", () => {
    const env = loadEnv({ PORT: "8080", HOST: "127.0.0.1", DATABASE_URL: "", OSRM_URL: " " });
    expect(env.PORT).toBe(8080);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.OSRM_URL).toBeUndefined();
  });

  it("fails fast naming every bad value", () => {
    expect(() => loadEnv({ PORT: "abc", DATABASE_URL: "not a url", NODE_ENV: "staging" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadEnv({ SEED_DEMO: "yes" })).toThrow(/SEED_DEMO/);
  });

  it("takes a map tile address with {z}, {x} and {y}, and nothing else", () => {
    expect(loadEnv({ MAP_TILE_URL: "" }).MAP_TILE_URL).toBeUndefined();
    const url = "https://tiles.example.org/{z}/{x}/{y}.png";
    expect(loadEnv({ MAP_TILE_URL: url }).MAP_TILE_URL).toBe(url);
    expect(() => loadEnv({ MAP_TILE_URL: "https://tiles.example.org/tile.png" })).toThrow(/MAP_TILE_URL/);
  });

  it("keeps catalogue answers 60 s unless CATALOG_CACHE_SECONDS says otherwise (at least 1 s)", () => {
    expect(loadEnv({}).CATALOG_CACHE_SECONDS).toBe(60);
    expect(loadEnv({ CATALOG_CACHE_SECONDS: "5" }).CATALOG_CACHE_SECONDS).toBe(5);
    expect(() => loadEnv({ CATALOG_CACHE_SECONDS: "0" })).toThrow(/CATALOG_CACHE_SECONDS/);
  });

  it("gives OSRM 5 s and the geocoder 3 s unless told otherwise, and leaves the geocoder off when unset", () => {
    const env = loadEnv({});
    expect(env.OSRM_TIMEOUT_MS).toBe(5000);
    expect(env.GEOCODER_TIMEOUT_MS).toBe(3000);
    expect(env.GEOCODER_URL).toBeUndefined();
    expect(loadEnv({ GEOCODER_URL: " " }).GEOCODER_URL).toBeUndefined();
    expect(loadEnv({ OSRM_TIMEOUT_MS: "250" }).OSRM_TIMEOUT_MS).toBe(250);
    expect(() => loadEnv({ OSRM_TIMEOUT_MS: "0" })).toThrow(/OSRM_TIMEOUT_MS/);
    expect(() => loadEnv({ GEOCODER_URL: "kartverket" })).toThrow(/GEOCODER_URL/);
  });

  it("works the job queues unless JOBS=0, and migrates at start except in production on PostgreSQL (decision 077)", () => {
    expect(loadEnv({}).JOBS).toBe("1");
    expect(loadEnv({ JOBS: "0" }).JOBS).toBe("0");
    expect(() => loadEnv({ JOBS: "no" })).toThrow(/JOBS/);
    const pg = "postgres://u:p@127.0.0.1:5432/butikk";
    expect(loadEnv({}).MIGRATE_AT_START).toBe("1");
    expect(loadEnv({ NODE_ENV: "production" }).MIGRATE_AT_START).toBe("1");
    expect(loadEnv({ DATABASE_URL: pg }).MIGRATE_AT_START).toBe("1");
    expect(loadEnv({ NODE_ENV: "production", DATABASE_URL: pg }).MIGRATE_AT_START).toBe("0");
    expect(loadEnv({ NODE_ENV: "production", DATABASE_URL: pg, MIGRATE_AT_START: "1" }).MIGRATE_AT_START).toBe("1");
    expect(loadEnv({ MIGRATE_AT_START: "0" }).MIGRATE_AT_START).toBe("0");
  });
});
