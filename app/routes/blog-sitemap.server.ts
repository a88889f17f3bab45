// The blog's addresses for /sitemap.xml: every category with posts and every post of the brand.
import type { AppLoadContext } from "react-router";
import { blogPostPath } from "../features/content/blog-view.server.ts";

/** More posts than a brand writes in years; the sitemap's own limit still applies. */
const MAX_POSTS = 5000;

export async function blogPaths({ services, tenant }: AppLoadContext): Promise<string[]> {
  const [categories, posts] = await Promise.all([
    services.blog.categories(tenant.id),
    services.blog.posts(tenant.id, { page: 1, perPage: MAX_POSTS }),
  ]);
  return [
    ...categories.filter((c) => c.postsCount > 0).map((c) => `/blog/kategori/${c.slug}`),
    ...posts.data.map((p) => blogPostPath(p.slug)),
  ];
}
