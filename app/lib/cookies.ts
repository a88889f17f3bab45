// Reading cookies from a Cookie header (server) or document.cookie (browser); both share one format.

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq === -1 ? "" : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function hasCookie(header: string | null | undefined, name: string): boolean {
  return readCookie(header, name) !== undefined;
}
