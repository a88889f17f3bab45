// A partial handover as the customer and the counter read it (issue 29): what was taken and what was
// left in the shop, each with its share of the verdikode, what was reserved, captured and released.
// The receipt, the account's history and the staff screen show it alike; the mail says the same
// (server/modules/reservations/mails.ts), all from one settlement (domain/handover-settlement.ts).

import { Fragment } from "react";
import {
  capturedLabel,
  DISCOUNT_SPLIT,
  discountSplitText,
  HANDOVER_LEFT,
  HANDOVER_TAKEN,
  type HandoverPart,
  type HandoverView,
  partAmountPieces,
  RELEASED,
} from "../../domain/handover-settlement.ts";
import { formatPrice } from "../../domain/money.ts";

function Parts({ parts, testId }: { parts: HandoverPart[]; testId: string }) {
  return (
    <ul className="handover__parts" data-testid={testId}>
      {parts.map((p) => (
        <li key={p.ean}>
          <span className="handover__name">
            {p.count} × {p.name}
          </span>
          <span className="handover__amount">
            {partAmountPieces(p).map((piece, i) => (
              // The space between the pieces is where a narrow screen may break the line.
              <Fragment key={piece}>
                {i > 0 ? " " : null}
                <span className="handover__piece">{piece}</span>
              </Fragment>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** `level` is the heading level of the two groups (taken, left) where the summary stands. */
export function HandoverSummary({ handover: h, level }: { handover: HandoverView; level: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <div className="handover">
      <Heading>{HANDOVER_TAKEN}</Heading>
      <Parts parts={h.taken} testId="handover-taken" />
      <Heading>{HANDOVER_LEFT}</Heading>
      <Parts parts={h.left} testId="handover-left" />
      {h.discount > 0 ? (
        <p data-testid="handover-discount">
          {DISCOUNT_SPLIT}: {discountSplitText(h)}.
        </p>
      ) : null}
      <dl className="cart-totals">
        <dt>Reservert ved bestilling</dt>
        <dd>{formatPrice(h.reserved)}</dd>
        {h.shipping > 0 ? (
          <>
            <dt>Frakt</dt>
            <dd>{formatPrice(h.shipping)}</dd>
          </>
        ) : null}
        <dt className="cart-totals__total">{capturedLabel(h.paymentMethod)}</dt>
        <dd className="cart-totals__total" data-testid="handover-captured">
          {formatPrice(h.captured)}
        </dd>
        <dt>{RELEASED}</dt>
        <dd data-testid="handover-released">{formatPrice(h.released)}</dd>
      </dl>
    </div>
  );
}
