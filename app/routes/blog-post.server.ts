// What a blog post's page shows of a post, shared by the storefront's page and the back office's
// preview (decision 049), so the preview is the page.
import type { BlogPostView } from "../../server/modules/content/blog-schemas.ts";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { teaserOf } from "../features/content/blog-view.server.ts";

/** What the post's page shows of a post; the back office's preview shows the same (decision 049). */
export function blogPostShown(post: BlogPostView, now: Date) {
  return {
    post: { ...teaserOf(post, now), body: post.body },
    mainArticle: post.mainArticle ? toCardArticle(post.mainArticle, now) : null,
    related: post.relatedArticles.map((a) => toCardArticle(a, now)),
  };
}

export type BlogPostShown = ReturnType<typeof blogPostShown>;
