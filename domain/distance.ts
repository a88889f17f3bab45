// Distances as the shop finder shows them: kilometres with one decimal, nb-NO ("12,3 km").
const km = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatKm(metres: number): string {
  return `${km.format(metres / 1000)} km`;
}
