// A blog post (/blog/:slug): featured image, the text, and the articles it names as cards that lead
// to their product pages, where they are bought. Article JSON-LD for search engines.
import { Link } from "react-router";
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { ArticleGrid } from "../features/catalog/article-card.tsx";
import { BlogBody } from "../features/content/blog-body-view.tsx";
import { blogArticleJsonLd } from "../features/content/blog-json-ld.ts";
import { BlogByline } from "../features/content/blog-teaser.tsx";
import { blogPostPath } from "../features/content/blog-view.server.ts";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/blog-post";
import { BLOG_RSS_PATH } from "./blog.tsx";
import { type BlogPostShown, blogPostShown } from "./blog-post.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog, clock } = context.services;
  const post = await blog
    .postBySlug(context.tenant.id, params.slug)
    .catch((error: unknown) => (isNotFoundError(error) ? null : Promise.reject(error)));
  if (!post) notFound();
  const now = clock();
  const shown = blogPostShown(post, now);
  const canonical = `${context.origin}${blogPostPath(post.slug)}`;
  return {
    brandName: context.tenant.name,
    canonical,
    rss: `${context.origin}${BLOG_RSS_PATH}`,
    ...shown,
    jsonLd: blogArticleJsonLd(post, canonical, context.origin, context.tenant.name, shown.post.excerpt),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  const { brandName, canonical, post, jsonLd, rss } = loaderData;
  return [
    { title: `${post.title} | ${brandName}` },
    { name: "description", content: post.excerpt },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${brandName} – blogg`, href: rss },
    { property: "og:title", content: post.title },
    { property: "og:type", content: "article" },
    { property: "og:url", content: canonical },
    { "script:ld+json": jsonLd },
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostArticle {...loaderData} />;
}

/** The post as the storefront shows it, also in the back office's preview. */
export function BlogPostArticle({ post, mainArticle, related }: BlogPostShown) {
  return (
    <article className="page blog-post" aria-labelledby="blog-post-title">
      <p>
        <Link to="/blog">Alle blogginnlegg</Link>
      </p>
      <h1 id="blog-post-title">{post.title}</h1>
      <BlogByline post={post} />
      {post.image ? (
        <img className="blog-post__image" src={post.image} alt="" width={800} height={800} decoding="async" />
      ) : null}
      <BlogBody body={post.body} />
      {mainArticle ? (
        <section className="blog-post__articles" aria-labelledby="blog-main-article">
          <h2 id="blog-main-article">Artikkelen i innlegget</h2>
          <ArticleGrid articles={[mainArticle]} />
        </section>
      ) : null}
      {related.length > 0 ? (
        <section className="blog-post__articles" aria-labelledby="blog-related">
          <h2 id="blog-related">Relaterte artikler</h2>
          <ArticleGrid articles={related} />
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
