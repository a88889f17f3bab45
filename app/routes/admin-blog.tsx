// Back office: the blog (issue 15, decision 049), for editors and administrators: every post with its
// brand, status (draft, planned, published by the Oslo clock) and categories, searchable and paged;
// and the categories.
import { Form, Link } from "react-router";
import { PUBLISH_STATUS_NAMES } from "../../domain/publish-status.ts";
import { Pagination } from "../components/pagination.tsx";
import { BlogCategories } from "../features/backoffice/blog-categories.tsx";
import type { Route } from "./+types/admin-blog";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Blogg" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("sok") ?? "").trim().slice(0, 100);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("side") ?? "1", 10) || 1));
  return loadFor(context, `/admin/blogg${url.search}`, "content.edit", async (staff) => {
    const { blogAdmin, tenants } = context.services;
    const [found, categories, brands] = await Promise.all([
      blogAdmin.posts(q, page),
      blogAdmin.categories(),
      tenants.admin.list(),
    ]);
    return {
      role: staff.role,
      q,
      deleted: url.searchParams.has("slettet"),
      found,
      categories,
      brandNames: Object.fromEntries(brands.map((b) => [b.id, b.name])) as Record<number, string>,
    };
  });
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { q, deleted, found, categories, brandNames } = loaderData;
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const pageLink = (page: number) => `/admin/blogg?${new URLSearchParams({ sok: q, side: String(page) })}`;
  return (
    <div className="page admin-page">
      <h1>Blogg</h1>
      {deleted ? <p role="status">Innlegget er slettet.</p> : null}
      <p>
        <Link className="button button--primary" to="/admin/blogg/ny">
          Nytt innlegg
        </Link>
      </p>
      <Form method="get" className="admin-filters" role="search" aria-label="Søk i blogginnleggene">
        <div className="form-field">
          <label htmlFor="blog-search">Tittel eller adresse</label>
          <input id="blog-search" type="search" name="sok" defaultValue={q} maxLength={100} />
        </div>
        <button type="submit" className="button button--primary">
          Søk
        </button>
      </Form>
      <p role="status">
        {found.meta.total === 0
          ? "Ingen innlegg passer søket."
          : `${found.meta.total} innlegg, side ${found.meta.current_page} av ${found.meta.last_page}`}
      </p>
      {found.data.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Tittel</th>
                <th scope="col">Merke</th>
                <th scope="col">Status</th>
                <th scope="col">Kategorier</th>
              </tr>
            </thead>
            <tbody>
              {found.data.map((p) => (
                <tr key={p.id}>
                  <td data-label="Tittel">
                    <Link to={`/admin/blogg/${p.id}`}>{p.title}</Link>
                  </td>
                  <td data-label="Merke">
                    {p.brandId === null ? "Alle merker" : (brandNames[p.brandId] ?? p.brandId)}
                  </td>
                  <td data-label="Status">
                    {PUBLISH_STATUS_NAMES[p.status]}
                    {p.publishedAt
                      ? ` ${p.publishedAt.slice(8, 10)}.${p.publishedAt.slice(5, 7)}.${p.publishedAt.slice(0, 4)} kl. ${p.publishedAt.slice(11)}`
                      : ""}
                  </td>
                  <td data-label="Kategorier">
                    {p.categoryIds
                      .map((id) => categoryName.get(id))
                      .filter(Boolean)
                      .join(", ") || "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={found.meta.current_page} lastPage={found.meta.last_page} hrefFor={pageLink} />
      <BlogCategories categories={categories} />
    </div>
  );
}
