// The reservation lifecycle of DESIGN.md section 5. Stock is held atomically per line, every status
// change is one transaction with a history row, and Klarna is called outside transactions: the
// transaction records what must happen (txData.pending) and the call, or the retry job, does it.
import { sql } from "drizzle-orm";
import { NO_ADDRESSES } from "../../../domain/address.ts";
import type { Database } from "../../db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Mailer, MailMessage } from "../mail/service.ts";
import { type KlarnaClient, KlarnaError } from "../payments/klarna-client.ts";
import { klarnaOrder, taxOf } from "../payments/klarna-order.ts";
import type { PromoCodeService } from "../promocodes/service.ts";
import { confirmationMail, readyMail } from "./mails.ts";
import { type HeldLine, type PricedVariant, readCheckout, totals } from "./pricing.ts";
import {
  exec,
  holdStock,
  type LineRow,
  linesOf,
  type ReservationRow,
  reservationById,
  returnStock,
  rowsOf,
  STATUS,
  type Tx,
  transition,
} from "./repo.ts";
import type { ReservationRequest } from "./schemas.ts";

export const HOLD_MINUTES = 30;
export const PICKUP_DAYS = 7;
export const NOTHING_RESERVED = "Ingen av artiklene kunne reserveres";
export const PAYMENT_START_FAILED = "Betalingen kunne ikke startes - prøv igjen senere";
export const PAYMENT_NOT_COMPLETED = "Betalingen ble ikke fullført";
export const RESERVATION_NOT_FOUND = "Reservasjonen finnes ikke";
export const SHOP_NOT_FOUND = "Butikken finnes ikke";
export const SHIPPING_NOT_FOUND = "Ukjent leveringsmåte";
export const OUT_OF_STOCK = "Ikke nok på lager";
export const NOT_PURCHASABLE = "Kan ikke kjøpes på nett";
export const ONLY_CC = "Kan bare hentes i butikk";
/** Payment calls that failed are retried with growing pauses, up to this many attempts. */
const MAX_PAYMENT_ATTEMPTS = 10;

export interface FailedShop {
  status: number;
  message: string;
  ShopID: number;
  shopName: string;
  items: { EanNo: string; name: string; message: string }[];
}

type Pending = "capture" | "cancel";

/** Nothing of the order could be held: answered 409 with the order-failure list (spec section 8). */
export class NothingReserved extends HttpError {
  constructor(readonly failed: FailedShop[]) {
    super(409, NOTHING_RESERVED);
  }
}

export interface ReservationServiceDeps {
  database: Database;
  klarna: KlarnaClient;
  promocodes: PromoCodeService;
  /** Resolves a delivery postcode (the shops module's postcode register). */
  postcodes: { postcode(code: string): Promise<unknown | undefined> };
  clock: () => Date;
  mail: Mailer;
  publicUrl: string | undefined;
}

export type ReservationService = ReturnType<typeof createReservationService>;

export function toReservationView(r: ReservationRow, lines: LineRow[]) {
  return {
    id: r.id,
    shopID: r.shop_id,
    customerID: r.customer_id,
    statusID: r.status_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    delivery: r.delivery,
    address: r.address,
    city: r.city,
    zipcode: r.zipcode,
    total: r.total_ore / 100,
    discount: r.discount_ore / 100,
    shipping: r.shipping_ore / 100,
    paymentMethod: r.payment_method,
    trackingUrl: r.tracking_url,
    holdExpiresAt: r.hold_expires_at ? new Date(r.hold_expires_at).toISOString() : null,
    pickupDeadline: r.pickup_deadline ? new Date(r.pickup_deadline).toISOString() : null,
    payment: r.tx_data ?? null,
    articles: lines.map((l) => ({
      EanNo: l.ean,
      articleId: l.article_id,
      name: l.name,
      count: l.count,
      price: l.unit_price_ore / 100,
      pant: l.pant_ore / 100,
    })),
    date: new Date(r.created_at).toISOString(),
  };
}

export type ReservationView = ReturnType<typeof toReservationView>;

export function createReservationService(deps: ReservationServiceDeps) {
  const { database, klarna, clock } = deps;
  const q = database.query;

  /** Mails go out after the change is committed; a failed send is kept in the outbox, not undone. */
  const send = async (message: MailMessage) => {
    await deps.mail.sendMail(message).catch(() => undefined);
  };

  const view = async (id: number) => {
    const r = await reservationById(q, id);
    if (!r) throw notFound(RESERVATION_NOT_FOUND);
    return toReservationView(r, await linesOf(q, id));
  };

  /** For delivery the server picks the shop that can hold the most of the order (ties: most units). */
  async function deliveryShop(
    wanted: { variantId: number; count: number }[],
  ): Promise<{ id: number; name: string } | null> {
    if (wanted.length === 0) return null;
    const values = sql.join(
      wanted.map((w) => sql`(${w.variantId}::int, ${w.count}::int)`),
      sql`, `,
    );
    const rows = await rowsOf<{ id: number; name: string }>(
      q,
      sql`select s.shop_id as id, min(sh.name) as name from stock s join shops sh on sh.id = s.shop_id and sh.active
            join (values ${values}) w(variant_id, n) on w.variant_id = s.variant_id
           where s.qty > 0
           group by s.shop_id
           order by count(*) filter (where s.qty >= w.n) desc, sum(least(s.qty, w.n)) desc, s.shop_id
           limit 1`,
    );
    return rows[0] ?? null;
  }

  /** Payment state, merged into txData (spec section 4: payment status is stored in txData). */
  const txData = (patch: Record<string, unknown>) =>
    sql`, tx_data = coalesce(tx_data, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`;

  function pending(kind: Pending | null, attempts = 0) {
    if (kind === null) return txData({ pending: null, retryAt: null, attempts: 0 });
    const delayMs = Math.min(2 ** attempts * 30_000, 6 * 3_600_000);
    return txData({ pending: kind, attempts, retryAt: new Date(clock().getTime() + delayMs).toISOString() });
  }

  /** Runs a pending Klarna call; on failure the retry job tries again later with the same key. */
  async function settle(id: number, kind: Pending): Promise<boolean> {
    const r = await reservationById(q, id);
    if (!r || r.tx_data?.pending !== kind) return true;
    const attempts = Number(r.tx_data?.attempts ?? 0);
    try {
      if (kind === "capture") {
        const captureId = await klarna.capture(r.klarna_order_id as string, r.total_ore, `capture-${id}`);
        await database.transactionRaw(async (tx) => {
          await exec(
            tx,
            sql`update reservations set updated_at = now() ${txData({ status: "captured", captureId, pending: null, retryAt: null })} where id = ${id}`,
          );
          await exec(tx, sql`update orders set klarna_capture_id = ${captureId} where reservation_id = ${id}`);
        });
      } else {
        await klarna.cancel(r.klarna_order_id as string, `cancel-${id}`).catch(async (error: unknown) => {
          // Already captured in part (or cancelled): release what remains instead.
          if (error instanceof KlarnaError && error.status === 403) {
            const order = await klarna.getOrder(r.klarna_order_id as string);
            if (order.status === "CANCELLED") return;
            await klarna.releaseRemainingAuthorization(r.klarna_order_id as string, `release-${id}`);
            return;
          }
          throw error;
        });
        await exec(
          q,
          sql`update reservations set updated_at = now() ${txData({ status: "released", pending: null, retryAt: null })} where id = ${id}`,
        );
      }
      return true;
    } catch (error) {
      const stop = attempts + 1 >= MAX_PAYMENT_ATTEMPTS;
      await exec(
        q,
        sql`update reservations set updated_at = now() ${
          stop
            ? txData({ pending: null, retryAt: null, failed: kind, error: String(error) })
            : pending(kind, attempts + 1)
        } where id = ${id}`,
      );
      return false;
    }
  }

  async function create(input: ReservationRequest, customerId: number | null) {
    const now = clock();
    const info = input.orderInfo;
    // One line per EAN, whatever the client sent.
    const wantedByEan = new Map<string, number>();
    for (const item of input.order) wantedByEan.set(item.EanNo, (wantedByEan.get(item.EanNo) ?? 0) + item.Count);

    // What the order needs is read in one statement (the promo code by its own service, alongside).
    const [facts, promo] = await Promise.all([
      readCheckout(q, {
        eans: [...wantedByEan.keys()],
        now,
        shippingMethodId: info.shipping_method_id,
        shopId: info.Delivery ? null : (input.shop ?? null),
      }),
      input.promocodeId ? deps.promocodes.usable(input.promocodeId, customerId) : null,
    ]);
    const { method, variants: priced } = facts;
    if (!method) throw new HttpError(422, SHIPPING_NOT_FOUND, { "orderInfo.shipping_method_id": [SHIPPING_NOT_FOUND] });
    const delivery = method.type === "delivery";
    if (delivery !== info.Delivery) {
      throw new HttpError(422, SHIPPING_NOT_FOUND, { "orderInfo.Delivery": [SHIPPING_NOT_FOUND] });
    }

    // Without a geocoder a delivery address is its 'street housenumber' form (checked by the schema)
    // and a postcode that exists (spec section 8, Address).
    if (delivery && !(await deps.postcodes.postcode(info.PostalCode ?? ""))) {
      throw new HttpError(422, NO_ADDRESSES, { "orderInfo.PostalCode": [NO_ADDRESSES] });
    }

    const shop = delivery
      ? await deliveryShop(
          [...priced.values()].filter((v) => !v.only_cc).map((v) => ({ variantId: v.variant_id, count: 1 })),
        )
      : facts.shopName === null
        ? null
        : { id: input.shop as number, name: facts.shopName };
    if (!delivery && shop === null) throw new HttpError(422, SHOP_NOT_FOUND, { shop: [SHOP_NOT_FOUND] });
    const shopId = shop?.id ?? null;
    const name = shop?.name ?? null;
    const failedShop = (items: FailedShop["items"]): FailedShop[] =>
      items.length ? [{ status: 409, message: OUT_OF_STOCK, ShopID: shopId ?? 0, shopName: name ?? "", items }] : [];
    if (shopId === null || name === null) {
      // No shop holds any of it: nothing can be delivered.
      const items = [...wantedByEan.keys()].map((ean) => ({
        EanNo: ean,
        name: priced.get(ean)?.name ?? ean,
        message: OUT_OF_STOCK,
      }));
      throw new NothingReserved(failedShop(items));
    }

    const failedItems: FailedShop["items"] = [];
    const result = await database.transactionRaw(async (tx) => {
      const held: (HeldLine & { variantId: number; articleId: number; campaignLineId: number | null })[] = [];
      const holdable: PricedVariant[] = [];
      const asked = new Map<number, number>();
      for (const [ean, wanted] of wantedByEan) {
        const v = priced.get(ean);
        if (!v?.purchasable) {
          failedItems.push({ EanNo: ean, name: v?.name ?? ean, message: NOT_PURCHASABLE });
        } else if (delivery && v.only_cc) {
          failedItems.push({ EanNo: ean, name: v.name, message: ONLY_CC });
        } else {
          holdable.push(v);
          // Spec section 5: the final count is the minimum of the limit and the stock.
          asked.set(v.variant_id, Math.min(wanted, v.web_purchase_limit));
        }
      }
      const got = await holdStock(
        tx,
        shopId,
        holdable.map((v) => ({ variantId: v.variant_id, wanted: asked.get(v.variant_id) ?? 0 })),
      );
      for (const v of holdable) {
        const count = got.get(v.variant_id) ?? 0;
        if (count === 0) {
          failedItems.push({ EanNo: v.ean, name: v.name, message: OUT_OF_STOCK });
          continue;
        }
        held.push({
          ean: v.ean,
          name: v.name,
          count,
          unitPriceOre: v.price_ore,
          pantOre: v.pant_ore,
          variantId: v.variant_id,
          articleId: v.article_id,
          campaignLineId: v.campaign_line_id,
        });
      }
      // Throwing rolls the transaction back: the holds are undone and nothing is written.
      if (held.length === 0) throw new NothingReserved(failedShop(failedItems));
      const sum = totals(held, promo, method.price_ore);
      const lineValues = sql.join(
        held.map(
          (l) =>
            sql`(${l.variantId}::int, ${l.articleId}::int, ${l.ean}::text, ${l.name}::text, ${l.count}::int, ${l.unitPriceOre}::int, ${l.pantOre}::int, ${l.campaignLineId}::int)`,
        ),
        sql`, `,
      );
      // The reservation, its lines and its first history row in one statement.
      const [row] = await rowsOf<ReservationRow>(
        tx,
        sql`with r as (
              insert into reservations (shop_id, customer_id, status_id, name, email, phone, delivery, shipping_method_id,
                address, city, zipcode, total_ore, discount_ore, shipping_ore, promo_code_id, payment_method, hold_expires_at)
              values (${shopId}, ${customerId}, ${STATUS.pendingPayment}, ${info.CustomerName}, ${info.Email},
                ${info.Phone.trim()}, ${delivery}, ${method.id}, ${info.Address ?? null}, ${info.City ?? null},
                ${info.PostalCode ?? null}, ${sum.totalOre}, ${sum.discountOre}, ${sum.shippingOre}, ${promo?.id ?? null},
                ${input.payment}, ${new Date(now.getTime() + HOLD_MINUTES * 60_000)})
              returning *
            ), lines as (
              insert into reservation_lines (reservation_id, variant_id, article_id, ean, name, count, unit_price_ore, pant_ore, campaign_line_id)
              select r.id, l.* from r, (values ${lineValues}) as l(variant_id, article_id, ean, name, count, unit_price_ore, pant_ore, campaign_line_id)
            ), history as (
              insert into reservation_status_history (reservation_id, from_status_id, to_status_id, actor)
              select r.id, null, ${STATUS.pendingPayment}, ${customerId ? `customer:${customerId}` : "visitor"} from r
            )
            select * from r`,
      );
      return { id: (row as ReservationRow).id, row: row as ReservationRow, held, sum };
    });
    const failed = failedShop(failedItems);

    const order = klarnaOrder(result.sum.klarnaLines, String(result.id));
    let session: Awaited<ReturnType<KlarnaClient["createSession"]>>;
    try {
      session = await klarna.createSession(order, `session-${result.id}`);
    } catch (error) {
      await database.transactionRaw(async (tx) => {
        await transition(
          tx,
          result.id,
          [STATUS.pendingPayment],
          STATUS.paymentFailed,
          "system",
          String(error),
          txData({ status: "session_failed" }),
        );
        await returnStock(tx, result.id);
      });
      throw new HttpError(502, PAYMENT_START_FAILED);
    }
    const [updated] = await rowsOf<ReservationRow>(
      q,
      sql`update reservations set klarna_session_id = ${session.session_id} ${txData({ status: "session_created" })}
           where id = ${result.id} returning *`,
    );
    const lines: LineRow[] = result.held.map((l, i) => ({
      id: i,
      variant_id: l.variantId,
      article_id: l.articleId,
      ean: l.ean,
      name: l.name,
      count: l.count,
      unit_price_ore: l.unitPriceOre,
      pant_ore: l.pantOre,
    }));
    return {
      reservation: toReservationView(updated ?? result.row, lines),
      klarna: {
        session_id: session.session_id,
        client_token: session.client_token,
        payment_method_category: input.payment === "invoice" ? "pay_later" : "pay_now",
        payment_method_categories: session.payment_method_categories,
      },
      failed,
    };
  }

  /** The browser reports Klarna's answer; the session id proves it is the browser that started it. */
  async function authorize(id: number, sessionId: string, approved: boolean, authorizationToken: string | null) {
    const r = await reservationById(q, id);
    if (!r || r.klarna_session_id !== sessionId) throw notFound(RESERVATION_NOT_FOUND);
    if (r.status_id !== STATUS.pendingPayment) {
      if (r.status_id === STATUS.reserved && r.tx_data?.authorizationToken === authorizationToken) return view(id);
      throw new HttpError(409, PAYMENT_NOT_COMPLETED);
    }
    if (!approved || !authorizationToken) {
      await database.transactionRaw(async (tx) => {
        await transition(
          tx,
          id,
          [STATUS.pendingPayment],
          STATUS.paymentFailed,
          "customer",
          "denied",
          txData({ status: "denied" }),
        );
        await returnStock(tx, id);
      });
      throw new HttpError(402, PAYMENT_NOT_COMPLETED);
    }
    const lines = await linesOf(q, id);
    const promo = r.promo_code_id ? await deps.promocodes.byId(r.promo_code_id) : null;
    const sum = totals(
      lines.map((l) => ({
        ean: l.ean,
        name: l.name,
        count: l.count,
        unitPriceOre: l.unit_price_ore,
        pantOre: l.pant_ore,
      })),
      promo,
      r.shipping_ore,
    );
    let created: Awaited<ReturnType<KlarnaClient["createOrder"]>>;
    try {
      created = await klarna.createOrder(authorizationToken, klarnaOrder(sum.klarnaLines, String(id)), `order-${id}`);
    } catch (error) {
      await database.transactionRaw(async (tx) => {
        await transition(
          tx,
          id,
          [STATUS.pendingPayment],
          STATUS.paymentFailed,
          "system",
          String(error),
          txData({ status: "order_failed" }),
        );
        await returnStock(tx, id);
      });
      throw new HttpError(402, PAYMENT_NOT_COMPLETED);
    }
    let mail: MailMessage | null = null;
    try {
      await database.transactionRaw(async (tx) => {
        const row = await transition(
          tx,
          id,
          [STATUS.pendingPayment],
          STATUS.reserved,
          "customer",
          null,
          sql`, klarna_order_id = ${created.order_id}, hold_expires_at = null ${txData({
            status: "authorized",
            orderId: created.order_id,
            fraudStatus: created.fraud_status,
            authorizationToken,
          })}`,
        );
        mail = confirmationMail(row, lines, deps.publicUrl);
      });
    } catch (error) {
      // The hold expired while the shopper paid: the Klarna order must not stay authorised.
      if (error instanceof HttpError && error.statusCode === 409) {
        await exec(
          q,
          sql`update reservations set klarna_order_id = ${created.order_id} ${pending("cancel")} where id = ${id}`,
        );
        await settle(id, "cancel");
      }
      throw error;
    }
    if (mail) await send(mail);
    return view(id);
  }

  async function markReady(id: number, actor: string) {
    const deadline = new Date(clock().getTime() + PICKUP_DAYS * 86_400_000);
    const mail = await database.transactionRaw(async (tx) => {
      const row = await transition(
        tx,
        id,
        [STATUS.reserved],
        STATUS.readyForPickup,
        actor,
        null,
        sql`, pickup_deadline = ${deadline}`,
      );
      return readyMail(row, await linesOf(tx, id), deadline);
    });
    await send(mail);
    return view(id);
  }

  /** Handover: the goods leave the shop, the payment is captured and the order with VAT lines created. */
  async function collect(id: number, actor: string) {
    await database.transactionRaw(async (tx) => {
      const row = await transition(
        tx,
        id,
        [STATUS.reserved, STATUS.readyForPickup],
        STATUS.collected,
        actor,
        null,
        pending("capture"),
      );
      await createOrder(tx, row, await linesOf(tx, id));
    });
    await settle(id, "capture");
    return view(id);
  }

  async function createOrder(tx: Tx, r: ReservationRow, lines: LineRow[]) {
    const vat = taxOf(r.total_ore);
    const order = (
      await rowsOf<{ id: number }>(
        tx,
        sql`insert into orders (reservation_id, customer_id, name, email, vat_percentage, total_vat_ore, net_ore, total_ore)
            values (${r.id}, ${r.customer_id}, ${r.name}, ${r.email}, 25, ${vat}, ${r.total_ore - vat}, ${r.total_ore})
            returning id`,
      )
    )[0] as { id: number };
    const extra = [
      ...(r.discount_ore > 0 ? [{ ean: "rabatt", name: "Verdikode", total: -r.discount_ore }] : []),
      ...(r.shipping_ore > 0 ? [{ ean: "frakt", name: "Frakt", total: r.shipping_ore }] : []),
    ];
    for (const l of lines) {
      const total = l.count * l.unit_price_ore;
      await exec(
        tx,
        sql`insert into order_lines (order_id, article_id, ean, name, count, unit_price_ore, total_ore, vat_ore)
                           values (${order.id}, ${l.article_id}, ${l.ean}, ${l.name}, ${l.count}, ${l.unit_price_ore}, ${total}, ${taxOf(total)})`,
      );
    }
    for (const e of extra) {
      await exec(
        tx,
        sql`insert into order_lines (order_id, article_id, ean, name, count, unit_price_ore, total_ore, vat_ore)
                           values (${order.id}, null, ${e.ean}, ${e.name}, 1, ${e.total}, ${e.total}, ${taxOf(e.total)})`,
      );
    }
  }

  async function cancel(id: number, actor: string, note: string | null = null) {
    const authorised = await database.transactionRaw(async (tx) => {
      const row = await transition(
        tx,
        id,
        [STATUS.pendingPayment, STATUS.reserved, STATUS.readyForPickup],
        STATUS.cancelled,
        actor,
        note,
      );
      await returnStock(tx, id);
      if (row.klarna_order_id)
        await exec(tx, sql`update reservations set updated_at = now() ${pending("cancel")} where id = ${id}`);
      return Boolean(row.klarna_order_id);
    });
    if (authorised) await settle(id, "cancel");
    return view(id);
  }

  /** Expires one due reservation at a time; SKIP LOCKED lets several nodes share the work. */
  async function expireDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const now = clock();
      const expired = await database.transactionRaw(async (tx) => {
        const due = await rowsOf<{ id: number; status_id: number }>(
          tx,
          sql`select id, status_id from reservations
               where (status_id = ${STATUS.pendingPayment} and hold_expires_at < ${now})
                  or (status_id = ${STATUS.readyForPickup} and pickup_deadline < ${now})
               order by id limit 1 for update skip locked`,
        );
        const r = due[0];
        if (!r) return null;
        const row = await transition(tx, r.id, [r.status_id], STATUS.expired, "system", null);
        await returnStock(tx, r.id);
        if (row.klarna_order_id)
          await exec(tx, sql`update reservations set updated_at = now() ${pending("cancel")} where id = ${r.id}`);
        return row;
      });
      if (!expired) return count;
      count++;
      if (expired.klarna_order_id) await settle(expired.id, "cancel");
    }
  }

  /** Klarna calls that failed earlier (capture at handover, release at cancel/expiry), when due. */
  async function retryPayments(): Promise<number> {
    const due = await rowsOf<{ id: number; pending: Pending }>(
      q,
      sql`select id, tx_data->>'pending' as pending from reservations
           where tx_data->>'pending' is not null and (tx_data->>'retryAt')::timestamptz <= ${clock()}
           order by id limit 50`,
    );
    let settled = 0;
    for (const r of due) if (await settle(r.id, r.pending)) settled++;
    return settled;
  }

  return {
    create,
    authorize,
    markReady,
    collect,
    cancel,
    expireDue,
    retryPayments,
    view,
  };
}
