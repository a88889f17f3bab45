// What the blog pages ship of a post: no whole articles in the hydration data, and the dates already
// worded with the server's clock, so the browser renders the same text.
import { formatDate } from "../../../domain/dates.ts";
import { relativeTimeText } from "../../../domain/opening-hours.ts";
import type { BlogPostView } from "../../../server/modules/content/blog-schemas.ts";
import { excerpt } from "./blog-body.ts";
import type { BlogTeaserData } from "./blog-teaser.tsx";

export const blogPostPath = (slug: string) => `/blog/${slug}`;

export function teaserOf(post: BlogPostView, now: Date): BlogTeaserData {
  return {
    id: post.id,
    title: post.title,
    href: blogPostPath(post.slug),
    image: post.featuredImage,
    excerpt: post.summary || excerpt(post.body),
    publishedAt: post.publishedAt,
    relative: relativeTimeText(now, new Date(post.publishedAt)),
    date: formatDate(post.publishedAt),
    categories: post.categories.map(({ slug, name }) => ({ slug, name })),
  };
}
