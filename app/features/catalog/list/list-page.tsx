// A whole list page: header with sort and filters, the cards, and paging that keeps the list state.
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Pagination } from "../../../components/pagination.tsx";
import { ShareMenu } from "../../../components/share-menu.tsx";
import { ArticleGrid } from "../article-card.tsx";
import type { CardArticle } from "../card-article.ts";
import { ListControls } from "./list-controls.tsx";
import { type ListFacets, type ListState, listSearch, pageOf } from "./list-state.ts";
import { MyShopFilter } from "./my-shop-filter.tsx";
import { appendPage, type ListPageData, listOf } from "./show-more.ts";

/** The first cards may be in view on a phone; the rest load lazily. */
const EAGER_CARDS = 2;

export interface ListPageProps {
  title: string;
  path: string;
  shareUrl: string;
  state: ListState;
  page: number;
  lastPage: number;
  total: number;
  facets: ListFacets;
  articles: CardArticle[];
  /** Shown above the list, e.g. the subcategories of a category. */
  intro?: React.ReactNode;
}

export function ListPage({
  title,
  path,
  shareUrl,
  state,
  page,
  lastPage,
  total,
  facets,
  articles,
  intro,
}: ListPageProps) {
  const hrefFor = (n: number) => `${path}${listSearch(pageOf(state, n))}`;
  // Cards loaded with 'Vis flere', for this page's cards only: a navigation starts again.
  const [loaded, setLoaded] = useState<{ from: CardArticle[]; shown: ListPageData } | null>(null);
  const shown = loaded?.from === articles ? loaded.shown : { page, articles };
  const more = useFetcher();
  useEffect(() => {
    const next = listOf(more.data);
    if (next)
      setLoaded((before) => ({
        from: articles,
        shown: appendPage(before?.from === articles ? before.shown : { page, articles }, next),
      }));
  }, [more.data, articles, page]);

  return (
    <div className="list-page">
      <ListControls
        title={title}
        total={total}
        state={state}
        facets={facets}
        share={<ShareMenu url={shareUrl} title={title} />}
      />
      <MyShopFilter path={path} state={state} />
      {intro}
      {articles.length > 0 ? (
        <ArticleGrid articles={shown.articles} eagerCount={EAGER_CARDS} headingLevel={2} />
      ) : (
        <p className="list-page__empty">Ingen produkter passer til filteret.</p>
      )}
      {/* On a phone: the next page below this one. A link, so without JavaScript it opens that page. */}
      {shown.page < lastPage ? (
        <Link
          to={hrefFor(shown.page + 1)}
          className="button list-page__more"
          aria-busy={more.state === "loading"}
          onClick={(event) => {
            event.preventDefault();
            if (more.state === "idle") more.load(hrefFor(shown.page + 1));
          }}
        >
          Vis flere
        </Link>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {shown.page > page ? `Viser ${shown.articles.length} av ${total} produkter` : ""}
      </p>
      <Pagination page={shown.page} lastPage={lastPage} hrefFor={hrefFor} />
    </div>
  );
}
