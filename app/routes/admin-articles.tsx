// Back office: the article search (issue 15, decision 045) by name, article number or EAN, a page at a
// time, hidden articles too. Administrators edit an article; staff open it to adjust their shop's stock.

import { Form, Link } from "react-router";
import { LOW_STOCK_MAX } from "../../domain/low-stock.ts";
import { formatPrice, oreToKroner } from "../../domain/money.ts";
import { Pagination } from "../components/pagination.tsx";
import type { Route } from "./+types/admin-articles";
import { loadFor, shopChoice } from "./admin.server.ts";

/** The layout offers an administrator the choice of shop here (shop-picker.tsx). */
export const handle = { shopChoice: true };

export const meta: Route.MetaFunction = () => [{ title: "Varer" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("sok") ?? "").trim().slice(0, 100);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("side") ?? "1", 10) || 1));
  const low = url.searchParams.get("lav") === "1";
  return loadFor(context, `/admin/varer${url.search}`, "stock.adjust", async (staff) => ({
    low,
    role: staff.role,
    q,
    found: await context.services.articleAdmin.search(
      q,
      page,
      low ? { staff, shop: shopChoice(request, staff) } : undefined,
    ),
  }));
}

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { q, low, found } = loaderData;
  const pageLink = (page: number) =>
    `/admin/varer?${new URLSearchParams({ sok: q, side: String(page), ...(low ? { lav: "1" } : {}) })}`;
  return (
    <div className="page admin-page">
      <h1>{low ? "Varer med lav beholdning" : "Varer"}</h1>
      {low ? (
        <p>
          Varer med {LOW_STOCK_MAX} eller færre igjen av en variant i butikken du jobber i (utsolgte er ikke med).{" "}
          <Link to="/admin/varer">Vis alle varer</Link>
        </p>
      ) : null}
      <Form method="get" className="admin-filters" role="search" aria-label="Søk i varene">
        <div className="form-field">
          <label htmlFor="article-search">Navn, varenummer eller EAN</label>
          <input id="article-search" type="search" name="sok" defaultValue={q} maxLength={100} />
        </div>
        {low ? <input type="hidden" name="lav" value="1" /> : null}
        <button type="submit" className="button button--primary">
          Søk
        </button>
      </Form>
      <p role="status">
        {found.meta.total === 0
          ? "Ingen varer passer søket."
          : `${found.meta.total} ${found.meta.total === 1 ? "vare" : "varer"}, side ${found.meta.current_page} av ${found.meta.last_page}`}
      </p>
      {found.data.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Vare</th>
                <th scope="col">Varenr.</th>
                <th scope="col">Pris</th>
                <th scope="col">Synlig på nett</th>
              </tr>
            </thead>
            <tbody>
              {found.data.map((a) => (
                <tr key={a.id}>
                  <td data-label="Vare">
                    <Link to={`/admin/varer/${a.id}`}>{a.name}</Link>
                  </td>
                  <td data-label="Varenr.">{a.articleNo}</td>
                  <td data-label="Pris">{formatPrice(oreToKroner(a.priceOre))}</td>
                  <td data-label="Synlig på nett">{a.visibleWeb ? "Ja" : "Nei"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={found.meta.current_page} lastPage={found.meta.last_page} hrefFor={pageLink} />
    </div>
  );
}
