// The Host header, checked at the door, and the shop's public origin (decision 073).
//
// A Host that is no host name, IPv4 address or bracketed IPv6 address (with an optional port) is a
// 400 with a Norwegian text before anything reads it; it used to reach the page renderer, which
// built a URL from it and answered 500. X-Forwarded-Host is dropped here, whatever TRUST_PROXY says:
// nothing in the shop may take its host from what a client wrote.
//
// The origin for canonical and share links, mail links and the page cache's key (`request.publicOrigin`)
// comes only from PUBLIC_URL or a brand's configured hostnames. With PUBLIC_URL: a Host naming another
// brand's hostname is used with PUBLIC_URL's scheme and port; the default brand and any unknown Host
// get PUBLIC_URL. Without: a Host naming a brand's hostname, as sent when its port is the server's own
// or none; any other Host the default brand's first hostname on PORT.
import { isIPv6 } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Tenant } from "../modules/tenants/service.ts";
import { sendPageError } from "./errors.ts";

export const MALFORMED_HOST_MESSAGE = "Ugyldig vertsnavn i forespørselen";

export interface ParsedHost {
  /** Lower case, IPv6 without brackets: what brands' hostnames are compared with. */
  hostname: string;
  /** As an address writes it (IPv6 in brackets). */
  authority: string;
  /** The port as sent, "" for none. */
  port: string;
}

const LABEL = "[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?";
const NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);

/** The Host header's parts, or null when it is not a valid host (RFC 9110 §7.2, without user info). */
export function parseHost(value: unknown): ParsedHost | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 260) return null;
  const host = value.toLowerCase();
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return null;
  const [, name, port = ""] = match;
  if (port !== "" && (Number(port) < 1 || Number(port) > 65535)) return null;
  if (name.startsWith("[")) {
    const address = name.slice(1, -1);
    return isIPv6(address) ? { hostname: address, authority: name, port } : null;
  }
  if (name.length > 253 || !NAME.test(name)) return null;
  return { hostname: name, authority: name, port };
}

export interface OriginSettings {
  PUBLIC_URL?: string;
  PORT: number;
}

/** The origin links and cache keys use for a request with this Host, brand and protocol. */
export function publicOrigin(host: ParsedHost | null, tenant: Tenant, protocol: string, env: OriginSettings): string {
  const known = host !== null && tenant.hostnames.includes(host.hostname);
  if (env.PUBLIC_URL) {
    const shop = new URL(env.PUBLIC_URL);
    // PUBLIC_URL is the default brand's address; another brand is reached by its own hostname.
    if (!known || tenant.isDefault || host.hostname === shop.hostname.replace(/^\[|\]$/g, "")) return shop.origin;
    return `${shop.protocol}//${host.authority}${shop.port ? `:${shop.port}` : ""}`;
  }
  const scheme = protocol === "https" ? "https" : "http";
  if (known && (host.port === "" || host.port === String(env.PORT))) {
    return `${scheme}://${host.authority}${host.port ? `:${host.port}` : ""}`;
  }
  const fallback = tenant.hostnames[0] ?? "localhost";
  return `${scheme}://${isIPv6(fallback) ? `[${fallback}]` : fallback}:${env.PORT}`;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The Host header's parts (checked before anything reads it). */
    parsedHost: ParsedHost | null;
  }
}

function refuse(req: FastifyRequest, reply: FastifyReply) {
  if (req.url.startsWith("/api/")) return reply.code(400).send({ message: MALFORMED_HOST_MESSAGE });
  return sendPageError(reply, 400, {
    title: "Ugyldig forespørsel",
    text: "Vertsnavnet i forespørselen er ugyldig.",
  });
}

/** Registered first, so no other hook sees a malformed Host or any X-Forwarded-Host. */
export const hostPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("parsedHost", null);
    app.addHook("onRequest", async (req, reply) => {
      delete req.raw.headers["x-forwarded-host"];
      const host = parseHost(req.headers.host);
      if (host === null) return refuse(req, reply);
      req.parsedHost = host;
    });
  },
  { name: "host" },
);
