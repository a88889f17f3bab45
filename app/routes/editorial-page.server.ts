// The articles an editorial page talks about (decision 043): for each of the page's group words in
// turn, the best-selling visible article of the first matching article group, so every link points at
// an article the shop shows and the page's examples differ.
import type { AppLoadContext } from "react-router";
import type { ListPageScope } from "../../server/modules/catalog/list-types.ts";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { emptyFilters } from "../features/catalog/list/list-state.ts";
import type { EditorialPage } from "../features/content/editorial-pages.ts";

/** Spec section 3: gender 4 is Barn. */
const CHILDREN = 4;
const MAX_ARTICLES = 4;

export async function discussedArticles(context: AppLoadContext, page: EditorialPage) {
  const { catalog, clock } = context.services;
  const lineId = context.tenant.productLineId;
  const scope: ListPageScope | null =
    page.audience === "children"
      ? { kind: "genders", ids: [CHILDREN] }
      : lineId === null
        ? null
        : { kind: "productLine", id: lineId };
  if (!scope) return [];
  const query = { page: 1, perPage: 1, sort: "bestseller" as const, reverse: false, filters: emptyFilters() };
  const { facets } = await catalog.list(scope, query);
  const groupIds: number[] = [];
  for (const word of page.groups) {
    const group = facets.groups.find((g) => g.name.toLowerCase().includes(word) && !groupIds.includes(g.id));
    if (group) groupIds.push(group.id);
  }
  const lists = await Promise.all(
    groupIds
      .slice(0, MAX_ARTICLES)
      .map((id) => catalog.list(scope, { ...query, filters: { ...emptyFilters(), groups: [id] } })),
  );
  const now = clock();
  return lists.flatMap((list) => list.data.map((article) => toCardArticle(article, now)));
}
