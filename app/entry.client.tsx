import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceContext } from "./lib/nonce.ts";

// The server put the CSP nonce on its inline scripts; hydrating with the same value keeps the
// nonce attributes of <Links>, <ScrollRestoration> and <Scripts> equal on both sides. (The
// `nonce` property still holds it after the browser hides the attribute.)
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext value={nonce}>
        <HydratedRouter />
      </NonceContext>
    </StrictMode>,
  );
});
