// The re-check when the shopper presses pay (issue 12, item 3): before the Klarna dialog opens, the
// server says which lines a hold would not get in full; they are listed here with a way forward
// (fewer, remove, or another shop) instead of failing after the shopper approved the payment.
import { api } from "../../lib/api-client.ts";

export interface ShortLine {
  EanNo: string;
  name: string;
  wanted: number;
  available: number;
  message: string;
}

export const STOCK_CHANGED = "Noen varer er ikke lenger på lager. Juster bestillingen før du betaler.";

/** Thrown by the pay step when lines are short: the form shows STOCK_CHANGED and the list, no Klarna. */
export class StockShort extends Error {
  constructor(readonly lines: ShortLine[]) {
    super(STOCK_CHANGED);
    this.name = "StockShort";
  }
}

/** Asks the server what of the order would not be held now; throws StockShort when anything is short. */
export async function recheckStock(
  lines: { ean: string; count: number }[],
  shop: number | null,
  delivery: boolean,
): Promise<void> {
  const { data } = await api<{ data: { short: ShortLine[] } }>("POST", "/reservations/check", {
    order: lines.map((l) => ({ EanNo: l.ean, Count: l.count })),
    shop: delivery ? null : shop,
    delivery,
  });
  if (data.short.length) throw new StockShort(data.short);
}

export function ShortLines({
  lines,
  delivery,
  shopListId,
  onSetCount,
  onRemove,
}: {
  lines: ShortLine[];
  delivery: boolean;
  /** The pickup shop list, for "choose another shop". */
  shopListId: string;
  onSetCount: (ean: string, count: number) => void;
  onRemove: (ean: string) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <div className="stock-short" data-testid="stock-short">
      <h3 className="stock-short__title">Ikke lenger på lager</h3>
      <ul>
        {lines.map((line) => (
          <li key={line.EanNo}>
            <p>
              <strong>{line.name}</strong>: {line.message}.
            </p>
            <div className="stock-short__actions">
              {line.available > 0 ? (
                <button type="button" className="button" onClick={() => onSetCount(line.EanNo, line.available)}>
                  Endre antall til {line.available}
                </button>
              ) : null}
              <button type="button" className="button" onClick={() => onRemove(line.EanNo)}>
                Fjern fra handlekurven
              </button>
              {delivery ? null : (
                <a className="stock-short__link" href={`#${shopListId}`}>
                  Velg en annen butikk
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
