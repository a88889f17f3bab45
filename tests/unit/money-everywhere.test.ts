// Issue 11: one discounted reservation followed through every place that shows its money. An article of
// 1 899 kr with the 20 % verdikode HOST20 costs 1 519,20 kr: in the browser's cart, the checkout's API
// answer, the Klarna order, the confirmation mail, the account's API history and pages (reservation,
// and after the handover the order with its VAT), and the back office. Once picked up, once delivered
// (+ 99,00 kr frakt). Every amount is written out here, not computed by the code under test.
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { toCartLine } from "../../app/features/cart/cart-line.ts";
import { addLine, applyDiscount, emptyCart } from "../../app/features/cart/cart-rules.ts";
import AccountHistory from "../../app/routes/account-history.tsx";
import AdminReservation from "../../app/routes/admin-reservation.tsx";
import { registerCustomer, removeAddedAccountsLater } from "../helpers/accounts.ts";
import { Browser } from "../helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  payInStandin,
  placeCardReservation,
  stockedVariants,
} from "../helpers/checkout.ts";
import { renderRoute, textOf } from "../helpers/render-page.ts";
import { visit } from "../helpers/route-harness.ts";
import { appForFile, rows } from "../helpers/test-app.ts";

const SHOP = 55;
const NBSP = "\u00a0";
/** "1 519,20 kr" as nb-NO writes it: a no-break space between the thousands. */
const kr = (text: string) => `${text.replace(" ", NBSP)} kr`;

let t: CheckoutTestApp;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let shopper: Browser;
let article: { id: number; variant_id: number; ean: string };

appForFile(
  async () => {
    const app = await createCheckoutTestApp();
    const removeAccounts = await removeAddedAccountsLater(app.database);
    const [v] = await stockedVariants(app, SHOP, 1);
    const [saved] = await rows<{ suggested_price_ore: number; pant_ore: number }>(
      app.database,
      "select suggested_price_ore, pant_ore from articles where id = $1",
      [v.article_id],
    );
    await rows(app.database, "update articles set suggested_price_ore = 189900, pant_ore = 0 where id = $1", [
      v.article_id,
    ]);
    return {
      ...app,
      article: { id: v.article_id, variant_id: v.variant_id, ean: v.ean },
      async close() {
        await rows(app.database, "update articles set suggested_price_ore = $2, pant_ore = $3 where id = $1", [
          v.article_id,
          saved.suggested_price_ore,
          saved.pant_ore,
        ]);
        await removeAccounts();
        await app.close();
      },
    };
  },
  async (app) => {
    t = app;
    article = app.article;
    await t.setStockForTest(article.variant_id, SHOP, 10);
    shopper = new Browser(t.app, "10.11.6.1");
    customer = await registerCustomer(shopper);
  },
);

const user = (role: "customer" | "admin", id: number): NonNullable<AppLoadContext["user"]> => ({
  id,
  email: `${role}@example.no`,
  firstName: "Test",
  lastName: "Person",
  phone: null,
  role,
  staffShopId: null,
  verified: true,
  club: false,
  myShopId: null,
});

/** Reserves one of the article with HOST20 as the logged-in customer and pays through the stand-in. */
async function reserveAndPay(delivery: boolean) {
  const placed = await placeCardReservation(shopper, {
    order: [{ EanNo: article.ean, Count: 1 }],
    shop: delivery ? null : SHOP,
    promocodeId: 2,
    orderInfo: delivery
      ? { ...orderInfo, Delivery: true, shipping_method_id: 2, Address: "Storgata 1", PostalCode: "0155", City: "Oslo" }
      : orderInfo,
  });
  const { paid } = await payInStandin(shopper, placed);
  return { created: placed.reservation, paid, sessionId: placed.sessionId };
}

/** The order Klarna was given (the stand-in keeps it with the session) and what it reports now. */
async function klarnaOrder(reservationId: number, sessionId: string) {
  const [session] = await rows<{ data: { order: Record<string, unknown> } }>(
    t.database,
    "select data from payment_standin where key = $1",
    [`session:${sessionId}`],
  );
  const [r] = await rows<{ klarna_order_id: string }>(
    t.database,
    "select klarna_order_id from reservations where id = $1",
    [reservationId],
  );
  const state = (await t.app.services.klarna.getOrder(r.klarna_order_id)) as unknown as Record<string, unknown>;
  return {
    sent: session.data.order as { order_amount: number; order_tax_amount: number; order_lines: KlarnaLine[] },
    state,
  };
}

interface KlarnaLine {
  type: string;
  quantity: number;
  unit_price: number;
  total_amount: number;
  total_tax_amount: number;
}

async function confirmationMail(reservationId: number) {
  const [mail] = await rows<{ text: string }>(t.database, "select text from mail_outbox where subject = $1", [
    `Reservasjon ${reservationId} er bekreftet`,
  ]);
  return mail.text;
}

async function pageText(path: string, component: Parameters<typeof renderRoute>[0], who: ReturnType<typeof user>) {
  const page = await visit(t.app.services, path, "localhost", who);
  expect(page.status).toBe(200);
  return textOf(renderRoute(component, page.data));
}

const cases = [
  {
    how: "picked up",
    delivery: false,
    shipping: 0,
    total: 1519.2,
    totalText: "1 519,20",
    klarnaLines: [
      { type: "physical", total_amount: 189900, total_tax_amount: 37980 },
      { type: "discount", total_amount: -37980, total_tax_amount: -7596 },
    ],
    vat: 303.84,
    net: 1215.36,
    vatText: "303,84",
  },
  {
    how: "delivered",
    delivery: true,
    shipping: 99,
    total: 1618.2,
    totalText: "1 618,20",
    klarnaLines: [
      { type: "physical", total_amount: 189900, total_tax_amount: 37980 },
      { type: "discount", total_amount: -37980, total_tax_amount: -7596 },
      { type: "shipping_fee", total_amount: 9900, total_tax_amount: 1980 },
    ],
    vat: 323.64,
    net: 1294.56,
    vatText: "323,64",
  },
];

describe("one discounted reservation, the same money everywhere", () => {
  it("the browser's cart: 1 899,00 kr less 20 % is 1 519,20 kr", async () => {
    const detail = (await shopper.get(`/api/v1/articles/${article.id}`)).json().data;
    const variant = detail.variants.find((v: { ean: string }) => v.ean === article.ean);
    const promo = (await shopper.get("/api/v1/promocodes/check/HOST20")).json();
    let { state } = addLine(emptyCart(), toCartLine({ article: detail, variant }));
    ({ state } = applyDiscount(state, {
      id: promo.Id,
      code: promo.Code,
      name: promo.Name,
      fixed: promo.Fixed,
      amount: promo.Amount,
    }));
    expect(state.discount.originalTotal).toBe(1899);
    expect(state.total).toBe(1519.2);
  });

  it.each(cases)("$how: checkout, Klarna, mail, account and back office agree", async (c) => {
    const { created, paid, sessionId } = await reserveAndPay(c.delivery);
    const id = created.id as number;

    // The checkout's answers (the confirmation page shows paid.total).
    for (const answer of [created, paid]) {
      expect(answer).toMatchObject({ total: c.total, discount: 379.8, shipping: c.shipping });
      expect(answer.articles).toMatchObject([{ price: 1899, count: 1 }]);
    }

    // Klarna: øre, each line's tax by the reference formula, the order the sum of its lines.
    const { sent, state } = await klarnaOrder(id, sessionId);
    expect(sent.order_lines).toMatchObject(c.klarnaLines);
    expect(sent.order_amount).toBe(Math.round(c.total * 100));
    expect(sent.order_amount).toBe(sent.order_lines.reduce((s, l) => s + l.total_amount, 0));
    expect(sent.order_tax_amount).toBe(sent.order_lines.reduce((s, l) => s + l.total_tax_amount, 0));
    expect(sent.order_tax_amount).toBe(Math.round(c.vat * 100));
    expect(state).toMatchObject({ status: "AUTHORIZED", order_amount: Math.round(c.total * 100) });

    // The confirmation mail.
    const mail = await confirmationMail(id);
    expect(mail).toContain(`1 × `);
    expect(mail).toContain(`: ${kr("1 899,00")}`);
    expect(mail).toContain("Verdikode: -379,80 kr");
    if (c.delivery) expect(mail).toContain("Frakt: 99,00 kr");
    expect(mail).toContain(`Totalt: ${kr(c.totalText)}\nBetaling: Kort via Klarna – Reservert hos Klarna – trekkes`);

    // The back office's detail page (an admin: a delivery is sent from the shop the server picks).
    const office = await pageText(`/admin/reservasjon/${id}`, AdminReservation, user("admin", 2));
    expect(office).toContain(`Verdikode −379,80 kr`);
    if (c.delivery) expect(office).toContain("Frakt 99,00 kr");
    expect(office).toContain(`Totalt ${kr(c.totalText)}`);
    expect(office).toContain(kr("1 899,00"));

    // The account: the API and /konto/reservasjoner.
    const mine = (await shopper.get("/api/v1/customers/current/reservations")).json().data;
    expect(mine.find((r: { id: number }) => r.id === id)).toMatchObject({
      total: c.total,
      discount: 379.8,
      shipping: c.shipping,
    });
    const reservations = await pageText("/konto/reservasjoner", AccountHistory, user("customer", customer.id));
    expect(reservations).toContain(`Reservasjon ${id}`);
    expect(reservations).toMatch(
      new RegExp(`Reservasjon ${id} .*Totalt ${kr(c.totalText)} .*Verdikode \\(−379,80 kr\\)`),
    );
    if (c.delivery) expect(reservations).toContain("Frakt (99,00 kr)");

    // Ready for pickup: the second mail shows the same sums.
    await t.app.services.reservations.markReady(id, "staff:2");
    const [ready] = await rows<{ text: string }>(t.database, "select text from mail_outbox where subject = $1", [
      `Reservasjon ${id} er klar til henting`,
    ]);
    expect(ready.text).toContain("Verdikode: -379,80 kr");
    if (c.delivery) expect(ready.text).toContain("Frakt: 99,00 kr");
    expect(ready.text).toContain(`Totalt: ${kr(c.totalText)}`);

    // Handed over: the order with its VAT, in the API and on /konto/ordrer.
    await t.app.services.reservations.collect(id, "staff:2");
    const orders = (await shopper.get("/api/v1/customers/current/orders")).json().data;
    const order = orders[0];
    expect(order).toMatchObject({ vat_percentage: 25, total: c.total, total_vat: c.vat, net_amount: c.net });
    expect(order.articles).toMatchObject([
      { name: expect.any(String), count: 1, price: 1899, total: 1899 },
      { name: "Verdikode", count: 1, price: -379.8, total: -379.8 },
      ...(c.delivery ? [{ name: "Frakt", count: 1, price: 99, total: 99 }] : []),
    ]);
    const [stored] = await rows<{ total_vat_ore: number; vat: number }>(
      t.database,
      `select o.total_vat_ore, (select sum(vat_ore)::int from order_lines l where l.order_id = o.id) as vat
         from orders o where o.id = $1`,
      [order.id],
    );
    expect(stored).toEqual({ total_vat_ore: Math.round(c.vat * 100), vat: Math.round(c.vat * 100) });
    expect(stored.total_vat_ore).toBe(sent.order_tax_amount);
    const ordersPage = await pageText("/konto/ordrer", AccountHistory, user("customer", customer.id));
    expect(ordersPage).toMatch(new RegExp(`Ordre ${order.id} .*Totalt ${kr(c.totalText)}`));
    expect(ordersPage).toContain(`(herav mva. 25 %: ${kr(c.vatText)})`);
    expect(ordersPage).toContain("Verdikode (−379,80 kr)");
  });
});
