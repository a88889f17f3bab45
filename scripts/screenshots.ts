// `npm run screenshots [URL]`: full-page PNGs of every page type (tests/e2e/page-types.ts) at phone
// (390 px) and desktop (1366 px) width, under reports/screenshots/, to look at as a shopper would.
// Without a URL it starts the production server on the demo data in data/screenshots (building first
// only when there is no build); with one it photographs that shop instead.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { pageTypes, SECOND_BRAND_HOST } from "../tests/e2e/page-types.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium-flags.ts";

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
];
const OUT_DIR = join("reports", "screenshots");
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3290);

async function waitForServer(url: string, server: ChildProcess) {
  // Seeding a fresh demo database takes a while; stop waiting if the server dies.
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function startServer(): Promise<{ baseURL: string; server: ChildProcess }> {
  if (!existsSync(join("build", "server", "index.js"))) {
    const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Every request comes from this machine: exempt from the rate limits (off by default in production).
      RATE_LIMIT_EXEMPT_LOOPBACK: process.env.RATE_LIMIT_EXEMPT_LOOPBACK ?? "1",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: process.env.DATA_DIR ?? "./data/screenshots",
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
    },
  });
  const baseURL = `http://127.0.0.1:${PORT}`;
  await waitForServer(`${baseURL}/api/v1/genders`, server);
  return { baseURL, server };
}

async function main() {
  const given = process.argv[2];
  const started = given ? null : await startServer();
  const baseURL = given ?? started?.baseURL ?? "";
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // The second brand is chosen by hostname; Chromium resolves it to the shop's machine.
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${SECOND_BRAND_HOST} ${new URL(baseURL).hostname}`],
  });
  try {
    const context = await browser.newContext({ baseURL, locale: "nb-NO", timezoneId: "Europe/Oslo" });
    const second = new URL(baseURL);
    second.hostname = SECOND_BRAND_HOST;
    // The consent banner has its own page; here it would cover every picture.
    await context.addCookies([baseURL, second.toString()].map((url) => ({ name: "cookiesAccepted", value: "1", url })));
    const page = await context.newPage();
    let saved = 0;
    for (const pageType of pageTypes(baseURL)) {
      await page.setViewportSize(WIDTHS[1] ?? { width: 1366, height: 900 });
      try {
        await pageType.open(page);
      } catch (error) {
        console.error(`${pageType.name}: could not be opened (${(error as Error).message.split("\n")[0]})`);
        continue;
      }
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        const path = join(OUT_DIR, `${pageType.name}-${size.name}.png`);
        await page.screenshot({ path, fullPage: true });
        saved++;
      }
    }
    console.log(`${saved} screenshots in ${OUT_DIR}/`);
  } finally {
    await browser.close();
    started?.server.kill();
  }
}

await main();
