// npm run lighthouse: mobile Lighthouse (its default emulation: a mid-range phone on a throttled
// network) in Debian's Chromium against a production server on a demo database, for the home page,
// a category page, a product page, a search, the checkout, the shop finder and a blog post. Prints
// performance, accessibility, best practices and SEO scores, CLS and the initial JavaScript
// (transferred, i.e. compressed), and writes the JSON under
// reports/. Budgets: DESIGN.md section 8. Run `npm run build` first (the npm script does).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { productPath } from "../app/features/catalog/product-path.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium-flags.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const base = `http://127.0.0.1:${port}`;
const dataDir = process.env.LIGHTHOUSE_DATA_DIR ?? "./data/lighthouse";
// The same browser and flags as the Playwright journeys, headless.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
// LIGHTHOUSE_ONLY=product,checkout measures those pages alone; LIGHTHOUSE_FULL=1 also keeps each
// page's whole Lighthouse report (reports/lhr-<page>.json) to read the audits behind a score.
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(",").map((name) => name.trim());
const KEEP_FULL = process.env.LIGHTHOUSE_FULL === "1";
const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, jsKb: 90, cls: 0 };

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["build/server-app/main.js"], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Every request comes from this machine: exempt from the rate limits (off by default in production).
      RATE_LIMIT_EXEMPT_LOOPBACK: process.env.RATE_LIMIT_EXEMPT_LOOPBACK ?? "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/genders`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  process.kill(-(server.pid ?? 0), "SIGTERM");
  throw new Error("The server did not start within 300 s");
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Home, the biggest category, the first article of that category, a search, the checkout (an empty
 * cart: the cart lives in the browser), the shop finder, a shop's page and the newest blog post.
 */
async function pages(): Promise<{ name: string; path: string }[]> {
  const { data: categories } = await json<{ data: { id: number; slug: string; articlesCount: number }[] }>(
    `${base}/api/v1/categories`,
  );
  const category = [...categories].sort((a, b) => b.articlesCount - a.articlesCount)[0];
  const { data: articles } = await json<{ data: { id: number; slug: string }[] }>(
    `${base}/api/v1/categories/${category.id}/articles?per_page=1`,
  );
  const { data: posts } = await json<{ data: { slug: string }[] }>(`${base}/api/v1/blog/posts?per_page=1`);
  return [
    { name: "home", path: "/" },
    { name: "category", path: `/${category.slug}` },
    { name: "product", path: productPath(articles[0]) },
    { name: "search", path: "/search/jakke" },
    { name: "checkout", path: "/checkout" },
    { name: "shop finder", path: "/butikker?postnummer=0150" },
    { name: "blog post", path: `/blog/${posts[0]?.slug ?? ""}` },
  ];
}

/**
 * One page as a first visit: consent banner, no cookies (Lighthouse's own storage reset keeps them),
 * so each page gets a browser of its own. Lighthouse now and then loses the trace's navigation start
 * (NO_NAVSTART) and scores the page 0; such a run is measured again, up to three times.
 */
async function measure(url: string) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    }).finally(() => chrome.kill());
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!runner.lhr.runtimeError || attempt === 3) return runner;
    console.warn(`${url}: ${runner.lhr.runtimeError.code}, measuring again`);
  }
}

interface AuditDetails {
  items?: { resourceType?: string; transferSize?: number; label?: string }[];
}

async function main() {
  if (!existsSync(path.join(root, "build/server-app/main.js"))) throw new Error("Run npm run build first");
  const server = await startServer();
  const results: Record<string, unknown>[] = [];
  try {
    for (const page of (await pages()).filter((p) => !ONLY || ONLY.includes(p.name))) {
      const runner = await measure(`${base}${page.path}`);
      const { lhr } = runner;
      if (KEEP_FULL) {
        mkdirSync(path.join(root, "reports"), { recursive: true });
        writeFileSync(path.join(root, "reports", `lhr-${page.name.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr));
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Record<(typeof CATEGORIES)[number], number>;
      const summary = (lhr.audits["resource-summary"]?.details as AuditDetails | undefined)?.items ?? [];
      const scriptBytes = summary.find((i) => i.resourceType === "script")?.transferSize ?? 0;
      const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0;
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const metricsMs = {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        si: metric("speed-index"),
      };
      results.push({ ...page, ...scores, initialJsKb: Math.round(scriptBytes / 102.4) / 10, cls, metricsMs, failed });
    }
  } finally {
    process.kill(-(server.pid ?? 0), "SIGTERM");
  }

  console.log(
    "\npage      perf  a11y  best  seo   JS KB (transferred)  CLS    FCP/LCP/TBT ms     failed binary audits",
  );
  for (const r of results as {
    name: string;
    performance: number;
    accessibility: number;
    "best-practices": number;
    seo: number;
    initialJsKb: number;
    cls: number;
    metricsMs: { fcp: number; lcp: number; tbt: number };
    failed: string[];
  }[]) {
    console.log(
      `${r.name.padEnd(9)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r["best-practices"]).padStart(4)}  ${String(r.seo).padStart(4)}  ${String(r.initialJsKb).padStart(8)}             ${r.cls.toFixed(3)}  ${`${r.metricsMs.fcp}/${r.metricsMs.lcp}/${r.metricsMs.tbt}`.padEnd(17)}  ${r.failed.join(", ")}`,
    );
  }
  console.log(
    `budget    ≥${BUDGET.performance}   ${BUDGET.accessibility}   ${BUDGET["best-practices"]}   ${BUDGET.seo}   ≤ ${BUDGET.jsKb}                ${BUDGET.cls}`,
  );
  const dir = path.join(root, "reports");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(root, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
