// The Klarna client against the local stand-in, over the same HTTP requests it sends to Klarna.
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { createKlarnaClient, type KlarnaClient, type KlarnaConfig, KlarnaError } from "./klarna-client.ts";
import { klarnaOrder, orderLine } from "./klarna-order.ts";
import { standinBrowserRoutes } from "./standin-browser.ts";
import { createStandinServer } from "./standin-merchant.ts";

describe("Klarna amounts", () => {
  it("gives each line the tax of its VAT-inclusive total at 25 %", () => {
    const tax = (quantity: number, unitPrice: number) =>
      orderLine("physical", "x", "x", quantity, unitPrice).total_tax_amount;
    expect(tax(1, 99900)).toBe(19980);
    expect(tax(1, 12500)).toBe(2500);
    expect(tax(1, -10000)).toBe(-2000);
    // 1 519,20 kr less VAT is 1 215,36 kr: the tax of an amount with øre is exact to the øre.
    expect(tax(1, 151920)).toBe(30384);
  });

  it("builds order lines and sums in øre with tax_rate 2500", () => {
    const order = klarnaOrder(
      [
        orderLine("physical", "7000000000001", "Jakke", 2, 99900),
        orderLine("discount", "VELKOMMEN100", "Rabatt", 1, -10000),
      ],
      "42",
    );
    expect(order).toMatchObject({
      purchase_country: "NO",
      purchase_currency: "NOK",
      locale: "nb-NO",
      order_amount: 189800,
      order_tax_amount: 39960 - 2000,
      merchant_reference1: "42",
    });
    expect(order.order_lines[0]).toMatchObject({ tax_rate: 2500, total_amount: 199800, total_discount_amount: 0 });
  });
});

describe("Klarna client against the stand-in", () => {
  let t: TestApp;
  let standin: { server: FastifyInstance; klarna: KlarnaConfig };
  /** The stand-in's browser half, approving every session (whose browser may approve is tested elsewhere). */
  let browser: FastifyInstance;
  let klarna: KlarnaClient;
  const order = klarnaOrder([orderLine("physical", "7000000000001", "Jakke", 1, 99900)], "1");

  beforeAll(async () => {
    t = await createTestApp();
    standin = await createStandinServer(t.database);
    browser = Fastify();
    await browser.register(standinBrowserRoutes, { database: t.database, startedBy: async () => true });
    klarna = createKlarnaClient(standin.klarna);
  });
  afterAll(async () => {
    await browser?.close();
    await standin?.server.close();
    await t?.close();
  });

  const approve = async (clientToken: string) =>
    (await browser.inject({ method: "POST", url: "/browser/authorize", payload: { client_token: clientToken } })).json()
      .authorization_token as string;

  async function authorisedOrder(): Promise<string> {
    const session = await klarna.createSession(order);
    expect(session.payment_method_categories.map((c) => c.identifier)).toEqual(["pay_now", "pay_later"]);
    const created = await klarna.createOrder(await approve(session.client_token), order);
    expect(created.fraud_status).toBe("ACCEPTED");
    return created.order_id;
  }

  it("authorises, captures and refunds", async () => {
    const id = await authorisedOrder();
    expect(await klarna.getOrder(id)).toMatchObject({ status: "AUTHORIZED", order_amount: 99900, captured_amount: 0 });
    const captureId = await klarna.capture(id, 99900);
    expect(captureId).toMatch(/[0-9a-f-]{36}/);
    expect(await klarna.getOrder(id)).toMatchObject({ status: "CAPTURED", captured_amount: 99900 });
    await klarna.refund(id, 10000);
    expect((await klarna.getOrder(id)).refunded_amount).toBe(10000);
  });

  it("creates a session once for a retried idempotency key, and a new one for a new key", async () => {
    const first = await klarna.createSession(order, "session-retry-test");
    const second = await klarna.createSession(order, "session-retry-test");
    expect(second).toEqual(first);
    const [stored] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from payment_standin where key in ($1, $2)",
      [`session:${first.session_id}`, "idem:session-retry-test"],
    );
    expect(stored.n).toBe(2);
    const other = await klarna.createSession(order, "session-other-key");
    expect(other.session_id).not.toBe(first.session_id);
    expect(other.client_token).toBe(`standin.${other.session_id}`);
  });

  it("does a retried capture with the same idempotency key once", async () => {
    const id = await authorisedOrder();
    const first = await klarna.capture(id, 99900, "capture-retry-test");
    const second = await klarna.capture(id, 99900, "capture-retry-test");
    expect(second).toBe(first);
    const state = await klarna.getOrder(id);
    expect(state.captured_amount).toBe(99900);
    // A new key is a new capture: refused, nothing is left to capture.
    await expect(klarna.capture(id, 99900, "another-key")).rejects.toMatchObject({
      status: 403,
      errorCode: "CAPTURE_NOT_ALLOWED",
    });
  });

  it("cancels an authorised order, and refuses to cancel a captured one", async () => {
    const id = await authorisedOrder();
    await klarna.cancel(id);
    expect((await klarna.getOrder(id)).status).toBe("CANCELLED");
    await expect(klarna.capture(id, 100)).rejects.toBeInstanceOf(KlarnaError);

    const captured = await authorisedOrder();
    await klarna.capture(captured, 50000);
    await expect(klarna.cancel(captured)).rejects.toMatchObject({ status: 403, errorCode: "CANCEL_NOT_ALLOWED" });
    await klarna.releaseRemainingAuthorization(captured);
    expect(await klarna.getOrder(captured)).toMatchObject({ status: "CAPTURED", remaining_authorized_amount: 0 });
  });

  it("refuses an authorisation token twice", async () => {
    const session = await klarna.createSession(order);
    const token = await approve(session.client_token);
    await klarna.createOrder(token, order);
    await expect(klarna.createOrder(token, order)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses wrong amounts and wrong credentials like Klarna", async () => {
    const wrongTax = {
      ...order,
      order_lines: [{ ...order.order_lines[0], total_tax_amount: 100 }],
      order_tax_amount: 100,
    };
    await expect(klarna.createSession(wrongTax)).rejects.toMatchObject({ status: 400, errorCode: "BAD_VALUE" });
    const stranger = createKlarnaClient({ ...standin.klarna, password: `${standin.klarna.password}-wrong` });
    await expect(stranger.createSession(order)).rejects.toMatchObject({ status: 401 });
    // Each process makes credentials of its own: another stand-in's are worth nothing here.
    const other = await createStandinServer(t.database);
    expect(other.klarna.password).not.toBe(standin.klarna.password);
    const borrowed = createKlarnaClient({ ...other.klarna, fetch: standin.klarna.fetch });
    await expect(borrowed.createSession(order)).rejects.toMatchObject({ status: 401 });
    await other.server.close();
  });

  it("sends Basic auth and an idempotency key on every POST", async () => {
    const seen: { method: string; headers: Record<string, string> }[] = [];
    const spying = createKlarnaClient({
      ...standin.klarna,
      fetch: (url, init) => {
        seen.push({ method: String(init.method), headers: init.headers as Record<string, string> });
        return standin.klarna.fetch(url, init);
      },
    });
    await spying.createSession(order);
    const { username, password } = standin.klarna;
    expect(seen[0].headers.authorization).toBe(`Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`);
    expect(seen[0].headers["klarna-idempotency-key"]).toMatch(/.+/);
  });

  it("serves the browser SDK stand-in with init, load and authorize", async () => {
    const res = await browser.inject({ method: "GET", url: "/sdk.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("javascript");
    for (const name of ["init(", "load(", "authorize("]) expect(res.body).toContain(name);
  });
});
