// The shopper's contact and delivery details (spec section 3, cart state "client"): the cart keeps them
// in local storage and the checkout edits them, so both features share this one shape.
export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
  delivery: boolean;
  address: string;
  postalCode: string;
  city: string;
}

/** A logged-in customer's details as the account holds them (any of them may be missing). */
export type AccountDetails = Partial<Record<Exclude<keyof ClientDetails, "delivery">, string | null>>;

/**
 * The checkout's details with the account's filled in where the shopper has typed nothing (issue 12):
 * what was typed always wins, so a login in the middle of the checkout never overwrites it.
 */
export function prefillClient(typed: ClientDetails, account: AccountDetails | null): ClientDetails {
  if (!account) return typed;
  const filled = { ...typed };
  for (const key of ["name", "email", "phone", "address", "postalCode", "city"] as const) {
    const value = account[key]?.trim();
    if (!filled[key].trim() && value) filled[key] = value;
  }
  return filled;
}
