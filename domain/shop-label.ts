// How a person picks a shop in the back office (issue 29): by the name they know and the number the
// chain's files (CSV import, tills) use, so neither has to be looked up elsewhere.

/** "Oslo City (nr. 1055)". */
export function shopLabel(shop: { name: string; no: string }): string {
  return `${shop.name} (nr. ${shop.no})`;
}
