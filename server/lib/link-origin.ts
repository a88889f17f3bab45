import type { FastifyRequest } from "fastify";

/**
 * The origin for links in mails. The Host header is trusted only when it names one of our brands,
 * so a forged Host cannot make a mail point elsewhere.
 */
export function linkOrigin(req: FastifyRequest, env: { PUBLIC_URL?: string; PORT: number }): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, "");
  if (req.tenant.hostnames.includes(req.hostname)) return `${req.protocol}://${req.host}`;
  return `http://localhost:${env.PORT}`;
}
