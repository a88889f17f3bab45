// The stock of an article per variant and shop, and the form that adjusts one by a signed number with
// a reason from the fixed list (decision 045). Staff see and adjust their own shop only. The change is
// checked with the route's own schema (domain/schemas/stock-admin.ts) before it is sent.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatCount } from "../../../domain/money.ts";
import { STOCK_REASONS } from "../../../domain/stock-reasons.ts";
import type { StockRow } from "../../../server/modules/catalog/admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { StockAdjusted } from "./api-answers.ts";
import { ShopSelect } from "./shop-select.tsx";

const rowKey = (r: StockRow) => `${r.variantId}:${r.shopId}`;
const rowName = (r: StockRow) => `${r.color}, ${r.size} (${r.ean})`;

export function StockAdjust({ stock: all }: { stock: StockRow[] }) {
  const revalidator = useRevalidator();
  // An administrator sees every shop: one shop at a time keeps the table short.
  const shops = [...new Map(all.map((r) => [r.shopId, { id: r.shopId, name: r.shop, no: r.shopNo }])).values()];
  const [shopId, setShopId] = useState(shops[0]?.id ?? 0);
  const stock = all.filter((r) => r.shopId === shopId);
  const [target, setTarget] = useState(stock[0] ? rowKey(stock[0]) : "");
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState<string>(STOCK_REASONS[0]);

  const body = () => {
    const row = stock.find((r) => rowKey(r) === target);
    // A typed minus may be the typographic one; anything but a whole number is no number.
    const change = delta.trim().replace("−", "-");
    return {
      variantId: row?.variantId,
      shopId: row?.shopId ?? shopId,
      delta: /^[+-]?\d+$/.test(change) ? Number(change) : Number.NaN,
      reason,
    };
  };
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/stock-admin.ts"),
    schema: (m) => m.stockAdjustBody,
    body,
    summary: (first) => first,
    async send() {
      const row = stock.find((r) => rowKey(r) === target) as StockRow;
      const { data } = await api<StockAdjusted>("POST", "/backoffice/stock/adjust", body());
      setDelta("");
      await revalidator.revalidate();
      return `Lageret for ${rowName(row)} i ${row.shop} er nå ${formatCount(data.qty)} stk.`;
    },
  });

  if (stock.length === 0) return <p>Varen har ingen varianter.</p>;
  return (
    <>
      {shops.length > 1 ? (
        <div className="admin-filters admin-shop-pick">
          <ShopSelect
            id="stock-shop"
            shops={shops}
            value={shopId}
            onChange={(value) => {
              const id = Number(value);
              setShopId(id);
              const first = all.find((r) => r.shopId === id);
              setTarget(first ? rowKey(first) : "");
            }}
          />
        </div>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Lager per variant</caption>
          <thead>
            <tr>
              <th scope="col">Farge</th>
              <th scope="col">Størrelse</th>
              <th scope="col">EAN</th>
              <th scope="col">Antall</th>
            </tr>
          </thead>
          <tbody>
            {stock.map((r) => (
              <tr key={rowKey(r)}>
                <td data-label="Farge">{r.color}</td>
                <td data-label="Størrelse">{r.size}</td>
                <td data-label="EAN">{r.ean}</td>
                <td data-label="Antall">{formatCount(r.qty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate aria-label="Juster lager">
        <fieldset>
          <legend>Juster lager</legend>
          <div className="admin-grid admin-grid--top">
            <div className="form-field">
              <label htmlFor="stock-target">Variant</label>
              <select id="stock-target" name="variantId" value={target} onChange={(e) => setTarget(e.target.value)}>
                {stock.map((r) => (
                  <option key={rowKey(r)} value={rowKey(r)}>
                    {rowName(r)}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label="Endring (stk.)"
              name="delta"
              inputMode="numeric"
              value={delta}
              error={errorOf("delta")}
              hint="Positivt tall legger til, negativt trekker fra"
              onChange={(e) => setDelta(e.target.value)}
            />
            <div className="form-field">
              <label htmlFor="stock-reason">Årsak</label>
              <select id="stock-reason" name="reason" value={reason} onChange={(e) => setReason(e.target.value)}>
                {STOCK_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <FormMessage kind="error">{messages[0]}</FormMessage>
        <FormMessage kind="success">{saved}</FormMessage>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Juster lager"}
        </button>
      </form>
    </>
  );
}
