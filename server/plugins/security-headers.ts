// Security headers. In production a strict Content-Security-Policy allows only our own scripts plus
// the inline scripts React Router renders, which carry a per-request nonce. Strict-Transport-Security
// goes only with answers to requests that came over HTTPS (decision 023): sent over plain http in
// development it would bind localhost to https in the browser for a year.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
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
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  const publicHttps = opts.publicUrl !== undefined && new URL(opts.publicUrl).protocol === "https:";
  app.addHook("onRequest", async (req, reply) => {
    (reply.raw as NoncedResponse).cspNonce = randomBytes(16).toString("base64");
    // req.protocol is X-Forwarded-Proto only with TRUST_PROXY=1. Set on the raw response, as helmet
    // does, so error answers and pages replayed from the page cache carry it too.
    if (publicHttps || req.protocol === "https") reply.raw.setHeader("strict-transport-security", HSTS);
  });
  await app.register(helmet, {
    contentSecurityPolicy: opts.strictCsp
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as NoncedResponse).cspNonce}'`,
            ],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: [
              "'self'",
              "data:",
              ...(opts.mapTileUrl ? [new URL(opts.mapTileUrl.replace(/[{}]/g, "")).origin] : []),
            ],
            connectSrc: ["'self'"],
            fontSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Helmet would send it on every answer, plain http included; the hook above decides per request.
    strictTransportSecurity: false,
  });
});

export function cspNonce(raw: ServerResponse): string {
  return (raw as NoncedResponse).cspNonce ?? "";
}
