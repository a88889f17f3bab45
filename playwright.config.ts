import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium-flags.ts";
import { GEOCODER_PORT, MAIL_CATCHER_PORT, SHOP_PORT, SMTP_PORT } from "./tests/e2e/ports.ts";

// Journeys run in Debian's Chromium against a production build on a fresh demo database.
const port = SHOP_PORT;
// The shop asks a local Kartverket stand-in for addresses (decision 028), on the next port.
const geocoderPort = GEOCODER_PORT;
// The shop sends mail over SMTP to a local mail catcher; journeys read a customer's mail from it
// (tests/servers/mail-catcher.ts), since the back office never shows a mail's links (issue 29).
const smtpPort = SMTP_PORT;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "nb-NO",
    timezoneId: "Europe/Oslo",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `npx tsx tests/servers/kartverket.ts ${geocoderPort}`,
      url: `http://127.0.0.1:${geocoderPort}/adresser/v1/sok?sok=Storgata`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx tests/servers/mail-catcher.ts ${smtpPort} ${MAIL_CATCHER_PORT}`,
      url: `http://127.0.0.1:${MAIL_CATCHER_PORT}/messages`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The server as npm start runs it: compiled (decision 057), from the code as it is now.
      command: "rm -rf data/e2e && npm run build:server && node build/server-app/main.js",
      url: `http://127.0.0.1:${port}/api/v1/genders`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: "./data/e2e",
        SEED_DEMO: "1",
        SEED_ARTICLES: "400",
        // short, so the stale-while-revalidate journey need not wait 30 s
        PAGE_CACHE_SECONDS: "2",
        LOG_LEVEL: "warn",
        // One proxy hop, so a journey can be a visitor of its own address (X-Forwarded-For: the poll
        // journey); requests without the header are the browser's own loopback address, exempt from
        // the rate limits as before (the exemption is off by default in production, decision 073).
        TRUST_PROXY: "1",
        RATE_LIMIT_EXEMPT_LOOPBACK: "1",
        GEOCODER_URL: `http://127.0.0.1:${geocoderPort}/adresser/v1`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
