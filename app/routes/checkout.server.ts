// Server-only data of the checkout page.
import type { AppLoadContext } from "react-router";
import { pickupPromise } from "../../domain/pickup-promise.ts";

export async function checkoutData({ services, user }: AppLoadContext) {
  const now = services.clock();
  const [methods, shops, terms, account] = await Promise.all([
    services.shipping.list(),
    services.shops.list(now),
    services.shops.pickupTerms(now),
    user ? services.customers.byId(user.id) : null,
  ]);
  // The promise a shop gives for units it has, with the server's clock (decision 030); the form
  // shows it for a shop holding some of the cart, and the reservation stores its own at checkout.
  const promiseOf = (shopId: number) => {
    const t = terms.get(shopId);
    return t ? pickupPromise({ ...t, available: 1, now }).text : null;
  };
  return {
    methods: methods.map((m) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      price: m.price,
      delivery: m.delivery,
    })),
    shops: shops
      .map((s) => ({
        id: s.id,
        name: s.name,
        address: s.address,
        postPlace: s.postPlace,
        coords: s.coords,
        promise: promiseOf(s.id),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "nb")),
    /** Klarna's SDK (KLARNA_SDK_URL) when Klarna is configured; the stand-in's otherwise (same calls). */
    sdkUrl: services.klarnaSdkUrl,
    /** The payment step says plainly that no money moves (decision 024). */
    testMode: services.paymentTestMode,
    /** Address suggestions in the delivery form when a geocoder is configured (decision 028). */
    addressLookup: services.addresses.lookupEnabled,
    loggedIn: Boolean(user),
    /** The logged-in customer's details, filled into the fields the shopper left empty (issue 12). */
    account: account
      ? {
          name: `${account.firstName} ${account.lastName}`.trim(),
          email: account.email,
          phone: account.phone,
          address: account.address,
          postalCode: account.postalCode,
          city: account.city,
        }
      : null,
  };
}
