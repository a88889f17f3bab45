// Names the spec shows differently from how the chain's ERP stores them.
export function categoryDisplayName(name: string): string {
  return name === "Tekstil" ? "Klær" : name;
}

export function campaignShortTitle(shortDescription: string): string {
  return shortDescription === "Klikk & Hent" ? "Ukens annonse!" : shortDescription;
}

/** Unknown bestseller ranks sort last (spec section 9). */
export const UNKNOWN_BESTSELLER_RANK = 9999;
