import { Link } from "react-router";

export interface BlogTeaserData {
  id: number;
  title: string;
  href: string;
  image: string | null;
  excerpt: string;
  /** ISO time of publication, and how long ago that is in Norwegian ("for 2 år siden"). */
  publishedAt: string;
  relative: string;
  date: string;
  categories: { slug: string; name: string }[];
}

/** Date and categories of a post, as the list and the post page show them. */
export function BlogByline({
  post,
}: {
  post: Pick<BlogTeaserData, "publishedAt" | "relative" | "date" | "categories">;
}) {
  return (
    <p className="blog-byline">
      <time dateTime={post.publishedAt} title={post.date}>
        {post.relative}
      </time>
      {post.categories.length > 0 ? (
        <>
          {" · "}
          {post.categories.map((c, i) => (
            <span key={c.slug}>
              {i > 0 ? ", " : null}
              <Link to={`/blog/kategori/${c.slug}`}>{c.name}</Link>
            </span>
          ))}
        </>
      ) : null}
    </p>
  );
}

export function BlogTeaser({ post, eager }: { post: BlogTeaserData; eager: boolean }) {
  return (
    <article className="blog-teaser">
      {post.image ? (
        <img
          className="blog-teaser__image"
          src={post.image}
          alt=""
          width={400}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      <div className="blog-teaser__text">
        <h2 className="blog-teaser__title">
          <Link to={post.href}>{post.title}</Link>
        </h2>
        <BlogByline post={post} />
        <p>{post.excerpt}</p>
      </div>
    </article>
  );
}
