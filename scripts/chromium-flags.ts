// Flags for Debian's Chromium on this kind of machine (DESIGN.md section 3), shared by the Playwright
// journeys and npm run lighthouse so both measure the same browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
