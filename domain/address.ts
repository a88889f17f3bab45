// Delivery addresses (spec section 5): a lookup needs the form 'street housenumber', split into street
// and house number. Without a geocoder the shop checks that form and that the postcode exists; both
// failures carry the status ADDRESS_NOT_FOUND with the texts of spec section 8.
export const ADDRESS_NOT_FOUND = "ADDRESS_NOT_FOUND";
export const NO_HOUSE_NUMBER = "Ingen husnummer oppgitt - addresse må være på format: 'gateaddresse husnummer'";
export const NO_ADDRESSES = "Ingen addresser funnet";

export interface StreetAddress {
  street: string;
  houseNumber: string;
}

// A house number is digits with an optional letter ("12", "12B", "12 b"), after at least one word.
const STREET_AND_NUMBER = /^(\S.*?)\s+(\d{1,5}(?:\s?[A-Za-zÆØÅæøå])?)$/u;

export function splitAddress(text: string): StreetAddress | null {
  const match = STREET_AND_NUMBER.exec(text.trim().replace(/\s+/g, " "));
  if (!match) return null;
  return { street: match[1], houseNumber: match[2].replace(" ", "").toUpperCase() };
}
