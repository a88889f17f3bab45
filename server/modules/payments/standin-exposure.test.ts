// The Klarna stand-in is no way in (issue 11): from outside the process only its browser half answers,
// and that half approves a session only for the browser that started the reservation being paid.
import { describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  type PlacedReservation,
  payInStandin,
  placeCardReservation,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { STATUS } from "../reservations/status.ts";
import { klarnaOrder, orderLine } from "./klarna-order.ts";

const SHOP = 55;
const PREFIX = "/klarna-standin";
/** The credentials the stand-in used to accept from anyone (before issue 11). */
const OLD_CREDENTIALS = `Basic ${Buffer.from("butikk-standin:butikk-standin").toString("base64")}`;
let t: CheckoutTestApp;

appForFile(createCheckoutTestApp, (app) => {
  t = app;
});

/** A visitor's pickup reservation by card, from the visitor's own browser. */
async function checkout(shopper: Browser, offset: number) {
  const [v] = await stockedVariants(t, SHOP, 1, offset);
  await t.setStockForTest(v.variant_id, SHOP, 5);
  return placeCardReservation(shopper, { order: [{ EanNo: v.ean, Count: 1 }], shop: SHOP });
}

async function approveAndReport(shopper: Browser, r: PlacedReservation) {
  return (await payInStandin(shopper, r)).authorizationToken;
}

/** The stand-in's rows of one reservation's payment, to prove an outside request changed nothing. */
async function standinRows(keys: string[]) {
  return rows<{ key: string; data: unknown }>(
    t.database,
    "select key, data from payment_standin where key = any($1) order by key",
    [keys],
  );
}

describe("the stand-in's merchant half seen from outside", () => {
  it("answers 404 to every merchant path, with or without the old credentials, and changes nothing", async () => {
    const shopper = new Browser(t.app, "10.0.1.1");
    const r = await checkout(shopper, 41);
    const authorizationToken = await approveAndReport(shopper, r);
    const [row] = await rows<{ klarna_order_id: string }>(
      t.database,
      "select klarna_order_id from reservations where id = $1",
      [r.id],
    );
    const orderId = row.klarna_order_id;
    // A second approval of the same session: a token that was never turned into an order.
    const spare = await shopper.post(`${PREFIX}/browser/authorize`, { client_token: r.clientToken });
    const spareToken = spare.json().authorization_token as string;
    const keys = [`order:${orderId}`, `session:${r.sessionId}`, `auth:${authorizationToken}`, `auth:${spareToken}`];
    const before = await standinRows(keys);
    expect(before).toHaveLength(4);

    const marker = `outside-${r.id}`;
    const order = klarnaOrder([orderLine("physical", "7000000000001", "Jakke", 1, 99900)], marker);
    const merchantPaths = [
      "/payments/v1/sessions",
      `/payments/v1/authorizations/${spareToken}/order`,
      `/payments/v1/authorizations/${spareToken}`,
      `/ordermanagement/v1/orders/${orderId}`,
      `/ordermanagement/v1/orders/${orderId}/captures`,
      `/ordermanagement/v1/orders/${orderId}/cancel`,
      `/ordermanagement/v1/orders/${orderId}/release-remaining-authorization`,
      `/ordermanagement/v1/orders/${orderId}/refunds`,
    ];
    let n = 0;
    for (const path of merchantPaths) {
      for (const method of ["GET", "POST", "DELETE"] as const) {
        for (const authorization of [OLD_CREDENTIALS, undefined]) {
          const res = await t.app.inject({
            method,
            url: `${PREFIX}${path}`,
            headers: {
              ...(authorization ? { authorization } : {}),
              "klarna-idempotency-key": `${marker}-${n++}`,
            },
            ...(method === "POST" ? { payload: { ...order, captured_amount: 100, refunded_amount: 100 } } : {}),
          });
          expect(res.statusCode, `${method} ${path} ${authorization ? "with" : "without"} credentials`).toBe(404);
          expect(res.json()).toMatchObject({ error_code: "NOT_FOUND" });
        }
      }
    }

    expect(await standinRows(keys)).toEqual(before);
    const [written] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from payment_standin where key like $1 or data->'order'->>'merchant_reference1' = $2",
      [`idem:${marker}-%`, marker],
    );
    expect(written.n).toBe(0);
    // The shop's own process still manages the order: it is authorised, and staff can hand it over.
    expect(await t.app.services.klarna.getOrder(orderId)).toMatchObject({ status: "AUTHORIZED", captured_amount: 0 });
    const collected = await t.app.services.reservations.collect(r.id, "staff:2");
    expect(collected.statusID).toBe(STATUS.collected);
    expect(collected.payment).toMatchObject({ status: "captured" });
  });

  it("still serves the browser SDK to everyone", async () => {
    const res = await t.app.inject({ method: "GET", url: `${PREFIX}/sdk.js` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("authorize(");
  });
});

describe("the stand-in's browser half", () => {
  it("approves a session only for the browser that started the reservation", async () => {
    const owner = new Browser(t.app, "10.0.1.2");
    const r = await checkout(owner, 42);
    const [{ n: authsBefore }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from payment_standin where key like 'auth:%' and data->>'sessionId' = $1",
      [r.sessionId],
    );

    // Another visitor who saw the client token: a browser of its own, and a bare request.
    const stranger = new Browser(t.app, "10.0.1.3");
    const theirs = await stranger.post(`${PREFIX}/browser/authorize`, { client_token: r.clientToken });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ error_code: "FORBIDDEN" });
    const bare = await t.app.inject({
      method: "POST",
      url: `${PREFIX}/browser/authorize`,
      payload: { client_token: r.clientToken },
    });
    expect(bare.statusCode).toBe(403);
    // A stranger's own checkout gives it no right to the owner's session.
    await checkout(stranger, 43);
    expect((await stranger.post(`${PREFIX}/browser/authorize`, { client_token: r.clientToken })).statusCode).toBe(403);
    const [{ n: authsAfter }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from payment_standin where key like 'auth:%' and data->>'sessionId' = $1",
      [r.sessionId],
    );
    expect(authsAfter).toBe(authsBefore);

    // The owner approves and the reservation is reserved.
    await approveAndReport(owner, r);
    expect((await t.app.services.reservations.view(r.id)).statusID).toBe(STATUS.reserved);
  });

  it("keeps the checkout key in an httpOnly, same-site cookie, and out of every answer", async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 44);
    await t.setStockForTest(v.variant_id, SHOP, 5);
    const csrf = "k".repeat(43);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/reservations/klarna/",
      cookies: { "XSRF-TOKEN": csrf },
      headers: { "x-xsrf-token": csrf },
      payload: { order: [{ EanNo: v.ean, Count: 1 }], shop: SHOP, payment: "card", orderInfo },
    });
    expect(created.statusCode).toBe(201);
    const cookie = (created.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string }[]).find(
      (c) => c.name === "butikk_checkout",
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body).not.toContain(cookie?.value);

    // A second checkout from the same browser keeps its key, so both can be paid from it.
    const owner = new Browser(t.app, "10.0.1.4");
    const first = await checkout(owner, 45);
    const key = owner.cookies.get("butikk_checkout");
    const second = await checkout(owner, 46);
    expect(owner.cookies.get("butikk_checkout")).toBe(key);
    await approveAndReport(owner, second);
    await approveAndReport(owner, first);
  });
});
