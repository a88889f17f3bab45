/** A path on this site to go back to; anything else (absolute or protocol-relative) would be an open redirect. */
export function backPath(value: unknown): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}
