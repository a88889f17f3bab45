// The blog list (/blog) and a category's posts (/blog/kategori/:categorySlug): spec section 2 names
// "blog list and post" as screens whose paths are not shown. Paged with ?page=N like the other lists.
import { Link, NavLink } from "react-router";
import { Pagination } from "../components/pagination.tsx";
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { BlogTeaser } from "../features/content/blog-teaser.tsx";
import { teaserOf } from "../features/content/blog-view.server.ts";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/blog";

export const BLOG_RSS_PATH = "/blog/rss.xml";

function pageParam(url: URL): number | null {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { blog, clock } = context.services;
  const page = pageParam(new URL(request.url));
  if (page === null) notFound();
  const slug = "categorySlug" in params ? (params.categorySlug as string) : null;
  const query = { page, perPage: 10 };
  const [categories, result] = await Promise.all([
    blog.categories(context.tenant.id),
    (slug ? blog.category(context.tenant.id, slug, query) : blog.posts(context.tenant.id, query)).catch(
      (error: unknown) => (isNotFoundError(error) ? null : Promise.reject(error)),
    ),
  ]);
  if (!result || page > result.meta.last_page) notFound();
  const category = (result as { category?: { slug: string; name: string } }).category ?? null;
  const path = category ? `/blog/kategori/${category.slug}` : "/blog";
  const now = clock();
  return {
    brandName: context.tenant.name,
    title: category ? `Blogg: ${category.name}` : "Blogg",
    path,
    canonical: `${context.origin}${path}${page > 1 ? `?page=${page}` : ""}`,
    rss: `${context.origin}${BLOG_RSS_PATH}`,
    categories: categories
      .filter((c) => c.postsCount > 0)
      .map(({ slug, name, postsCount }) => ({ slug, name, postsCount })),
    posts: result.data.map((post) => teaserOf(post, now)),
    page,
    lastPage: result.meta.last_page,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  return [
    { title: `${loaderData.title} | ${loaderData.brandName}` },
    { name: "description", content: `Turtips, råd om utstyr og nyheter fra ${loaderData.brandName}.` },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${loaderData.brandName} – blogg`,
      href: loaderData.rss,
    },
  ];
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { title, categories, posts, page, lastPage, path } = loaderData;
  return (
    <div className="page blog">
      <h1>{title}</h1>
      <nav aria-label="Bloggkategorier">
        <ul className="category-list">
          <li>
            <NavLink className="category-list__link" to="/blog" end>
              Alle innlegg
            </NavLink>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <NavLink className="category-list__link" to={`/blog/kategori/${c.slug}`}>
                {c.name} <span className="blog__count">({c.postsCount})</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? <p>Ingen innlegg ennå.</p> : null}
      <ul className="blog__posts">
        {posts.map((post, i) => (
          <li key={post.id}>
            <BlogTeaser post={post} eager={i < 2} />
          </li>
        ))}
      </ul>
      <Pagination page={page} lastPage={lastPage} hrefFor={(n) => (n > 1 ? `${path}?page=${n}` : path)} />
      <p>
        <Link to="/blog/rss.xml" reloadDocument>
          Følg bloggen med RSS
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
