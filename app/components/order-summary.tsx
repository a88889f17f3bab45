// The order's sums as every place that shows a total shows them (issue 12): goods, the verdikode,
// the delivery by its name and fee, and the total, from domain/order-summary.ts.
import { formatPrice, oreToKroner } from "../../domain/money.ts";
import type { OrderSummary } from "../../domain/order-summary.ts";

const kr = (ore: number) => formatPrice(oreToKroner(ore));

export function OrderSummaryView({ summary }: { summary: OrderSummary }) {
  return (
    <dl className="order-summary" data-testid="order-summary">
      <dt>{summary.goods.label}</dt>
      <dd>{kr(summary.goods.ore)}</dd>
      {summary.discount ? (
        <>
          <dt>{summary.discount.label}</dt>
          <dd>{kr(summary.discount.ore)}</dd>
        </>
      ) : null}
      <dt>{summary.shipping ? summary.shipping.label : "Frakt"}</dt>
      <dd>{summary.shipping ? kr(summary.shipping.ore) : "Velges i kassen"}</dd>
      <dt className="order-summary__total">{summary.total.label}</dt>
      <dd className="order-summary__total">{kr(summary.total.ore)}</dd>
    </dl>
  );
}
