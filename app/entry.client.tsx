import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceContext } from "./lib/nonce.ts";

// zod would otherwise probe for `new Function` on its first object parse: the strict CSP refuses it,
// and the browser reports the refusal as a console issue even though zod catches it. Set on the
// object zod reads its configuration from (the same object, whether or not zod is loaded yet), so
// this module need not load zod (decision 053).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

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
