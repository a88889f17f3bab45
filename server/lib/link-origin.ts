import type { FastifyRequest } from "fastify";

/**
 * The origin for links in mails: the request's public origin (plugins/host.ts), which comes from
 * PUBLIC_URL or a brand's configured hostnames only, so a forged Host cannot make a mail point elsewhere.
 */
export function linkOrigin(req: FastifyRequest): string {
  return req.publicOrigin;
}
