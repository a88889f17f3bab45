// Server-only data of the checkout page.
import type { AppLoadContext } from "react-router";

import { STANDIN_PREFIX } from "../../server/modules/payments/standin-browser.ts";

/** Klarna's own SDK when Klarna is configured; the stand-in's otherwise (same calls). */
const KLARNA_SDK = "https://x.klarnacdn.net/kp/lib/v1/api.js";

export async function checkoutData({ services, user }: AppLoadContext) {
  const [methods, shops] = await Promise.all([services.shipping.list(), services.shops.list(new Date())]);
  return {
    methods: methods.map((m) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      price: m.price,
      delivery: m.delivery,
    })),
    shops: shops
      .map((s) => ({ id: s.id, name: s.name, address: s.address, postPlace: s.postPlace, coords: s.coords }))
      .sort((a, b) => a.name.localeCompare(b.name, "nb")),
    sdkUrl: services.paymentTestMode ? `${STANDIN_PREFIX}/sdk.js` : KLARNA_SDK,
    /** The payment step says plainly that no money moves (decision 024). */
    testMode: services.paymentTestMode,
    /** Address suggestions in the delivery form when a geocoder is configured (decision 028). */
    addressLookup: services.addresses.lookupEnabled,
    loggedIn: Boolean(user),
  };
}
