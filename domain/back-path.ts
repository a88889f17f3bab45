/**
 * The one rule for a return address taken from input (the login page's ?tilbake=, the consent form's
 * back field, the breadcrumb trail in session storage): where it may send the visitor.
 *
 * Checking the text is not enough, because browsers read an address the WHATWG way: they drop tabs,
 * newlines and carriage returns and take "\" for "/", so "/\t/evil.example" is "//evil.example",
 * another site. The value is therefore parsed exactly that way against the shop's `origin`, kept only
 * when it stays there, and what is answered is the parsed path, query and hash, never the raw text.
 * Anything else, or nothing, gives `fallback`.
 */
export function backPath(value: unknown, origin: string, fallback = "/"): string {
  if (typeof value !== "string" || value.trim() === "") return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave a path starting "//" ("/.//evil.example"), which a browser reads as a host.
  return path.startsWith("//") ? fallback : path;
}

/** Any origin: what matters is only whether the value stays on it. */
const ANY_ORIGIN = "https://butikk.invalid";

/**
 * A path on this site taken from input that is not a return address (a link or picture an editor
 * saves on the home page), by the same rule: the path a browser would go to, or null when it would
 * leave the site ("/\t/evil.example/" is "//evil.example/") or the value is no path ("kundeservice").
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  const path = backPath(value, ANY_ORIGIN, "");
  return path === "" ? null : path;
}
