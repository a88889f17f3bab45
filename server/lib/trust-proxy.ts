// Fastify's trustProxy from TRUST_PROXY (decision 073). Fastify itself no longer takes a hop count
// (a number now trusts nothing), so a count becomes a function that trusts that many hops from the
// server's side of X-Forwarded-For: behind one nginx that appends `$remote_addr`, the client address
// is the last entry, never what the client wrote to the left of it. An address list is passed on as
// it is (Fastify compiles it with proxy-addr): only those peers may speak for a client.
import type { Env } from "../env.ts";

export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

export function trustProxyOption(setting: Env["TRUST_PROXY"]): TrustProxyOption {
  if (setting === false || setting === 0) return false;
  if (typeof setting === "number") {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}
