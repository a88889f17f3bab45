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
