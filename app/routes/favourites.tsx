// The favourites page (/favoritter, decision 038): the articles of the local list (for a customer, kept
// in step with the account), as cards that link to the product page to buy. The list lives in the
// browser, so the page asks the bundle call for the articles once it knows the ids.
import { useEffect, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { Article } from "../../server/modules/catalog/types.ts";
import { ArticleGrid } from "../features/catalog/article-card.tsx";
import { type CardArticle, toCardArticle } from "../features/catalog/card-article.ts";
import { api } from "../lib/api-client.ts";
import { useFavourites } from "../lib/favourites.ts";
import type { Route } from "./+types/favourites";

export function loader({ context }: Route.LoaderArgs) {
  return { brandName: context.tenant.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Favoritter | ${loaderData?.brandName ?? "Butikk"}` },
  { name: "robots", content: "noindex" },
];

type Loaded = { ids: string; articles: CardArticle[] } | null;

export default function Favourites() {
  const root = useRouteLoaderData<{ user: { id: number } | null }>("root");
  const { list } = useFavourites(root?.user?.id ?? null);
  const ids = list.join(",");
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (ids === "") return;
    let current = true;
    api<{ data: Article[] }>("GET", `/articles/bundle?articles=${ids}`)
      .then(({ data }) => {
        if (current) setLoaded({ ids, articles: data.map((a) => toCardArticle(a, new Date())) });
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [ids]);

  // A removed heart takes its card away at once, without waiting for the call.
  const shown = (loaded?.articles ?? []).filter((a) => list.includes(a.id));
  return (
    <div className="page favourites-page">
      <h1>Favoritter</h1>
      {list.length === 0 ? (
        <p>
          Du har ingen favoritter ennå. Trykk på hjertet på en vare for å legge den til.{" "}
          <Link to="/">Til forsiden</Link>
        </p>
      ) : failed ? (
        <p role="alert">Favorittene kunne ikke hentes. Prøv igjen senere.</p>
      ) : loaded === null ? (
        <p aria-live="polite">Henter favoritter …</p>
      ) : (
        <>
          <p aria-live="polite">
            {shown.length} {shown.length === 1 ? "favoritt" : "favoritter"}
          </p>
          <ArticleGrid articles={shown} headingLevel={2} />
        </>
      )}
    </div>
  );
}
