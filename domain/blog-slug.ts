// The address of a blog post or category (/blog/{slug}), made from its title the way Norwegian
// readers expect: æ → ae, ø → o, å → a, other accents dropped, everything else a single hyphen.
// The editor's form shows the same slug the server will store.

export const SLUG_MAX = 100;
export const SLUG_FORMAT = "Adressen kan bare ha små bokstaver a–z, tall og bindestrek";

const NORWEGIAN: Record<string, string> = { æ: "ae", ø: "o", å: "a" };

export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[æøå]/g, (c) => NORWEGIAN[c])
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
}

/** Whether a typed slug is one the shop stores as it is. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
