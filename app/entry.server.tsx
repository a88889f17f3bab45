// Streams the server-rendered HTML. Crawlers get the whole document at once (onAllReady), browsers
// get the shell as soon as it is ready (onShellReady) and the rest as it streams.
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import searchCss from "./features/search/search.css?inline";
import { InlineStylesContext, RouteStylesContext } from "./lib/inline-styles.tsx";
import { lowPriorityModules } from "./lib/low-priority-modules.ts";
import { NonceContext } from "./lib/nonce.ts";
import accountCss from "./styles/account.css?inline";
import accountCssUrl from "./styles/account.css?url";
import appCss from "./styles/app.css?inline";
import cartCss from "./styles/cart.css?inline";
import checkoutCss from "./styles/checkout.css?inline";
import checkoutCssUrl from "./styles/checkout.css?url";

/** In this order, before any route's own stylesheet <link>s (which may override them). */
const INLINE_CSS = appCss + cartCss + searchCss;

/** Route stylesheets (a route's `handle.styles`) a first visit gets inside the page. */
const ROUTE_CSS: Record<string, string> = { [accountCssUrl]: accountCss, [checkoutCssUrl]: checkoutCss };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Empty outside the Fastify server (e.g. `react-router dev`); then no CSP is sent either.
  const nonce = loadContext?.nonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout (plus a second to flush the rejected boundaries).
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <InlineStylesContext value={INLINE_CSS}>
          <RouteStylesContext value={ROUTE_CSS}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </RouteStylesContext>
        </InlineStylesContext>
      </NonceContext>,
      {
        // React's own inline scripts (streamed Suspense boundaries) need the nonce too.
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The page goes out through the rewrite that marks its scripts low priority (decision 057).
          const body = lowPriorityModules(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell are logged by React Router when the promise rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
