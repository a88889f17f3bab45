// Numbers and money as a Norwegian shopper reads them (spec section 1: exactly 2 decimals, nb-NO).
// Intl uses a no-break space (U+00A0) as the thousands separator and U+2212 as the minus sign.

const money = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1299 → "1 299,00" (the space is U+00A0). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** 1299 → "1 299,00 kr". Kroner as the API gives them (whole units; decimals are still shown). */
export function formatPrice(amount: number): string {
  return `${money.format(amount)} kr`;
}

const count = new Intl.NumberFormat("nb-NO", { maximumFractionDigits: 0 });

/** A count of things: 1234 → "1 234" (U+00A0 between the groups). */
export function formatCount(amount: number): string {
  return count.format(amount);
}
