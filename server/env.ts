// Configuration is read once and validated at start: a bad value stops the process with a clear message.
import { isIP } from "node:net";
import { z } from "zod";

// An empty value means "not set", so `DATABASE_URL= npm start` uses the embedded database.
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url().optional());

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a CIDR range ("10.0.0.0/8", "fd00::/8") or one of proxy-addr's range names. */
export function isProxyAddress(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [address, prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: "0"/"false"/unset is no proxy (false); a whole number is that many proxy hops; anything
 * else is a comma list of proxy addresses. "true" (trust every address, so a client can name its own)
 * is refused.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? "").trim().toLowerCase();
    if (value === "" || value === "0" || value === "false") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    }
    const list = value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
    if (list.length > 0 && list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: "custom",
      message: "must be 0, a number of proxy hops (1 to 32) or a comma list of proxy addresses or CIDR ranges",
    });
    return z.NEVER;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  // Behind a reverse proxy (decision 073): how many proxy hops ("1": one nginx in front) or which
  // proxy addresses ("10.0.0.5,192.168.1.0/24") to trust for X-Forwarded-For and -Proto; "0": none.
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // PostgreSQL connection string; when empty the embedded PGlite database in DATA_DIR is used.
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data/db"),
  // "1": the embedded database runs on a worker thread of its own beside the request handling
  // (decision 061); "0": in the server's own thread.
  PGLITE_THREAD: z.enum(["0", "1"]).default("1"),
  // Uploaded images live in the database (decision 077). A folder where an older version kept them
  // (unset: the folder "images" in DATA_DIR) is moved into the database at start, if it exists.
  IMAGE_DIR: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  // Megabytes of image sizes each node keeps in memory after serving them (0: read every one).
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
  // "1": this node works the job queues (reservation expiry, payment retries, mail); "0": it only
  // queues jobs, which the nodes with "1" work (decision 077). At least one node needs "1".
  JOBS: z.enum(["0", "1"]).default("1"),
  // "1": the node applies the migrations at start; "0": it does not, and stays not ready (/readyz 503)
  // while the database lacks one, until `npm run db:migrate` is run. Unset: "0" in production on
  // PostgreSQL (several nodes: migrating is a deploy step), else "1" (decision 077).
  MIGRATE_AT_START: z.enum(["0", "1"]).optional(),
  // Public origin of the shop (for canonical links and mail); defaults to http://localhost:PORT.
  PUBLIC_URL: optionalUrl,
  OSRM_URL: optionalUrl,
  // How long an OSRM table request may take before the shop answers with great-circle distances.
  OSRM_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5000),
  // Kartverket's address API (https://ws.geonorge.no/adresser/v1); unset: no address lookup.
  GEOCODER_URL: optionalUrl,
  // How long an address lookup may take; a slower geocoder counts as down and does not block orders.
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(3000),
  // A Facebook page's posts (Graph API /{page-id}/posts with fields and token); unset: the database's.
  SOCIAL_FEED_URL: optionalUrl,
  // How long the social feed may take before the home page's block says it failed.
  SOCIAL_FEED_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(3000),
  // Map tiles behind the shop finder's map ({z}/{x}/{y} in the address); unset: a plain drawn map.
  MAP_TILE_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v), {
      message: "must be an http(s) address with {z}, {x} and {y}",
    }),
  MAP_TILE_ATTRIBUTION: z.string().default(""),
  SMTP_URL: optionalUrl,
  // How long one SMTP step (connect, greeting, each reply) may take before the attempt fails and the
  // mail.send job retries it later; mail is never sent inside a request (decision 076).
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MAIL_FROM: z.string().default("Butikk <post@butikk.local>"),
  KLARNA_API_URL: optionalUrl,
  KLARNA_USERNAME: z.string().optional(),
  KLARNA_PASSWORD: z.string().optional(),
  // Where the checkout loads Klarna's browser SDK from when Klarna is configured; unset: Klarna's own
  // (https://x.klarnacdn.net/kp/lib/v1/api.js). Its origin is what the pages' CSP admits (decision 072).
  KLARNA_SDK_URL: optionalUrl,
  // How long one call to Klarna may take; a slower Klarna counts as down and the shopper or staff are
  // told so in Norwegian, with nothing held longer than the reservation's own hold (decision 072).
  KLARNA_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  // How long an anonymous visitor's server-rendered page is served from the page cache before it is
  // rendered anew in the background (0 turns the page cache off).
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // How long a node answers from its catalogue cache (lists, details, stock per shop) before reading
  // again. Stock changes (holds, returns) do not clear the cache, so this is how old stock may look.
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Sessions end after this long without a request (idle) and this long after login (absolute).
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  // Rate limits per client address and window (0 turns a tier off): every /api/v1 route, and the
  // stricter tiers for login, register, password reset (mail and new password), resend verification
  // and review posting. Loopback clients are exempt while RATE_LIMIT_EXEMPT_LOOPBACK is "1".
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RATE_LIMIT_API: z.coerce.number().int().min(0).default(3000),
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_REGISTER: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_PASSWORD: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_RESEND: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_REVIEW: z.coerce.number().int().min(0).default(20),
  // Unset: "1" (exempt) in development and tests, "0" in production (decision 073).
  RATE_LIMIT_EXEMPT_LOOPBACK: z.enum(["0", "1"]).optional(),
  // Seed the demo data when the database is empty at start. Off unless asked (npm run demo sets it):
  // the demo's accounts have passwords printed in the README, so a real shop must never get them.
  SEED_DEMO: z.enum(["0", "1"]).default("0"),
  // Number of demo articles generated on first start.
  SEED_ARTICLES: z.coerce.number().int().min(10).max(1_000_000).default(2000),
});

export type Env = Omit<z.infer<typeof envSchema>, "RATE_LIMIT_EXEMPT_LOOPBACK" | "MIGRATE_AT_START"> & {
  RATE_LIMIT_EXEMPT_LOOPBACK: "0" | "1";
  MIGRATE_AT_START: "0" | "1";
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  // In production every client is limited unless asked otherwise: a proxy on the same host (or a
  // TRUST_PROXY that does not match it) would otherwise make every visitor look like loopback.
  const exempt = env.RATE_LIMIT_EXEMPT_LOOPBACK ?? (env.NODE_ENV === "production" ? "0" : "1");
  // Several nodes share a PostgreSQL database, and one migrator runs before they start (decision 077);
  // an embedded database belongs to one process, which may as well migrate it itself.
  const migrate = env.MIGRATE_AT_START ?? (env.NODE_ENV === "production" && env.DATABASE_URL ? "0" : "1");
  return { ...env, RATE_LIMIT_EXEMPT_LOOPBACK: exempt, MIGRATE_AT_START: migrate };
}
