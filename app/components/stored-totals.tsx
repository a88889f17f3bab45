// The amounts a reservation stored at checkout (decision 025), as rows of a <dl>: the receipt and the
// staff screen show them alike, so the shopper and the counter read the same figures.
import { formatPrice } from "../../domain/money.ts";

export function StoredTotals({
  discount,
  shipping,
  total,
  totalClassName,
  totalTestId,
  reserved = false,
}: {
  discount: number;
  shipping: number;
  total: number;
  totalClassName?: string;
  totalTestId?: string;
  /** Part of the goods was left (a partial handover): the total is what was reserved, not what was paid. */
  reserved?: boolean;
}) {
  return (
    <>
      {discount > 0 ? (
        <>
          <dt>Verdikode</dt>
          <dd>−{formatPrice(discount)}</dd>
        </>
      ) : null}
      {shipping > 0 ? (
        <>
          <dt>Frakt</dt>
          <dd>{formatPrice(shipping)}</dd>
        </>
      ) : null}
      <dt className={totalClassName}>{reserved ? "Reservert ved bestilling" : "Totalt"}</dt>
      <dd className={totalClassName} data-testid={totalTestId}>
        {formatPrice(total)}
      </dd>
    </>
  );
}
