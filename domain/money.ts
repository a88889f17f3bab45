// Money as the spec counts and shows it (spec section 1: exactly 2 decimals, nb-NO). Amounts are stored
// in øre and shown in kroner; both the storefront and the server (mails, prices) format through here.
// Intl uses a no-break space (U+00A0) as the thousands separator and U+2212 as the minus sign.

/**
 * Whole kroner from øre, half away from zero. Only for article prices and deposits (spec section 9
 * rounds those to whole units); totals, discounts, VAT and shipping stay exact (oreToKroner).
 */
export function roundToKroner(ore: number): number {
  const sign = ore < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(ore) + 50) / 100);
}

/** Exact kroner (two decimals) from øre: 151920 → 1519.2, the number the API sends. */
export function oreToKroner(ore: number): number {
  return ore / 100;
}

/** Øre from kroner as the API sends them (at most two decimals): 1519.2 → 151920. */
export function kronerToOre(kroner: number): number {
  return Math.round(kroner * 100);
}

const money = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1299 → "1 299,00" (the space is U+00A0). */
export function formatMoney(kroner: number): string {
  return money.format(kroner);
}

/** 1299 → "1 299,00 kr". Kroner as the API gives them (whole units; decimals are still shown). */
export function formatPrice(kroner: number): string {
  return `${money.format(kroner)} kr`;
}

const count = new Intl.NumberFormat("nb-NO", { maximumFractionDigits: 0 });

/** A count of things: 1234 → "1 234" (U+00A0 between the groups). */
export function formatCount(amount: number): string {
  return count.format(amount);
}
