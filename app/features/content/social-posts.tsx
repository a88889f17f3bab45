// The home page's block of social network posts. Its data is streamed after the page (a slow feed
// never holds the page back) and never fails: a feed that fails shows the spec's text in this block
// only (spec section 8, 'Error: Something went wrong').
import { Suspense } from "react";
import { Await } from "react-router";

export interface SocialPostItem {
  id: string;
  message: string;
  /** Only the shop's own images: the page's CSP allows no other origin. */
  image: string | null;
  link: string | null;
  postedAt: string;
  relative: string;
}

export type SocialBlockData = { posts: SocialPostItem[]; failed: false } | { posts: []; failed: true };

export const SOCIAL_POSTS_FAILED_TEXT = "Error: Something went wrong";

export function SocialPostList({ data }: { data: SocialBlockData }) {
  if (data.failed) {
    return (
      <p className="social-posts__error" role="alert">
        {SOCIAL_POSTS_FAILED_TEXT}
      </p>
    );
  }
  if (data.posts.length === 0) return <p>Ingen innlegg ennå.</p>;
  return (
    <ul className="social-posts__list">
      {data.posts.map((post) => (
        <li key={post.id} className="social-post">
          {post.image ? (
            <img className="social-post__image" src={post.image} alt="" width={96} height={96} loading="lazy" />
          ) : null}
          <div>
            <p className="social-post__message">{post.message}</p>
            <p className="social-post__meta">
              <time dateTime={post.postedAt}>{post.relative}</time>
              {post.link ? (
                <>
                  {" · "}
                  <a href={post.link}>Les mer</a>
                </>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SocialPosts({ data }: { data: Promise<SocialBlockData> }) {
  return (
    <section className="home-section social-posts" aria-labelledby="social-title">
      <h2 id="social-title" className="home-section__title">
        Fra sosiale medier
      </h2>
      <Suspense fallback={<p className="social-posts__loading">Henter innlegg …</p>}>
        <Await resolve={data}>{(resolved) => <SocialPostList data={resolved} />}</Await>
      </Suspense>
    </section>
  );
}
