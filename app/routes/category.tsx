// Routes "gender" (/:gender) and "category" (/:categoryName?/:subcategoryName?/:group?) of spec
// section 2 share one path pattern, so one module serves both: a gender segment lists that gender
// (voksen goes to uni), goggles/hjelmer/staver go to their winter-sport group, anything else is a
// category, subcategory or group by slug. Unknown segments are "Siden finnes ikke" (404).
import { Link, redirect } from "react-router";
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { genderRoute, specialCategoryPath } from "../features/catalog/catalog-path.ts";
import { ListPage } from "../features/catalog/list/list-page.tsx";
import { productCountText } from "../features/catalog/params.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/category";
import { loadListPage } from "./list-page.server.ts";

/** Permanent: these addresses always mean the same page. */
const MOVED = 301;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { categoryName, subcategoryName, group } = params;
  const search = new URL(request.url).search;

  const gender = genderRoute(categoryName);
  if (gender) {
    if (subcategoryName !== undefined) notFound();
    if (gender.slug !== categoryName) throw redirect(`/${gender.slug}${search}`, MOVED);
    const list = await loadListPage(context, request, { kind: "genders", ids: gender.ids }, `/${gender.slug}`);
    return { brandName: context.tenant.name, title: gender.title, trail: [], subcategories: [], ...list };
  }

  const special = specialCategoryPath(categoryName);
  if (special) {
    if (subcategoryName !== undefined) notFound();
    throw redirect(`${special}${search}`, MOVED);
  }

  const category = (await context.services.catalog.categories()).find((c) => c.slug === categoryName);
  if (!category) notFound();
  const trail = [{ name: category.name, path: `/${category.slug}` }];
  if (subcategoryName === undefined) {
    const list = await loadListPage(context, request, { kind: "category", id: category.id }, trail[0].path);
    const subcategories = category.subcategories
      .filter((s) => s.articlesCount > 0)
      .map((s) => ({ name: s.Name, path: `/${category.slug}/${s.slug}` }));
    return { brandName: context.tenant.name, title: category.name, trail: [], subcategories, ...list };
  }

  const subcategory = category.subcategories.find((s) => s.slug === subcategoryName);
  if (!subcategory) notFound();
  const subPath = `/${category.slug}/${subcategory.slug}`;
  const groups = await context.services.catalog.groups(subcategory.ArticleGroup2ID);
  if (group === undefined) {
    const list = await loadListPage(
      context,
      request,
      { kind: "subcategory", id: subcategory.ArticleGroup2ID },
      subPath,
    );
    const subcategories = groups.map((g) => ({ name: g.name, path: `${subPath}/${g.slug}` }));
    return { brandName: context.tenant.name, title: subcategory.Name, trail, subcategories, ...list };
  }

  const chosen = groups.find((g) => g.slug === group);
  if (!chosen) notFound();
  const list = await loadListPage(
    context,
    request,
    { kind: "group", id: chosen.articleGroup3ID },
    `${subPath}/${chosen.slug}`,
  );
  return {
    brandName: context.tenant.name,
    title: chosen.name,
    trail: [...trail, { name: subcategory.Name, path: subPath }],
    subcategories: [],
    ...list,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  const { brandName, title, total, page, canonical } = loaderData;
  const pageSuffix = page > 1 ? ` – side ${page}` : "";
  return [
    { title: `${title}${pageSuffix} | ${brandName}` },
    {
      name: "description",
      content: `${title} fra ${brandName}: ${productCountText(total)}. Handle på nett, eller reserver og hent i butikk.`,
    },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { title, trail, subcategories } = loaderData;
  return (
    <>
      {trail.length > 0 ? (
        <nav className="crumbs" aria-label="Kategorier">
          <ol>
            {trail.map((step) => (
              <li key={step.path}>
                <Link to={step.path}>{step.name}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      ) : null}
      <ListPage
        {...loaderData}
        intro={
          subcategories.length > 0 ? (
            <nav aria-label={`Underkategorier i ${title}`}>
              <ul className="category-list">
                {subcategories.map((s) => (
                  <li key={s.path}>
                    <Link className="category-list__link" to={s.path}>
                      {s.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
