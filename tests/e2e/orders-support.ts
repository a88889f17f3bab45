// A paid reservation made through the API as the storefront makes it (reserve, the Klarna stand-in
// approves, the browser reports it): the journeys beyond the counter start from one.
import { type APIRequestContext, expect, request } from "@playwright/test";
import { stockNow } from "./support.ts";

export const SHOP = 55;

/** Three articles with a purchasable variant stocked in the shop (at least three units each). */
async function stockedEans(api: APIRequestContext): Promise<{ ean: string; name: string }[]> {
  const picks: { ean: string; name: string }[] = [];
  for (let id = 1; id < 400 && picks.length < 3; id++) {
    const res = await api.get(`/api/v1/articles/${id}`);
    if (!res.ok()) continue;
    const { data: a } = await res.json();
    if (!a.canPurchase || a.onlyCC || a.campaigns.length > 0) continue;
    const freshShops = await stockNow(api, id);
    const variant = a.variants.find(
      (v: { id: number; canPurchase: boolean }) =>
        v.canPurchase && freshShops(v.id).some((s) => s.id === SHOP && s.qty >= 3),
    );
    if (variant) picks.push({ ean: variant.ean, name: a.name });
  }
  expect(picks).toHaveLength(3);
  return picks;
}

/** Who reserves, as the checkout's form names it. */
export interface Customer {
  CustomerName: string;
  Email: string;
  Phone: string;
}

const OLA: Customer = { CustomerName: "Ola Nordmann", Email: "ola@example.no", Phone: "+47 91234567" };

/** One unit of the first article, two of the second and one of the third, paid by card, for pickup. */
export async function paidThreeLineReservation(baseURL: string, delivery = false, customer: Customer = OLA) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { "x-requested-with": "XMLHttpRequest" } });
  await api.get("/");
  const token = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const headers = { "x-xsrf-token": token };
  const picks = await stockedEans(api);
  const created = await api.post("/api/v1/reservations/klarna/", {
    headers,
    data: {
      order: picks.map((p, i) => ({ EanNo: p.ean, Count: i === 1 ? 2 : 1 })),
      shop: delivery ? null : SHOP,
      payment: "card",
      orderInfo: {
        ...customer,
        Delivery: delivery,
        shipping_method_id: delivery ? 2 : 1,
        ...(delivery ? { Address: "Karl Johans gate 1", PostalCode: "0154", City: "Oslo" } : {}),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reservation, klarna, failed } = (await created.json()).data;
  // A line the shop could not hold is left out of the reservation (spec section 5); the journeys
  // count on all three.
  expect(failed).toEqual([]);
  const auth = await api.post("/klarna-standin/browser/authorize", {
    headers,
    data: { client_token: klarna.client_token },
  });
  const paid = await api.post(`/api/v1/reservations/${reservation.id}/authorize`, {
    headers,
    data: {
      session_id: klarna.session_id,
      approved: true,
      authorization_token: (await auth.json()).authorization_token,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await api.dispose();
  return { id: reservation.id as number, picks };
}
