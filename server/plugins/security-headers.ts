// Security headers. In production a strict Content-Security-Policy allows only our own scripts plus
// the inline scripts React Router renders, which carry a per-request nonce. Only HTML needs that
// policy: every other answer (JSON above all) gets one fixed policy that allows nothing, built once,
// so an API answer costs no nonce and no policy string (decision 053). Strict-Transport-Security
// goes only with answers to requests that came over HTTPS (decision 023): sent over plain http in
// development it would bind localhost to https in the browser for a year. With real Klarna configured
// the page policy also admits the SDK's origin (and Klarna's hosts) in the directives Klarna's guide
// names, and the opener policy lets Klarna's popups keep their opener (decision 072).
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

type NoncedResponse = ServerResponse & { cspNonce?: string };

/** A year, subdomains included; no preload (decision 023). */
export const HSTS = "max-age=31536000; includeSubDomains";

export interface SecurityHeadersOptions {
  strictCsp: boolean;
  /** PUBLIC_URL: when it is https, every answer belongs to an https site. */
  publicUrl?: string;
  /** MAP_TILE_URL: the map's tiles are images from its origin. */
  mapTileUrl?: string;
  /** Sources a page admits beside its own, per directive: real Klarna's SDK (decision 072). */
  thirdParty?: CspSources;
}

/** Extra sources per directive of a page's policy. */
export type CspSources = Partial<Record<"script" | "frame" | "connect" | "img" | "style" | "font", string[]>>;

/** The policy of everything that is not a page: no scripts, styles, frames or anything else. */
export const NOTHING_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A page's policy: what comes before and after its nonce, put together once. */
export function pageCspParts(mapTileUrl?: string, extra: CspSources = {}): [string, string] {
  const more = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(" ")}` : "");
  const tiles = mapTileUrl ? ` ${new URL(mapTileUrl.replace(/[{}]/g, "")).origin}` : "";
  // Frames fall back to default-src 'self' unless a third party's frames are admitted.
  const frames = extra.frame?.length ? ` frame-src 'self'${more(extra.frame)};` : "";
  return [
    "default-src 'self'; script-src 'self' 'nonce-",
    `'${more(extra.script)}; style-src 'self' 'unsafe-inline'${more(extra.style)}; img-src 'self' data:${tiles}${more(extra.img)}; connect-src 'self'${more(extra.connect)}; font-src 'self'${more(extra.font)};${frames} object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
  ];
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  const publicHttps = opts.publicUrl !== undefined && new URL(opts.publicUrl).protocol === "https:";
  const [beforeNonce, afterNonce] = pageCspParts(opts.mapTileUrl, opts.thirdParty);
  app.addHook("onRequest", async (req, reply) => {
    // Set on the raw response, as helmet does, so that answers which never reach onSend (a framework
    // error, a hijacked reply) still carry the strictest policy. req.protocol is X-Forwarded-Proto
    // only from a proxy TRUST_PROXY trusts.
    if (opts.strictCsp) reply.raw.setHeader("content-security-policy", NOTHING_CSP);
    if (publicHttps || req.protocol === "https") reply.raw.setHeader("strict-transport-security", HSTS);
  });
  if (opts.strictCsp) {
    app.addHook("onSend", async (_req, reply, payload) => {
      if (String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
        reply.raw.setHeader("content-security-policy", `${beforeNonce}${cspNonce(reply.raw)}${afterNonce}`);
      }
      return payload;
    });
  }
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Klarna's purchase journey may open a window of its own that reports back to the page; with
    // `same-origin` the browser would cut that window off from it. Without Klarna nothing opens one.
    crossOriginOpenerPolicy: { policy: opts.thirdParty ? "same-origin-allow-popups" : "same-origin" },
    // Helmet would send it on every answer, plain http included; the hook above decides per request.
    strictTransportSecurity: false,
  });
});

/** This response's script nonce, made when first asked for (only pages ask). */
export function cspNonce(raw: ServerResponse): string {
  const res = raw as NoncedResponse;
  res.cspNonce ??= randomBytes(16).toString("base64");
  return res.cspNonce;
}
