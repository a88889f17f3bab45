// A whole list page: header with sort and filters, the cards, and paging that keeps the list state.
import { Pagination } from "../../../components/pagination.tsx";
import { ShareMenu } from "../../../components/share-menu.tsx";
import { ArticleCard } from "../article-card.tsx";
import type { CardArticle } from "../card-article.ts";
import { ListControls } from "./list-controls.tsx";
import { type ListFacets, type ListState, listSearch, pageOf } from "./list-state.ts";
import { MyShopFilter } from "./my-shop-filter.tsx";

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
        <ul className="card-grid">
          {articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} eager={index < EAGER_CARDS} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="list-page__empty">Ingen produkter passer til filteret.</p>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={(n) => `${path}${listSearch(pageOf(state, n))}`} />
    </div>
  );
}
