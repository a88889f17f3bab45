// Real Klarna over HTTP (decision 072): the shop configured with KLARNA_API_URL against a local server
// in Klarna's shape on another origin (tests/servers/klarna.ts). Every call has its deadline
// (KLARNA_TIMEOUT_MS): a silent Klarna gets a Norwegian 504, the stock goes back at once, nothing is
// recorded as paid, and whatever Klarna made of a checkout it did not confirm in time is let go.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTURE_UNAVAILABLE } from "../../../domain/payment-state.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { rows } from "../../../tests/helpers/test-app.ts";
import { startTestKlarna, type TestKlarna } from "../../../tests/servers/klarna.ts";
import { KLARNA_SLOW_AT_AUTHORISATION, KLARNA_SLOW_AT_START } from "../reservations/messages.ts";
import { STATUS } from "../reservations/status.ts";
import { createKlarnaClient, KlarnaError, KlarnaUnavailable } from "./klarna-client.ts";
import { klarnaOrder, orderLine } from "./klarna-order.ts";

const SHOP = 55;
/** Short, so a silent Klarna is given up on quickly; the tests wait for answers, never for time. */
const TIMEOUT_MS = 300;

let klarna: TestKlarna;
let t: CheckoutTestApp;
let staff: Browser;
/** How far the shop's clock is ahead of the wall clock (the retry job's pauses). */
let aheadMs = 0;

beforeAll(async () => {
  klarna = await startTestKlarna();
  t = await createCheckoutTestApp({
    clock: () => new Date(Date.now() + aheadMs),
    env: {
      KLARNA_API_URL: klarna.url,
      KLARNA_USERNAME: klarna.username,
      KLARNA_PASSWORD: klarna.password,
      KLARNA_SDK_URL: klarna.sdkUrl,
      KLARNA_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  staff = new Browser(t.app, "10.0.7.1");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});
afterAll(async () => {
  await t?.close();
  await klarna?.close();
});

/** What the local server's browser half gives the shopper's browser once the shopper approves. */
async function approve(clientToken: string): Promise<string> {
  const res = await fetch(`${klarna.url}/kp/authorize`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_token: clientToken }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { authorization_token: string }).authorization_token;
}

/** A checkout of one unit of the `offset`-th stocked variant (5 in stock), up to Klarna's session. */
async function checkout(shopper: Browser, offset: number) {
  const [v] = await stockedVariants(t, SHOP, 1, offset);
  await t.setStockForTest(v.variant_id, SHOP, 5);
  const res = await shopper.post("/api/v1/reservations/klarna/", {
    order: [{ EanNo: v.ean, Count: 1 }],
    shop: SHOP,
    payment: "card",
    orderInfo,
  });
  return { res, variantId: v.variant_id };
}

async function reservationRow(id: number) {
  const [row] = await rows<{ status_id: number; klarna_order_id: string | null; tx_data: Record<string, unknown> }>(
    t.database,
    "select status_id, klarna_order_id, tx_data from reservations where id = $1",
    [id],
  );
  return row;
}

/** The order as the local Klarna reports it, over its Order Management API. */
async function klarnaOrderState(orderId: string) {
  const res = await fetch(`${klarna.url}/ordermanagement/v1/orders/${orderId}`, {
    headers: { authorization: `Basic ${Buffer.from(`${klarna.username}:${klarna.password}`).toString("base64")}` },
  });
  return (await res.json()) as { status: string; captured_amount: number; merchant_reference1?: string };
}

describe("the Klarna client over HTTP", () => {
  const order = klarnaOrder([orderLine("physical", "7000000000001", "Jakke", 1, 99900)], "1");
  const client = () =>
    createKlarnaClient({
      baseUrl: klarna.url,
      username: klarna.username,
      password: klarna.password,
      fetch,
      timeoutMs: TIMEOUT_MS,
    });

  it("pays, captures, releases and refunds in Klarna's shape with Basic auth", async () => {
    const k = client();
    const session = await k.createSession(order);
    const created = await k.createOrder(await approve(session.client_token), order);
    expect(await k.getOrder(created.order_id)).toMatchObject({ status: "AUTHORIZED", order_amount: 99900 });
    expect(await k.capture(created.order_id, 50000)).toMatch(/[0-9a-f-]{36}/);
    await k.releaseRemainingAuthorization(created.order_id);
    await k.refund(created.order_id, 10000);
    expect(await k.getOrder(created.order_id)).toMatchObject({
      status: "CAPTURED",
      captured_amount: 50000,
      refunded_amount: 10000,
    });
    const other = await k.createOrder(await approve((await k.createSession(order)).client_token), order);
    await k.cancel(other.order_id);
    expect((await k.getOrder(other.order_id)).status).toBe("CANCELLED");
    const stranger = createKlarnaClient({ baseUrl: klarna.url, username: "x", password: "y", fetch });
    await expect(stranger.createSession(order)).rejects.toMatchObject({ status: 401 });
  });

  it("gives up on a silent Klarna at the deadline of every call, with a typed error", async () => {
    const k = client();
    const authorised = await k.createOrder(await approve((await k.createSession(order)).client_token), order);
    klarna.mode = "silent";
    try {
      const calls: [string, () => Promise<unknown>][] = [
        ["session", () => k.createSession(order)],
        ["order", () => k.createOrder("token", order)],
        ["cancel authorisation", () => k.cancelAuthorization("token")],
        ["read", () => k.getOrder(authorised.order_id)],
        ["capture", () => k.capture(authorised.order_id, 100)],
        ["cancel", () => k.cancel(authorised.order_id)],
        ["release", () => k.releaseRemainingAuthorization(authorised.order_id)],
        ["refund", () => k.refund(authorised.order_id, 100)],
      ];
      for (const [name, call] of calls) {
        const error = await call().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error, name).toBeInstanceOf(KlarnaUnavailable);
        expect(error, name).toMatchObject({ reason: "timeout" });
        expect(error, name).not.toBeInstanceOf(KlarnaError);
      }
    } finally {
      klarna.mode = "answering";
    }
    // No connection at all is "unreachable", not a timeout.
    const gone = createKlarnaClient({ baseUrl: "http://127.0.0.1:9", username: "u", password: "p", fetch });
    await expect(gone.createSession(order)).rejects.toMatchObject({ name: "KlarnaUnavailable", reason: "unreachable" });
  });
});

describe("the shop against a silent Klarna", () => {
  it("answers the checkout with a Norwegian 504 and holds no stock when the session is not opened", async () => {
    const shopper = new Browser(t.app, "10.0.7.2");
    klarna.mode = "silent";
    const { res, variantId } = await checkout(shopper, 61).finally(() => {
      klarna.mode = "answering";
    });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: KLARNA_SLOW_AT_START });
    expect(await stockOf(t, variantId, SHOP)).toBe(5);
    const [last] = await rows<{ status_id: number }>(
      t.database,
      "select status_id from reservations order by id desc limit 1",
    );
    expect(last.status_id).toBe(STATUS.paymentFailed);
  });

  it("undoes an authorisation Klarna did not confirm in time, and lets go of the order Klarna made late", async () => {
    const shopper = new Browser(t.app, "10.0.7.3");
    const { res, variantId } = await checkout(shopper, 62);
    expect(res.statusCode).toBe(201);
    const { reservation, klarna: session } = res.json().data;
    expect(await stockOf(t, variantId, SHOP)).toBe(4);
    const token = await approve(session.client_token);

    // Klarna makes the order but its answer never comes.
    klarna.mode = "late";
    const paid = await shopper
      .post(`/api/v1/reservations/${reservation.id}/authorize`, {
        session_id: session.session_id,
        approved: true,
        authorization_token: token,
      })
      .finally(() => {
        klarna.mode = "answering";
      });
    expect(paid.statusCode).toBe(504);
    expect(paid.json()).toEqual({ message: KLARNA_SLOW_AT_AUTHORISATION });
    // The stock is back at once, the reservation is not reserved, and a void is due.
    expect(await stockOf(t, variantId, SHOP)).toBe(5);
    const failed = await reservationRow(reservation.id);
    expect(failed.status_id).toBe(STATUS.paymentFailed);
    expect(failed.tx_data).toMatchObject({ status: "order_failed", pending: "void", authorizationToken: token });

    // The retry job (every minute) repeats the call with its key, learns the order and cancels it.
    aheadMs += 60_000;
    await t.app.services.reservations.retryPayments();
    const voided = await reservationRow(reservation.id);
    expect(voided.tx_data).toMatchObject({ status: "released", pending: null });
    expect(voided.klarna_order_id).toBeTruthy();
    expect(await klarnaOrderState(voided.klarna_order_id as string)).toMatchObject({
      status: "CANCELLED",
      captured_amount: 0,
      merchant_reference1: String(reservation.id),
    });
  });

  it("lets go of the order the void itself makes when Klarna never got to make one", async () => {
    const shopper = new Browser(t.app, "10.0.7.4");
    const { res } = await checkout(shopper, 63);
    const { reservation, klarna: session } = res.json().data;
    const token = await approve(session.client_token);
    klarna.mode = "silent";
    const paid = await shopper
      .post(`/api/v1/reservations/${reservation.id}/authorize`, {
        session_id: session.session_id,
        approved: true,
        authorization_token: token,
      })
      .finally(() => {
        klarna.mode = "answering";
      });
    expect(paid.statusCode).toBe(504);
    aheadMs += 60_000;
    await t.app.services.reservations.retryPayments();
    // The token was still good: the void made the order and cancelled it, so nothing stays authorised.
    const voided = await reservationRow(reservation.id);
    expect(voided.tx_data).toMatchObject({ status: "released", pending: null });
    expect((await klarnaOrderState(voided.klarna_order_id as string)).status).toBe("CANCELLED");
  });

  it("refuses a handover whose capture gets no answer, changes nothing, and hands over once Klarna answers", async () => {
    const shopper = new Browser(t.app, "10.0.7.5");
    const { res, variantId } = await checkout(shopper, 64);
    const { reservation, klarna: session } = res.json().data;
    const paid = await shopper.post(`/api/v1/reservations/${reservation.id}/authorize`, {
      session_id: session.session_id,
      approved: true,
      authorization_token: await approve(session.client_token),
    });
    expect(paid.statusCode).toBe(200);
    expect((await staff.post(`/api/v1/backoffice/reservations/${reservation.id}/ready`)).statusCode).toBe(200);

    klarna.mode = "silent";
    const collect = await staff.post(`/api/v1/backoffice/reservations/${reservation.id}/collect`).finally(() => {
      klarna.mode = "answering";
    });
    expect(collect.statusCode).toBe(504);
    expect(collect.json()).toEqual({ message: CAPTURE_UNAVAILABLE });
    // Still ready for pickup with its goods held under its own pickup deadline; nothing captured.
    const waiting = await reservationRow(reservation.id);
    expect(waiting.status_id).toBe(STATUS.readyForPickup);
    expect(waiting.tx_data).toMatchObject({ status: "authorized" });
    expect(await stockOf(t, variantId, SHOP)).toBe(4);
    expect((await klarnaOrderState(waiting.klarna_order_id as string)).captured_amount).toBe(0);

    const again = await staff.post(`/api/v1/backoffice/reservations/${reservation.id}/collect`);
    expect(again.statusCode).toBe(200);
    expect((await reservationRow(reservation.id)).status_id).toBe(STATUS.collected);
    expect(await klarnaOrderState(waiting.klarna_order_id as string)).toMatchObject({ status: "CAPTURED" });
    expect(klarna.seen).toContain(`POST /ordermanagement/v1/orders/${waiting.klarna_order_id}/captures`);
  });
});
