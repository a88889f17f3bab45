// The per-request CSP nonce (server/plugins/security-headers.ts), for <Links>, <ScrollRestoration> and
// <Scripts>. entry.server.tsx provides it from the load context; entry.client.tsx reads it back from the
// server's script tags so hydration sees the same attributes.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
