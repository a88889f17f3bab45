/**
 * Dashed lowercase form used in URLs: 'Tind Skalljakke Dame' → 'tind-skalljakke-dame'.
 * æ ø å become ae o a, other accents are dropped, '&' is kept ('hjelmer-&-alpinbriller', a route the
 * spec names), everything else becomes a dash.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9&]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
