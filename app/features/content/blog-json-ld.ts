// schema.org Article of a blog post, for search engines (the post page's <script type=ld+json>).
export function blogArticleJsonLd(
  post: { title: string; body: string; publishedAt: string; featuredImage: string | null },
  url: string,
  origin: string,
  brandName: string,
  description: string,
) {
  const publisher = { "@type": "Organization", name: brandName, url: origin };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description,
    datePublished: post.publishedAt,
    mainEntityOfPage: url,
    url,
    inLanguage: "nb-NO",
    ...(post.featuredImage ? { image: [`${origin}${post.featuredImage}`] } : {}),
    author: publisher,
    publisher,
  };
}
