// The brand editorial pages of spec section 2 (decision 043): the collection's landing page, its
// three articles and four further pages, with links to the articles they talk about.
import { Link } from "react-router";
import { SquareImage } from "../features/catalog/article-card.tsx";
import { editorialPath, findEditorialPage } from "../features/content/editorial-pages.ts";
import { parsePageText } from "../features/content/static-page.ts";
import { COLLECTION_PATH } from "../features/navigation/menu.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/editorial-page";
import { discussedArticles } from "./editorial-page.server.ts";

const IMAGE_SIZE = 160;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const found = findEditorialPage(context.tenant.slug, path);
  if (!found) notFound();
  const { editorial, page } = found;
  const view = parsePageText(`${page.title}\n\n${page.text}`, page.title);
  const articles = await discussedArticles(context, page);
  return {
    brandName: context.tenant.name,
    lineName: editorial.lineName,
    canonical: `${context.origin}${path}`,
    kind: page.kind,
    title: view.title,
    description: page.description,
    blocks: view.blocks,
    landingPath: editorial.basePath,
    /** The landing page shows every other page; the others show the rest of their own kind and the landing page. */
    related: editorial.pages
      .filter((p) => p !== page && (page.kind === "landing" || p.kind !== "landing"))
      .map((p) => ({ path: editorialPath(editorial, p), title: p.title, description: p.description })),
    articles: articles.map((a) => ({ id: a.id, name: a.name, href: a.href, image: a.image, brand: a.brand })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.title} | ${loaderData.brandName}` },
        { name: "description", content: loaderData.description },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
      ]
    : [];

export default function EditorialPage({ loaderData }: Route.ComponentProps) {
  const { title, blocks, articles, related, kind, lineName, landingPath } = loaderData;
  return (
    <article className="page page--narrow static-page editorial">
      {kind === "landing" ? null : (
        <p className="editorial__kicker">
          <Link to={landingPath}>{lineName}</Link>
        </p>
      )}
      <h1>{title}</h1>
      {blocks.map((b, i) => {
        const key = `${b.kind}-${i}`;
        if (b.kind === "heading") return <h2 key={key}>{b.text}</h2>;
        if (b.kind === "paragraph") return <p key={key}>{b.text}</p>;
        return null;
      })}
      {articles.length > 0 ? (
        <section aria-labelledby="editorial-articles">
          <h2 id="editorial-articles">{kind === "landing" ? "Fra kolleksjonen" : "Produktene i artikkelen"}</h2>
          <ul className="editorial__articles">
            {articles.map((a) => (
              <li key={a.id}>
                <Link to={a.href} className="editorial__article">
                  <SquareImage src={a.image} alt={a.name} size={IMAGE_SIZE} loading="lazy" decoding="async" />
                  <span>{a.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-labelledby="editorial-more">
        <h2 id="editorial-more">{kind === "landing" ? `Les mer om ${lineName}` : `Mer fra ${lineName}`}</h2>
        <ul className="editorial__related">
          {related.map((p) => (
            <li key={p.path}>
              <Link to={p.path}>{p.title}</Link>
              <p>{p.description}</p>
            </li>
          ))}
          {kind === "landing" ? null : (
            <li>
              <Link to={landingPath}>{`Alt om ${lineName}`}</Link>
            </li>
          )}
        </ul>
        <p>
          <Link to={COLLECTION_PATH} className="button button--primary">
            Se hele kolleksjonen
          </Link>
        </p>
      </nav>
    </article>
  );
}
