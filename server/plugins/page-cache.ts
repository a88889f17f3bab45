// Server-rendered pages (GET documents). Each page is collected whole and compressed in one go, which
// costs far less than a compression stream per response. Pages seen by anonymous visitors are also
// micro-cached: rendered with placeholder tokens instead of the request's CSP nonce and CSRF token,
// kept per brand, URL and consent state, and every answer gets the request's own tokens filled in.
// A page is fresh for PAGE_CACHE_SECONDS (30 s); after that the next visitor still gets it at once
// while the server renders it anew in the background (stale-while-revalidate, up to four times that
// old). The catalogue version clears the cache at once. A page is kept from its second request on
// (a doorkeeper): the first request is rendered for its visitor alone, so the long tail of a large
// catalogue (pages asked for once) costs no packing and cannot push the pages asked for often out.
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isbot } from "isbot";
import { consentValue, parseConsent } from "../../domain/consent.ts";
import { isFirstVisit } from "../../domain/first-visit.ts";
import type { Database } from "../db/client.ts";
import { encodeNow, ownBytes, pack, preferredEncoding, unpack } from "../lib/encoding.ts";
import { Lru } from "../lib/lru.ts";
import { VersionedCache } from "../lib/versioned-cache.ts";
import { CHECKOUT_COOKIE } from "../modules/reservations/checkout-key.ts";
import { ensureCsrfToken } from "./csrf.ts";
import { cspNonce } from "./security-headers.ts";

export const NONCE_PLACEHOLDER = "pagecachenonce00000000";
export const CSRF_PLACEHOLDER = "pagecachecsrftoken0000000000000000000000000";
/**
 * Background renders at a time. More stale pages wait for a later visit, so refreshing never
 * crowds out visitors; under heavy load pages just stay stale a little longer (up to the maximum).
 */
const MAX_REFRESHES = 2;

/**
 * Cache keys asked for once, remembered so the second request keeps its page. Keeping a page costs
 * ~1.3 ms of CPU (rendering with placeholders, a copy, packing it: a 75 KB first-visit product page
 * went from 4.3 to 5.6 ms), and at 100,000 articles most product pages are asked for once in a while.
 * 20,000 keys of ~80 characters hold ~4 MB.
 */
const ASKED_ONCE = 20_000;

/**
 * Cookies that do not change what a page shows (besides consent, which is part of the key). The
 * checkout key only proves which browser started a reservation; no page reads it.
 */
const NEUTRAL_COOKIES = new Set(["cookiesAccepted", "XSRF-TOKEN", "_ga", "_gid", "_fbp", CHECKOUT_COOKIE]);
const CACHED_HEADERS = ["content-type", "vary", "cache-control"];

interface CachedPage {
  /**
   * UTF-8 (half the memory of the two-byte string V8 holds a Norwegian page in), replaced by its
   * brotli form once that is made (a quarter again): 12 MB then hold ~600 product pages, not ~150.
   */
  body: Buffer;
  packed: boolean;
  headers: Record<string, string>;
  renderedAt: number;
}

interface PageState {
  /** Set when the page is to be cached: it is then rendered with placeholder tokens. */
  cacheKey: string | null;
  /** Set for an anonymous page, kept or not (the answer says "miss"). */
  shared: boolean;
  nonce: string;
  csrfToken: string;
}

declare module "fastify" {
  interface FastifyRequest {
    page?: PageState;
  }
}

type RequestLike = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  cookies: Record<string, string | undefined>;
};

/** What picks a page's brand and the origin of its links (plugins/tenant.ts). */
type Site = { tenant: { id: number }; publicOrigin: string };

/** A GET for a page: not a client navigation (.data), the API, an asset or an image. */
export function isPageRequest(req: RequestLike): boolean {
  if (req.method !== "GET") return false;
  const path = req.url.split("?")[0];
  if (path.endsWith(".data") || path.startsWith("/api/") || path.startsWith("/assets/") || path.startsWith("/img/")) {
    return false;
  }
  const accept = String(req.headers.accept ?? "");
  return !accept || accept.includes("text/html") || accept.includes("*/*");
}

/** The cache key of a page request, or null when its page must be rendered for it alone. */
export function pageCacheKey(req: RequestLike & Site): string | null {
  if (!isPageRequest(req)) return null;
  if (Object.keys(req.cookies).some((name) => !NEUTRAL_COOKIES.has(name))) return null;
  // The choice itself, not just its presence: the /samtykke page shows it.
  const choice = parseConsent(req.cookies.cookiesAccepted);
  const consent = choice ? consentValue(choice) : "-";
  const bot = isbot(String(req.headers["user-agent"] ?? "")) ? "b" : "-";
  // A first visit's page has the common stylesheets inside it, a later one links them.
  const first = isFirstVisit((name) => req.cookies[name]) ? "f" : "-";
  // The brand and the origin the page's links are built with, never the Host header as sent: an
  // unknown or forged Host shares the entry of the origin it is rendered with (decision 073).
  return `${req.tenant.id}|${req.publicOrigin}|${consent}${bot}${first}|${req.url}`;
}

/**
 * Whether a rendered page may go into the shared cache: a whole HTML page, and not one that says it is
 * private (a receipt behind its secret link, decision 034), whoever asked for it.
 */
export function mayKeepPage(status: number, contentType: unknown, cacheControl: unknown): boolean {
  if (status !== 200 || !String(contentType).startsWith("text/html")) return false;
  return !/private|no-store/i.test(String(cacheControl ?? ""));
}

/** The filled-in page, compressed here when the client accepts it (so compression's stream is skipped). */
function pageBody(req: FastifyRequest, reply: FastifyReply, template: string, state: PageState): string | Buffer {
  const html = state.cacheKey ? fillTokens(template, state.nonce, state.csrfToken) : template;
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  reply.header("vary", "accept-encoding");
  if (!encoding) return html;
  reply.header("content-encoding", encoding);
  return encodeNow(html, encoding);
}

export function fillTokens(html: string, nonce: string, csrfToken: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(CSRF_PLACEHOLDER, csrfToken);
}

/** The tokens a page is rendered with: placeholders when its HTML will be cached. */
export function renderTokens(req: FastifyRequest, reply: FastifyReply): { nonce: string; csrfToken: string } {
  if (req.page?.cacheKey) return { nonce: NONCE_PLACEHOLDER, csrfToken: CSRF_PLACEHOLDER };
  return { nonce: cspNonce(reply.raw), csrfToken: ensureCsrfToken(req, reply) };
}

async function readAll(payload: unknown): Promise<Buffer> {
  if (typeof payload === "string") return Buffer.from(payload, "utf8");
  if (Buffer.isBuffer(payload)) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks);
}

export interface PageCacheOptions {
  database: Database;
  /** Seconds a cached page is fresh; 0 renders every page (still collected and compressed whole). */
  freshSeconds: number;
}

export const pageCachePlugin = fp(async (app: FastifyInstance, { database, freshSeconds }: PageCacheOptions) => {
  const freshMs = freshSeconds * 1000;
  // A kept page's life: fresh, then served stale while rendered anew, up to four times as old.
  const keptMs = freshMs * 4;
  const cache = new VersionedCache(database, "catalog", { maxBytes: 12 * 1024 * 1024, ttlMs: keptMs });
  // Marks the server's own background renders, so they skip the cache they are refreshing.
  const refreshSecret = randomBytes(16).toString("hex");
  const refreshing = new Set<string>();
  // When each key was first asked for; a second request within a kept page's life keeps its page.
  const askedOnce = new Lru<number>(ASKED_ONCE);
  const askedBefore = (key: string): boolean => {
    const at = askedOnce.get(key);
    if (at !== undefined && Date.now() - at <= keptMs) return true;
    askedOnce.set(key, Date.now());
    return false;
  };

  /** Renders the page again through the whole app, as the visitor would get it, and caches it. */
  const refresh = (req: FastifyRequest, key: string) => {
    if (refreshing.has(key) || refreshing.size >= MAX_REFRESHES) return;
    refreshing.add(key);
    app
      .inject({
        method: "GET",
        url: req.url,
        headers: {
          host: req.headers.host ?? "",
          accept: "text/html",
          "user-agent": String(req.headers["user-agent"] ?? ""),
          cookie: req.headers.cookie ?? "",
          "x-page-refresh": refreshSecret,
        },
      })
      .catch((error) => req.log.warn({ err: error }, "page refresh failed"))
      .finally(() => refreshing.delete(key));
  };

  // The text of the pages hit most, so a hit on them skips unpacking and decoding (~0.3 ms for a
  // product page, a quarter of a hit's work; more for a category page). A page's text takes two
  // bytes a character: 12 MB hold the 60-odd pages hit most (8 MB cost the 50 category pages' row
  // a third of its rate: each hit unpacked again).
  const texts = new Lru<{ page: CachedPage; html: string }>(12 * 1024 * 1024, (entry) => entry.html.length * 2);
  const textOf = (key: string, page: CachedPage): string => {
    const known = texts.get(key);
    if (known?.page === page) return known.html;
    const html = page.packed ? unpack(page.body) : page.body.toString("utf8");
    texts.set(key, { page, html });
    return html;
  };

  /**
   * Packs a kept page off the main thread (~0.6 ms of a compression thread for a product page), so
   * it takes a quarter of the memory: packed only on its first hit, a page would have to survive
   * unpacked until then, and 500 product pages visited in turn never did.
   */
  const packLater = (req: FastifyRequest, key: string, page: CachedPage) => {
    pack(page.body)
      .then(async (packed) => {
        // Unless the page was rendered again or dropped meanwhile.
        if ((await cache.peek<CachedPage>(key)) === page)
          cache.set(key, { ...page, body: packed, packed: true }, packed.length + 256);
      })
      .catch((error) => req.log.warn({ err: error }, "page could not be packed"));
  };

  app.addHook("onRequest", async (req, reply) => {
    if (!isPageRequest(req)) return;
    const key = freshMs > 0 ? pageCacheKey(req) : null;
    const state: PageState = {
      cacheKey: key,
      shared: key !== null,
      nonce: cspNonce(reply.raw),
      csrfToken: ensureCsrfToken(req, reply),
    };
    const isRefresh = req.headers["x-page-refresh"] === refreshSecret;
    const hit = key && !isRefresh ? await cache.peek<CachedPage>(key) : undefined;
    if (key && hit) {
      const stale = Date.now() - hit.renderedAt > freshMs;
      if (stale) refresh(req, key);
      reply.headers(hit.headers).header("x-page-cache", stale ? "stale" : "hit");
      const html = textOf(key, hit);
      return reply.send(pageBody(req, reply, html, state));
    }
    // A background render replaces a kept page; any other miss keeps its page only if asked before.
    if (key && !isRefresh && !askedBefore(key)) state.cacheKey = null;
    req.page = state;
  });

  app.addHook("onSend", async (req, reply, payload) => {
    const state = req.page;
    if (!state || payload == null) return payload;
    const bytes = await readAll(payload);
    const body = bytes.toString("utf8");
    if (state.shared) reply.header("x-page-cache", "miss");
    if (!state.cacheKey) return pageBody(req, reply, body, state);
    if (mayKeepPage(reply.statusCode, reply.getHeader("content-type"), reply.getHeader("cache-control"))) {
      const headers: Record<string, string> = {};
      for (const name of CACHED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const page: CachedPage = { body: ownBytes(bytes), packed: false, headers, renderedAt: Date.now() };
      cache.set(state.cacheKey, page, bytes.length + 256);
      packLater(req, state.cacheKey, page);
    }
    return pageBody(req, reply, body, state);
  });
});
