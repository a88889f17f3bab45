// /blog/rss.xml: the brand's newest blog posts as an RSS 2.0 feed.
import { escapeXml } from "../features/content/blog-rss.ts";
import { blogPostPath } from "../features/content/blog-view.server.ts";
import type { Route } from "./+types/blog-rss";

/** Items in the feed: readers only look at the newest. */
const FEED_SIZE = 20;

export async function loader({ context }: Route.LoaderArgs) {
  const { origin, tenant } = context;
  const { data: posts } = await context.services.blog.posts(tenant.id, { page: 1, perPage: FEED_SIZE });
  const items = posts
    .map((post) => {
      const link = `${origin}${blogPostPath(post.slug)}`;
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        ...post.categories.map((c) => `      <category>${escapeXml(c.name)}</category>`),
        `      <description>${escapeXml(post.body)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const self = `${origin}/blog/rss.xml`;
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${tenant.name} – blogg`)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Turtips, råd om utstyr og nyheter fra ${tenant.name}.`)}</description>
    <language>nb-no</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
