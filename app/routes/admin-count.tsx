// Back office: the count sheet of a shop (issue 15, decision 048). Staff count their own shop, an
// administrator chooses one; a main group at a time, a page of 100 lines, sorted as the shelves are.
// Printed, it is a paper sheet with a column to write the count in; on screen, the same sheet is a form.
import { Form } from "react-router";
import { formatCount } from "../../domain/money.ts";
import { Pagination } from "../components/pagination.tsx";
import { CountSheetForm } from "../features/backoffice/count-sheet-form.tsx";
import { ShopSelect } from "../features/backoffice/shop-select.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-count";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Telling" }, { name: "robots", content: "noindex" }];

const numberParam = (value: string | null) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isSafeInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadFor(context, `/admin/telling${url.search}`, "stock.adjust", async (staff) => {
    try {
      const [sheet, shops] = await Promise.all([
        context.services.stockCount.sheet(staff, {
          shop: numberParam(url.searchParams.get("butikk")),
          group: numberParam(url.searchParams.get("gruppe")),
          page: Math.min(10_000, numberParam(url.searchParams.get("side")) ?? 1),
        }),
        context.services.shopAdmin.list(staff),
      ]);
      return { role: staff.role, sheet, shops: shops.map((s) => ({ id: s.id, name: s.name, no: s.no })) };
    } catch (error) {
      if (isNotFoundError(error)) notFound();
      throw error;
    }
  });
}

export default function AdminCount({ loaderData }: Route.ComponentProps) {
  const { sheet, shops } = loaderData;
  const { meta } = sheet;
  const pageLink = (page: number) =>
    `/admin/telling?${new URLSearchParams({ butikk: String(sheet.shop.id), gruppe: String(sheet.group.id), side: String(page) })}`;
  return (
    <div className="page admin-page">
      <div className="no-print"></div>
      <h1>
        Telling: {sheet.group.name}, {sheet.shop.name}
      </h1>
      <Form method="get" className="admin-filters no-print" aria-label="Velg telleliste">
        {shops.length > 1 ? (
          <ShopSelect id="count-shop" name="butikk" shops={shops} defaultValue={sheet.shop.id} />
        ) : null}
        <div className="form-field">
          <label htmlFor="count-group">Hovedgruppe</label>
          <select id="count-group" name="gruppe" defaultValue={sheet.group.id}>
            {sheet.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Vis listen
        </button>
      </Form>
      <div className="count-sheet__top">
        <p role="status">
          {meta.total === 0
            ? "Hovedgruppen har ingen varer."
            : `${formatCount(meta.total)} varianter, linje ${formatCount((meta.current_page - 1) * meta.per_page + 1)}–${formatCount(Math.min(meta.total, meta.current_page * meta.per_page))}, side ${meta.current_page} av ${meta.last_page}`}
        </p>
        <button type="button" className="button no-print" onClick={() => window.print()}>
          Skriv ut listen
        </button>
      </div>
      {sheet.data.length > 0 ? (
        <CountSheetForm
          key={`${sheet.shop.id}:${sheet.group.id}:${meta.current_page}`}
          shopId={sheet.shop.id}
          lines={sheet.data}
        />
      ) : null}
      <div className="no-print">
        <Pagination page={meta.current_page} lastPage={meta.last_page} hrefFor={pageLink} />
      </div>
    </div>
  );
}
