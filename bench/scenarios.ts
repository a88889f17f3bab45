// What npm run bench measures. Each scenario cycles through many paths so that a result is not
// one cached answer replayed; later features add their scenarios here.
// The product page's own address (/product/{id} only redirects to it).
import { emptyFilters, listSearch } from "../app/features/catalog/list/list-state.ts";
import { productPath } from "../app/features/catalog/product-path.ts";
import {
  categoryAddresses,
  type ListedArticle,
  type ListedCategory,
  productAddresses,
  searchQueries,
  vocabularyOf,
} from "./long-tail.ts";

export interface BenchRequest {
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface Scenario {
  name: string;
  budget: string;
  method?: "GET" | "POST";
  minArticles?: number;
  /**
   * The long tail: the warm-up sends these instead of `paths`, and the measurement walks `paths`
   * once from the start (the run says how many it sent, and how many it had to send again).
   */
  warmPaths?(base: string): Promise<BenchRequest[]>;
  paths(base: string): Promise<BenchRequest[]>;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The biggest category and its first 50 pages (20 articles each) in the default sort. */
async function categoryPages(base: string) {
  const { data } = await json<{ data: { id: number; articlesCount: number; slug: string }[] }>(
    `${base}/api/v1/categories`,
  );
  const biggest = [...data].sort((a, b) => b.articlesCount - a.articlesCount)[0];
  const pages = Math.min(50, Math.ceil(biggest.articlesCount / 20));
  return { category: biggest, pages };
}

/** 500 visible articles spread over the catalogue. */
async function articles(base: string): Promise<{ id: number; slug: string }[]> {
  const { category, pages } = await categoryPages(base);
  const found: { id: number; slug: string }[] = [];
  for (let page = 1; page <= Math.min(pages, 25); page++) {
    const { data } = await json<{ data: { id: number; slug: string }[] }>(
      `${base}/api/v1/categories/${category.id}/articles?page=${page}`,
    );
    found.push(...data.map((a) => ({ id: a.id, slug: a.slug })));
  }
  return found;
}

/** Up to `max` articles, taken page by page from every category in turn (per_page 100). */
async function manyArticles(base: string, max: number): Promise<ListedArticle[]> {
  const { data: categories } = await json<{ data: { id: number; articlesCount: number }[] }>(
    `${base}/api/v1/categories`,
  );
  const found = new Map<number, ListedArticle>();
  for (let page = 1; found.size < max; page++) {
    const open = categories.filter((c) => (page - 1) * 100 < c.articlesCount);
    if (open.length === 0) break;
    for (const c of open) {
      const { data } = await json<{ data: ListedArticle[] }>(
        `${base}/api/v1/categories/${c.id}/articles?page=${page}&per_page=100`,
      );
      for (const a of data) found.set(a.id, a);
    }
  }
  return [...found.values()].slice(0, max);
}

/** Lists of addresses and queries are built once per server (they take a few hundred requests). */
const memo = new Map<string, Promise<unknown>>();
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as Promise<T>;
}

/** About 6,000 articles' product addresses (every article at 2,000), ~30,000 at most. */
const productList = (base: string) =>
  once(`products:${base}`, async () => productAddresses(await manyArticles(base, 6000)).slice(0, 30_000));

async function categoryList(base: string): Promise<string[]> {
  return once(`categories:${base}`, async () => {
    const [{ data: categories }, { data: colours }, { data: genders }] = await Promise.all([
      json<{ data: ListedCategory[] }>(`${base}/api/v1/categories`),
      json<{ data: { id: number }[] }>(`${base}/api/v1/colorgroups`),
      json<{ data: { id: number }[] }>(`${base}/api/v1/genders`),
    ]);
    return categoryAddresses(
      categories,
      colours.map((c) => c.id),
      genders.map((g) => g.id),
    ).slice(0, 30_000);
  });
}

/**
 * A demo customer's session, logged in through the real login route as a browser would: the
 * double-submit CSRF token as cookie and header. The session cookie keeps every page out of the page
 * cache, so each request is rendered for that customer.
 */
const DEMO_CUSTOMER = { email: "kari@example.no", password: "Demo-passord-1" };
export async function loggedInCookie(base: string): Promise<string> {
  return once(`session:${base}`, async () => {
    const token = "c".repeat(43);
    const res = await fetch(`${base}/api/v1/customers/login`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token },
      body: JSON.stringify(DEMO_CUSTOMER),
    });
    if (!res.ok) throw new Error(`Login as ${DEMO_CUSTOMER.email}: ${res.status} ${await res.text()}`);
    const session = res.headers.getSetCookie().find((c) => c.startsWith("butikk_session="));
    if (!session) throw new Error("The login answered without a session cookie");
    return session.split(";")[0];
  });
}

/**
 * Queries from the catalogue's own words (article and subcategory names); the first 300 are the
 * warm-up's, the rest the measurement's, so no measured query was sent before in the run. 60,000:
 * enough for 12 s at ~5,000 req/s (20,000 ran out at 2,600 req/s with PGlite on its own thread).
 */
const WARM_QUERIES = 300;
const searchList = (base: string) =>
  once(`queries:${base}`, async () => {
    const names = (await manyArticles(base, 6000)).map((a) => a.name);
    const { data: categories } = await json<{ data: ListedCategory[] }>(`${base}/api/v1/categories`);
    const fixed = new Set([...ONE_WORD, ...TWO_WORDS, ...TYPOS]);
    const queries = searchQueries(vocabularyOf([...names, ...categories.map((c) => c.name)]), 60_300, 16);
    return queries.filter((q) => !fixed.has(q));
  });

const articleIds = async (base: string) => (await articles(base)).map((a) => a.id);

const SHOP_POINTS: [number, number][] = [
  [59.91, 10.75],
  [60.39, 5.32],
  [63.43, 10.39],
  [69.65, 18.96],
  [58.97, 5.73],
  [61.11, 10.47],
  [67.28, 14.4],
  [58.15, 8.0],
];

// Search is a POST with the double-submit CSRF token a page would have given the browser.
const CSRF = "b".repeat(43);
const searchRequest = (body: object): BenchRequest => ({
  path: "/api/v1/articles/search",
  body: JSON.stringify({ take: 20, ...body }),
  headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${CSRF}`, "x-xsrf-token": CSRF },
});

const ONE_WORD = [
  "jakke",
  "bukse",
  "sko",
  "ski",
  "lue",
  "votter",
  "telt",
  "sekk",
  "hansker",
  "genser",
  "sykkel",
  "ull",
];
const TWO_WORDS = [
  "jakke dame",
  "sko herre",
  "ski junior",
  "bukse barn",
  "fjell sko",
  "ull genser",
  "regn jakke",
  "tursekk svart",
];
const TYPOS = ["jakek", "buske", "skalljakek", "fjelsko", "hanksker", "lopesko", "sovepose", "tursekkk"];

const withCookie = (paths: string[], cookie?: string): BenchRequest[] =>
  paths.map((path) => (cookie ? { path, headers: { cookie } } : { path }));

const WARM_RESERVATIONS = 200;

/**
 * One-line pickup reservations that can all be held: every variant in every shop that has units to
 * spare among up to 6,000 articles, as often as it has them (three units are left: the shop's safety
 * buffer, and an article answer a little behind), one round over all of them before the next, 30,000
 * at most.
 */
const reservationList = (base: string) =>
  once(`reservations:${base}`, async () => {
    const token = "b".repeat(43);
    const headers = { "content-type": "application/json", cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token };
    const spare: { ean: string; shop: number; units: number }[] = [];
    for (const { id } of await manyArticles(base, 6000)) {
      const { data } = await json<{
        data: {
          canPurchase: boolean;
          variants: { ean: string; canPurchase: boolean; shops: { id: number; qty: number }[] }[];
        };
      }>(`${base}/api/v1/articles/${id}`);
      if (!data.canPurchase) continue;
      for (const v of data.variants) {
        if (!v.canPurchase) continue;
        for (const s of v.shops) if (s.qty > 3) spare.push({ ean: v.ean, shop: s.id, units: Math.min(10, s.qty - 3) });
      }
    }
    const requests: BenchRequest[] = [];
    for (let round = 0; requests.length < 30_000 && spare.some((s) => s.units > round); round++) {
      for (const s of spare) {
        if (s.units <= round || requests.length >= 30_000) continue;
        requests.push({
          path: "/api/v1/reservations/klarna/",
          headers,
          body: JSON.stringify({
            order: [{ EanNo: s.ean, Count: 1 }],
            shop: s.shop,
            payment: "card",
            orderInfo: {
              CustomerName: "Bench Mark",
              Email: "bench@example.no",
              Phone: "91234567",
              Delivery: false,
              shipping_method_id: 1,
            },
          }),
        });
      }
    }
    return requests;
  });

/** The long tail (issue 16): thousands of distinct addresses and queries, each sent once. */
const longTail: Scenario[] = [
  {
    name: "long tail: SSR product page, distinct addresses",
    budget: "≥ 600 req/s, p95 ≤ 40 ms",
    async warmPaths(base) {
      return withCookie((await productList(base)).slice(-200));
    },
    async paths(base) {
      return withCookie((await productList(base)).slice(0, -200));
    },
  },
  {
    name: "long tail: SSR product page, distinct addresses, logged in",
    budget: "≥ 600 req/s, p95 ≤ 40 ms",
    async warmPaths(base) {
      return withCookie((await productList(base)).slice(0, 200), await loggedInCookie(base));
    },
    // Walked from the other end (past the anonymous warm-up's), so the anonymous run's reads are furthest behind.
    async paths(base) {
      return withCookie((await productList(base)).slice(200, -200).reverse(), await loggedInCookie(base));
    },
  },
  {
    name: "long tail: SSR category page, distinct addresses",
    budget: "≥ 500 req/s, p95 ≤ 50 ms",
    async warmPaths(base) {
      return withCookie((await categoryList(base)).slice(-200));
    },
    async paths(base) {
      return withCookie((await categoryList(base)).slice(0, -200));
    },
  },
  {
    name: "long tail: SSR category page, distinct addresses, logged in",
    budget: "≥ 500 req/s, p95 ≤ 50 ms",
    async warmPaths(base) {
      return withCookie((await categoryList(base)).slice(0, 200), await loggedInCookie(base));
    },
    async paths(base) {
      return withCookie((await categoryList(base)).slice(200, -200).reverse(), await loggedInCookie(base));
    },
  },
  {
    name: "long tail: API search, distinct queries",
    budget: "≥ 500 req/s, p95 ≤ 50 ms",
    method: "POST",
    async warmPaths(base) {
      return (await searchList(base)).slice(0, WARM_QUERIES).map((query) => searchRequest({ query }));
    },
    async paths(base) {
      return (await searchList(base)).slice(WARM_QUERIES).map((query) => searchRequest({ query }));
    },
  },
];

export const scenarios: Scenario[] = [
  {
    name: "API category list (20 articles)",
    budget: "≥ 5,000 req/s, p95 ≤ 10 ms",
    async paths(base) {
      const { category, pages } = await categoryPages(base);
      return Array.from({ length: pages }, (_, i) => ({
        path: `/api/v1/categories/${category.id}/articles?page=${i + 1}`,
      }));
    },
  },
  {
    name: "API article detail",
    budget: "≥ 5,000 req/s, p95 ≤ 10 ms",
    async paths(base) {
      return (await articleIds(base)).map((id) => ({ path: `/api/v1/articles/${id}` }));
    },
  },
  {
    name: "SSR home page",
    budget: "≥ 500 req/s, p95 ≤ 50 ms",
    async paths() {
      return [{ path: "/" }];
    },
  },
  {
    // Points spread over Norway, so each answer sorts the chain differently.
    name: "API shops by distance (GET /shops?lat=&lon=)",
    budget: "≥ 1000 req/s, p95 ≤ 20 ms",
    async paths() {
      return SHOP_POINTS.map(([lat, lon]) => ({ path: `/api/v1/shops?lat=${lat}&lon=${lon}` }));
    },
  },
  {
    name: "SSR shop finder /butikker (postcodes)",
    budget: "≥ 300 req/s, p95 ≤ 50 ms",
    async paths() {
      return ["0150", "5003", "7010", "9008", "4006", "2317", "3015", "8006"].map((code) => ({
        path: `/butikker?postnummer=${code}`,
      }));
    },
  },
  {
    name: "SSR category page (50 pages)",
    budget: "≥ 500 req/s, p95 ≤ 50 ms",
    async paths(base) {
      const { category, pages } = await categoryPages(base);
      return Array.from({ length: pages }, (_, i) => ({ path: `/${category.slug}?page=${i + 1}` }));
    },
  },
  {
    // Each colour group of the biggest category in the three sort orders: lists the page cache
    // has not seen before the warm-up, with the filter queries behind them.
    name: "SSR category page, filtered by colour and sorted",
    budget: "≥ 500 req/s, p95 ≤ 50 ms",
    async paths(base) {
      const { category } = await categoryPages(base);
      const { data: colours } = await json<{ data: { id: number }[] }>(`${base}/api/v1/colorgroups`);
      return colours.flatMap((colour) =>
        (["bestseller", "price", "name"] as const).map((sort) => ({
          path: `/${category.slug}${listSearch({ sort, reverse: false, page: 1, filters: { ...emptyFilters(), colors: [colour.id] } })}`,
        })),
      );
    },
  },
  {
    name: "SSR product page (500 articles)",
    budget: "≥ 500 req/s, p95 ≤ 50 ms",
    async paths(base) {
      return (await articles(base)).map((a) => ({ path: productPath(a) }));
    },
  },
  {
    // A cookie outside the page cache's neutral list makes the server render every request:
    // what a logged-in visitor costs.
    name: "SSR product page, rendered every time",
    budget: "(no budget: shows the render cost)",
    async paths(base) {
      return (await articles(base)).map((a) => ({ path: productPath(a), headers: { cookie: "bench=1" } }));
    },
  },
  {
    name: "API search, one word (20 hits)",
    budget: "≥ 1,000 req/s, p95 ≤ 25 ms",
    method: "POST",
    async paths() {
      return ONE_WORD.map((query) => searchRequest({ query }));
    },
  },
  {
    name: "API search, two words (20 hits)",
    budget: "≥ 1,000 req/s, p95 ≤ 25 ms",
    method: "POST",
    async paths() {
      return TWO_WORDS.map((query) => searchRequest({ query }));
    },
  },
  {
    name: "API search with filters (20 hits)",
    budget: "≥ 1,000 req/s, p95 ≤ 25 ms",
    method: "POST",
    async paths() {
      return ONE_WORD.flatMap((query, i) => [
        searchRequest({
          query,
          filters: [
            { key: "price", operator: "BETWEEN", value: [200 + i * 50, 2000 + i * 100] },
            { key: "gender", operator: "IN", value: [1, 10] },
          ],
        }),
        searchRequest({
          query,
          filters: [
            { key: "colorGroups", operator: "=", value: "svart" },
            { key: "available", operator: "=", value: 55 },
          ],
        }),
      ]);
    },
  },
  {
    name: "API search with a typo (20 hits)",
    budget: "≥ 1,000 req/s, p95 ≤ 25 ms",
    method: "POST",
    async paths() {
      return TYPOS.map((query) => searchRequest({ query }));
    },
  },
  ...longTail,
  // Last: the mails and expiring holds its reservations leave behind keep the server busy for a
  // while after it, which must not be measured as another row's cost.
  {
    // Click and collect: one line held in a shop that has the variant, and a Klarna session (the
    // stand-in, in process); the anonymous visitor's CSRF token is the double-submit cookie echoed in
    // the header. Walked once (decision 054): a list that went round again ran variants dry, and the
    // quick 409s then counted as served reservations.
    name: "POST /reservations/klarna/ (pickup, 1 line)",
    budget: "p95 ≤ 50 ms, 0 oversold",
    method: "POST",
    async warmPaths(base) {
      return (await reservationList(base)).slice(0, WARM_RESERVATIONS);
    },
    async paths(base) {
      return (await reservationList(base)).slice(WARM_RESERVATIONS);
    },
  },
];
