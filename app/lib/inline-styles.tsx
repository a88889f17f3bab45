// The stylesheets every page needs (app.css, the cart's, the header search's) go inside the document
// instead of as <link>s: a phone on a slow network paints the first screen without waiting for
// another round trip (decision 053). entry.server.tsx provides the text; the browser keeps what the
// server sent, so the client bundle does not carry it (React leaves dangerouslySetInnerHTML as it
// found it when hydrating, and the empty value never changes afterwards).
import { createContext, useContext } from "react";

export const InlineStylesContext = createContext("");

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheets, never user input.
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
