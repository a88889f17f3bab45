// Security headers. In production a strict Content-Security-Policy allows only our own scripts plus
// the inline scripts React Router renders, which carry a per-request nonce.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

type NoncedResponse = ServerResponse & { cspNonce?: string };

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { strictCsp: boolean }) => {
  app.addHook("onRequest", async (_req, reply) => {
    (reply.raw as NoncedResponse).cspNonce = randomBytes(16).toString("base64");
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
            imgSrc: ["'self'", "data:"],
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
    strictTransportSecurity: false,
  });
});

export function cspNonce(raw: ServerResponse): string {
  return (raw as NoncedResponse).cspNonce ?? "";
}
