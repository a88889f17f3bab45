// Helpers for checkout tests: CSRF-carrying POSTs, a variant with stock, and stock set for a test.
import { createKlarnaClient } from "../../server/modules/payments/klarna-client.ts";
import { createReservationService } from "../../server/modules/reservations/service.ts";
import { Browser } from "./browser.ts";
import { createTestApp, rows, type TestApp } from "./test-app.ts";

export const CSRF = "c".repeat(43);

export async function post(t: TestApp, url: string, payload: unknown) {
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    cookies: { "XSRF-TOKEN": CSRF },
    headers: { "x-xsrf-token": CSRF },
  });
  const cookies = Object.fromEntries((res.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));
  return { status: res.statusCode, body: res.body ? res.json() : null, cookies };
}

export interface StockedVariant {
  variant_id: number;
  article_id: number;
  ean: string;
  name: string;
  price_ore: number;
  pant_ore: number;
  web_purchase_limit: number;
}

/** Purchasable variants (no campaign, not click-and-collect only), different articles, with stock set. */
export async function stockedVariants(t: TestApp, shopId: number, n: number, offset = 0): Promise<StockedVariant[]> {
  return rows<StockedVariant>(
    t.database,
    `select v.id as variant_id, a.id as article_id, v.ean, a.name, a.suggested_price_ore as price_ore, a.pant_ore,
            a.web_purchase_limit
       from variants v join articles a on a.id = v.article_id
      where v.purchasable_web = 1 and a.purchasable_web = 1 and a.visible_web = 1 and not a.only_cc
        and a.web_purchase_limit >= 3 and a.suggested_price_ore % 100 = 0
        and not exists (select 1 from campaign_lines cl where cl.article_id = a.id)
        and exists (select 1 from stock s where s.variant_id = v.id and s.shop_id = $1)
        and v.id = (select min(v2.id) from variants v2 where v2.article_id = a.id)
      order by v.id offset $3 limit $2`,
    [shopId, n, offset],
  );
}

export async function setStock(t: TestApp, variantId: number, shopId: number, qty: number) {
  await rows(
    t.database,
    `insert into stock (variant_id, shop_id, qty) values ($1, $2, $3)
     on conflict (variant_id, shop_id) do update set qty = excluded.qty`,
    [variantId, shopId, qty],
  );
}

/** The stock row's qty, or null when the shop has no row for the variant. */
export async function stockRow(t: TestApp, variantId: number, shopId: number): Promise<number | null> {
  const [row] = await rows<{ qty: number }>(
    t.database,
    "select qty from stock where variant_id = $1 and shop_id = $2",
    [variantId, shopId],
  );
  return row ? row.qty : null;
}

/** Puts a stock row back as it was: the same qty, or no row at all. */
export async function restoreStock(t: TestApp, variantId: number, shopId: number, qty: number | null) {
  if (qty === null) {
    await rows(t.database, "delete from stock where variant_id = $1 and shop_id = $2", [variantId, shopId]);
  } else {
    await setStock(t, variantId, shopId, qty);
  }
}

export async function stockOf(t: TestApp, variantId: number, shopId: number): Promise<number> {
  const [row] = await rows<{ qty: number }>(
    t.database,
    "select qty from stock where variant_id = $1 and shop_id = $2",
    [variantId, shopId],
  );
  return row?.qty ?? 0;
}

export const orderInfo = {
  CustomerName: "Ola Nordmann",
  Email: "ola@example.no",
  Phone: "+47 91234567",
  Delivery: false,
  shipping_method_id: 1,
};

export interface PlacedReservation {
  id: number;
  /** The reservation as the checkout answered it. */
  reservation: Record<string, unknown>;
  sessionId: string;
  clientToken: string;
}

/** A card reservation placed from the shopper's browser (which gets the checkout cookie the stand-in asks for). */
export async function placeCardReservation(
  shopper: Browser,
  body: Record<string, unknown>,
): Promise<PlacedReservation> {
  const created = await shopper.post("/api/v1/reservations/klarna/", { payment: "card", orderInfo, ...body });
  if (created.statusCode !== 201) throw new Error(`checkout failed: ${created.statusCode} ${created.body}`);
  const { reservation, klarna } = created.json().data;
  return { id: reservation.id, reservation, sessionId: klarna.session_id, clientToken: klarna.client_token };
}

/** The shopper approves the payment in the stand-in's dialog, and the storefront reports it to the shop. */
export async function payInStandin(shopper: Browser, placed: PlacedReservation) {
  const approval = await shopper.post("/klarna-standin/browser/authorize", { client_token: placed.clientToken });
  if (approval.statusCode !== 200) throw new Error(`approval refused: ${approval.statusCode} ${approval.body}`);
  const authorizationToken = approval.json().authorization_token as string;
  const paid = await shopper.post(`/api/v1/reservations/${placed.id}/authorize`, {
    session_id: placed.sessionId,
    approved: true,
    authorization_token: authorizationToken,
  });
  if (paid.statusCode !== 200) throw new Error(`payment not reported: ${paid.statusCode} ${paid.body}`);
  return { authorizationToken, paid: paid.json().data };
}

/**
 * A paid pickup reservation of one unit in the shop, for the customer: the `offset`-th stocked
 * variant gets 9 units for the test (put back at close()), and the shopper pays in the stand-in
 * from its own address (`ip`).
 */
export async function paidPickupReservation(
  t: CheckoutTestApp,
  shop: number,
  customer: { CustomerName: string; Email: string; Phone: string },
  offset: number,
  ip: string,
): Promise<number> {
  const [v] = await stockedVariants(t, shop, 1, offset);
  if (!v) throw new Error("no stocked variant");
  await t.setStockForTest(v.variant_id, shop, 9);
  const shopper = new Browser(t.app, ip);
  const placed = await placeCardReservation(shopper, {
    order: [{ EanNo: v.ean, Count: 1 }],
    shop,
    orderInfo: { ...customer, Delivery: false, shipping_method_id: 1 },
  });
  await payInStandin(shopper, placed);
  return placed.id;
}

/** Marks where a test file's reservations and mails start, to remove them again (PostgreSQL shares one database). */
export async function checkoutMark(t: TestApp): Promise<{ reservation: number; mail: number }> {
  const [m] = await rows<{ reservation: number; mail: number }>(
    t.database,
    "select coalesce((select max(id) from reservations), 0) as reservation, coalesce((select max(id) from mail_outbox), 0) as mail",
  );
  return { reservation: Number(m.reservation), mail: Number(m.mail) };
}

/** Removes the orders, reservations (lines and history cascade) and mails made since the mark. */
export async function removeCheckoutsSince(t: TestApp, mark: { reservation: number; mail: number }) {
  await rows(t.database, "delete from orders where reservation_id > $1", [mark.reservation]);
  await rows(t.database, "delete from reservations where id > $1", [mark.reservation]);
  // Every mail of a reservation's life: confirmed, ready, handed over, sent, returned.
  await rows(
    t.database,
    `delete from mail_outbox where id > $1
        and (subject like 'Reservasjon %' or subject like 'Bestilling %' or subject like 'Retur av bestilling %')`,
    [mark.mail],
  );
}

export interface CheckoutTestApp extends TestApp {
  /** Sets a variant's stock in a shop; close() puts back what was there (the databases are shared). */
  setStockForTest(variantId: number, shopId: number, qty: number): Promise<void>;
}

/**
 * The test app of a checkout test file. On PostgreSQL the test files share one database, so close()
 * removes the reservations, orders and mails made since it opened and puts stock back as it was.
 */
export async function createCheckoutTestApp(
  options: { clock?: () => Date; env?: Record<string, string>; logStream?: { write(line: string): void } } = {},
): Promise<CheckoutTestApp> {
  const t = await createTestApp(options.env ?? {}, options.logStream, { clock: options.clock });
  const mark = await checkoutMark(t);
  const saved: { variantId: number; shopId: number; qty: number | null }[] = [];
  return {
    ...t,
    async setStockForTest(variantId, shopId, qty) {
      saved.push({ variantId, shopId, qty: await stockRow(t, variantId, shopId) });
      await setStock(t, variantId, shopId, qty);
    },
    async close() {
      await removeCheckoutsSince(t, mark);
      for (const s of saved.reverse()) await restoreStock(t, s.variantId, s.shopId, s.qty);
      await t.close();
    },
  };
}

/** A reservation's status changes, oldest first, as the history table holds them. */
export function statusHistory(t: TestApp, id: number) {
  return rows<{ from_status_id: number | null; to_status_id: number; actor: string }>(
    t.database,
    "select from_status_id, to_status_id, actor from reservation_status_history where reservation_id = $1 order by id",
    [id],
  );
}

/** The Klarna (stand-in) order of a reservation, as Klarna itself reports it. */
export async function klarnaOrderOf(t: TestApp, reservationId: number) {
  const [r] = await rows<{ klarna_order_id: string }>(
    t.database,
    "select klarna_order_id from reservations where id = $1",
    [reservationId],
  );
  return t.app.services.klarna.getOrder(r?.klarna_order_id as string);
}

/** A Klarna client whose every call fails as an unreachable host does (fetch rejects). */
export function unreachableKlarna() {
  return createKlarnaClient({
    baseUrl: "http://klarna.invalid",
    username: "unused",
    password: "unused",
    fetch: async () => {
      throw new TypeError("fetch failed");
    },
  });
}

/** The reservation service of the test app, but with a Klarna that cannot be reached. */
export function reservationsWithoutKlarna(t: TestApp) {
  const services = t.app.services;
  return createReservationService({
    database: t.database,
    klarna: unreachableKlarna(),
    promocodes: services.promocodes,
    shops: services.shops,
    addresses: services.addresses,
    shipping: services.shipping,
    purchasePrices: services.purchasePrices,
    stock: services.stock,
    clock: services.clock,
    mail: services.mail,
    publicUrl: undefined,
  });
}
