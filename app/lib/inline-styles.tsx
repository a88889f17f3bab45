// The stylesheets every page needs (app.css, the cart's, the header search's) go inside the document
// instead of as <link>s: a phone on a slow network paints the first screen without waiting for
// another round trip (decision 053). entry.server.tsx provides the text; the browser keeps what the
// server sent, so the client bundle does not carry it (React leaves dangerouslySetInnerHTML as it
// found it when hydrating, and the empty value never changes afterwards).
import { createContext, useContext, useState } from "react";

export const InlineStylesContext = createContext("");

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheets, never user input.
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The text of each route stylesheet that may go inside a first visit's page, by its built address
 * (entry.server.tsx provides it; the browser has none and keeps what the server sent).
 */
export const RouteStylesContext = createContext<Readonly<Record<string, string>>>({});

/** What each inline route stylesheet held when the page was loaded, read back from the page itself. */
const loaded = new Map<string, string>();

/**
 * The stylesheets the matched routes name in `handle.styles` (decision 056). On a first visit those
 * the server can inline go inside the page, like the common ones, so the checkout paints without
 * waiting for two more requests on a slow network; otherwise a <link> in place, after the common
 * ones. A route reached by a client navigation has them loaded before it shows (`loadRouteStyles`
 * in its clientLoader), so the <link> finds them in the browser's cache.
 */
export function RouteStyles({ hrefs, inline }: { hrefs: string[]; inline: boolean }) {
  const texts = useContext(RouteStylesContext);
  // Only those in the page as it came from the server can be inline: their text is in it.
  const [inPage] = useState(
    () =>
      new Set(
        inline
          ? hrefs.filter((href) =>
              typeof document === "undefined"
                ? texts[href] !== undefined
                : document.querySelector(`style[data-href="${CSS.escape(href)}"]`) !== null,
            )
          : [],
      ),
  );
  return hrefs.map((href) =>
    inPage.has(href) ? (
      <style
        key={href}
        data-href={href}
        suppressHydrationWarning
        ref={(element) => {
          if (element && !loaded.has(href) && element.textContent) loaded.set(href, element.textContent);
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheets, never user input.
        dangerouslySetInnerHTML={{ __html: texts[href] ?? loaded.get(href) ?? "" }}
      />
    ) : (
      <link key={href} rel="stylesheet" href={href} />
    ),
  );
}

/** Loads stylesheets into the browser's cache; resolves when they are there (or failed to load). */
export function loadRouteStyles(hrefs: string[]): Promise<unknown> {
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise((resolve) => {
          const link = document.createElement("link");
          link.rel = "preload";
          link.as = "style";
          link.href = href;
          link.onload = link.onerror = () => {
            link.remove();
            resolve(undefined);
          };
          document.head.append(link);
        }),
    ),
  );
}
