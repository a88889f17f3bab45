// Distances shown to shoppers: kilometres with one decimal in Norwegian notation ("12,3 km"), from the
// metres the OSRM table answers with. Shared by the shop list and the checkout.
const kilometres = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "12,3 km" for 12 345 m; an empty text where there is no route (OSRM's null). */
export function formatDistance(metres: number | null): string {
  if (metres === null || !Number.isFinite(metres)) return "";
  return `${kilometres.format(metres / 1000)} km`;
}
