// A partial handover on the staff pages (issue 29): the list's row says how much went home and what
// was captured and released; the reservation screen marks each line and shows the settlement as the
// customer's receipt does (components/handover-summary.tsx, domain/handover-settlement.ts).
import { type HandoverView, lineHandoverText } from "../../../domain/handover-settlement.ts";
import { formatPrice } from "../../../domain/money.ts";
import type { HandoverBrief } from "../../../server/modules/reservations/views.ts";
import { HandoverSummary } from "../../components/handover-summary.tsx";

/** The reservation screen's section: what was taken and left, and the money of each. */
export function HandoverSection({ handover }: { handover: HandoverView | null }) {
  if (!handover) return null;
  return (
    <section className="handover-section" aria-labelledby="handover-title" data-testid="handover">
      <h2 id="handover-title">Utlevering</h2>
      <HandoverSummary handover={handover} level={3} />
    </section>
  );
}

/** A reserved line's units after a partial handover: taken, left, or some of each. */
export function lineHandover(handover: HandoverView, ean: string): string {
  const units = (parts: HandoverView["taken"]) => parts.find((p) => p.ean === ean)?.count ?? 0;
  return lineHandoverText(units(handover.taken), units(handover.left));
}

/** The list's "Linjer" cell: the count of lines, and after a partial handover how many units went home. */
export function ListLines({ lines, handover }: { lines: number; handover: HandoverBrief | null }) {
  if (!handover) return <>{lines}</>;
  // One element: on a phone the stacked cell lays out its label and one value side by side.
  return (
    <span>
      {lines}
      <br />
      <span data-testid="list-handover">
        Hentet {handover.taken} av {handover.taken + handover.left} varer
      </span>
    </span>
  );
}

/** The list's "Beløp" cell: the reserved total, or after a partial handover what was captured and released. */
export function ListAmount({ total, handover }: { total: number; handover: HandoverBrief | null }) {
  if (!handover) return <>{formatPrice(total)}</>;
  return (
    <span data-testid="list-amount">
      {formatPrice(handover.captured)} trukket
      <br />
      {formatPrice(handover.released)} frigitt
    </span>
  );
}
