// Distances shown to shoppers: the OSRM table request from one place to many, and kilometres with one
// decimal in Norwegian notation ("12,3 km") from the metres it answers with. Shared by the shop finder
// and the checkout.
const kilometres = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "12,3 km" for 12 345 m; an empty text where there is no route (OSRM's null). */
export function formatDistance(metres: number | null): string {
  if (metres === null || !Number.isFinite(metres)) return "";
  return `${kilometres.format(metres / 1000)} km`;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The path (under /api/v1) of the OSRM table request from `from` to each of `to` (shared/reference/
 * osrm.md): longitude first, the starting point at index 0 as the only source, distances only.
 */
export function osrmTablePath(from: Point, to: readonly Point[]): string {
  const points = [from, ...to].map((p) => `${p.longitude},${p.latitude}`).join(";");
  return `/osrm/table/v1/car/${points}?sources=0&annotations=distance`;
}
