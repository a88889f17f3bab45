// Delivery orders through the back office API (decision 040): packed, then sent with a tracking URL;
// the payment is captured at shipping and the customer sees the trackingUrl.
import { describe, expect, it } from "vitest";
import { STANDIN_PREFIX } from "../../../domain/klarna-standin.ts";
import { auditRowsOf } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  klarnaOrderOf,
  orderInfo,
  stockedVariants,
  stockOf,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { NOT_A_DELIVERY } from "../reservations/delivery.ts";
import { INVALID_TRANSITION } from "../reservations/messages.ts";
import { STATUS } from "../reservations/status.ts";
import { BAD_TRACKING_URL } from "./schemas.ts";

const SHOP = 55;
const TRACKING = "https://sporing.posten.no/sporing/370000000012345678";
let t: CheckoutTestApp;
let staff: Browser;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  staff = new Browser(t.app, "10.0.0.55");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

async function paid(offset: number, delivery: boolean) {
  const [v] = await stockedVariants(t, SHOP, 1, offset);
  if (!v) throw new Error("no stocked variant");
  const shops = await rows<{ id: number }>(t.database, "select id from shops where active");
  // A delivery is sent from the shop with the most stock: only shop 55 has this variant.
  for (const s of shops) await t.setStockForTest(v.variant_id, s.id, s.id === SHOP ? 5 : 0);
  const shopper = new Browser(t.app, `10.0.2.${offset}`);
  const created = await shopper.post("/api/v1/reservations/klarna/", {
    order: [{ EanNo: v.ean, Count: 2 }],
    shop: delivery ? null : SHOP,
    payment: "card",
    orderInfo: delivery
      ? {
          ...orderInfo,
          Delivery: true,
          shipping_method_id: 2,
          Address: "Karl Johans gate 1",
          PostalCode: "0154",
          City: "Oslo",
        }
      : orderInfo,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { reservation, klarna } = created.json().data;
  const auth = await shopper.post(`${STANDIN_PREFIX}/browser/authorize`, { client_token: klarna.client_token });
  const res = await shopper.post(`/api/v1/reservations/${reservation.id}/authorize`, {
    session_id: klarna.session_id,
    approved: true,
    authorization_token: auth.json().authorization_token,
  });
  expect(res.statusCode).toBe(200);
  return { r: res.json().data as { id: number; total: number; shopID: number }, v };
}

describe("delivery orders", () => {
  it("are packed, then sent with a tracking URL and captured at shipping", async () => {
    const { r } = await paid(40, true);
    expect(r.shopID).toBe(SHOP);
    const early = await staff.post(`/api/v1/backoffice/reservations/${r.id}/ship`, { trackingUrl: TRACKING });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(INVALID_TRANSITION);

    const packed = await staff.post(`/api/v1/backoffice/reservations/${r.id}/pack`);
    expect(packed.statusCode).toBe(200);
    expect(packed.json().data.statusID).toBe(STATUS.packed);
    expect((await klarnaOrderOf(t, r.id)).captured_amount).toBe(0);

    for (const trackingUrl of ["ikke en lenke", "javascript:alert(1)", "ftp://posten.no/x", ""]) {
      const bad = await staff.post(`/api/v1/backoffice/reservations/${r.id}/ship`, { trackingUrl });
      expect(bad.statusCode, trackingUrl).toBe(422);
      expect(bad.json().errors.trackingUrl).toContain(BAD_TRACKING_URL);
    }
    const stillPacked = await staff.get(`/api/v1/backoffice/reservations/${r.id}`);
    expect(stillPacked.json().data).toMatchObject({ statusID: STATUS.packed, trackingUrl: null });

    const sent = await staff.post(`/api/v1/backoffice/reservations/${r.id}/ship`, { trackingUrl: TRACKING });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ statusID: STATUS.shipped, trackingUrl: TRACKING });
    expect(sent.json().data.payment.status).toBe("captured");
    const klarna = await klarnaOrderOf(t, r.id);
    expect(klarna.status).toBe("CAPTURED");
    expect(klarna.captured_amount).toBe(Math.round(r.total * 100));
    const [order] = await rows<{ total_ore: number }>(
      t.database,
      "select total_ore from orders where reservation_id = $1",
      [r.id],
    );
    expect(order?.total_ore).toBe(Math.round(r.total * 100));

    const mail = await staff.get("/api/v1/mail/outbox?to=ola@example.no");
    const shipped = mail.json().data.find((m: { subject: string }) => m.subject === `Bestilling ${r.id} er sendt`);
    // The customer's mail has the tracking link; the outbox shows no link to anyone (issue 29).
    expect(shipped.text).toContain("Følg sendingen: [lenke skjult]");
    const [stored] = await rows<{ text: string }>(t.database, "select text from mail_outbox where id = $1", [
      shipped.id,
    ]);
    expect(stored?.text).toContain(`Følg sendingen: ${TRACKING}`);

    const again = await staff.post(`/api/v1/backoffice/reservations/${r.id}/ship`, { trackingUrl: TRACKING });
    expect(again.statusCode).toBe(409);
    // One audit row per step that happened; the refused ones left none.
    const audited = await auditRowsOf(t.database, "reservation", r.id);
    expect(audited.map((x) => [x.action, x.after])).toEqual([
      ["reservation.pack", { statusID: STATUS.packed }],
      ["reservation.ship", { statusID: STATUS.shipped, trackingUrl: TRACKING }],
    ]);
  });

  it("a pickup reservation cannot be packed for sending", async () => {
    const { r } = await paid(41, false);
    const res = await staff.post(`/api/v1/backoffice/reservations/${r.id}/pack`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOT_A_DELIVERY);
  });

  it("a packed order can still be cancelled: the stock goes back and nothing is captured", async () => {
    const { r, v } = await paid(42, true);
    await staff.post(`/api/v1/backoffice/reservations/${r.id}/pack`);
    expect(await stockOf(t, v.variant_id, SHOP)).toBe(3);
    const cancelled = await staff.post(`/api/v1/backoffice/reservations/${r.id}/cancel`);
    expect(cancelled.json().data.statusID).toBe(STATUS.cancelled);
    expect(await stockOf(t, v.variant_id, SHOP)).toBe(5);
    expect((await klarnaOrderOf(t, r.id)).status).toBe("CANCELLED");
  });
});
