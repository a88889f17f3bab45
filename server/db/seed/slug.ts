// The slug rule lives in domain/ (the storefront builds shop links with it too).
export { slugify } from "../../../domain/slug.ts";
