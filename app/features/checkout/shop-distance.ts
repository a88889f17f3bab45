// Pickup shops nearest the shopper's postcode: one OSRM table request with the shopper as the only
// source and the shops as destinations (shared/reference/osrm.md), then sorted by distance.

export interface ShopChoice {
  id: number;
  name: string;
  address: string;
  postPlace: string;
  coords: { latitude: number; longitude: number };
  /** The shop's pickup promise for units it has (decision 030), computed on the server. */
  promise?: string | null;
}

export interface CheckoutLine {
  ean: string;
  name: string;
  count: number;
  price: number;
  onlyCC: boolean;
  /** Stock per shop, as the article showed it when it was added. */
  shops: { id: number; qty: number }[];
}

/** Shops with their distance in metres, nearest first; shops without a route go last. */
export function shopsByDistance<S extends ShopChoice>(
  shops: S[],
  distances: (number | null)[] | undefined,
): (S & { distance: number | null })[] {
  // The reply's first column is the shopper to themself when destinations are not given.
  const row = distances && distances.length === shops.length + 1 ? distances.slice(1) : (distances ?? []);
  return shops
    .map((s, i) => ({ ...s, distance: row[i] ?? null }))
    .sort((a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY));
}

/** Whether the shop holds the line's whole count. */
export function inStock(line: CheckoutLine, shopId: number): boolean {
  return (line.shops.find((s) => s.id === shopId)?.qty ?? 0) >= line.count;
}
