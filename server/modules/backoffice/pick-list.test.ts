// The shop's pick list through the back office API (decision 040): the lines of the reservations
// waiting to be picked, with colour and size; not those already made ready, not another shop's.
import { expect, it } from "vitest";
import { STANDIN_PREFIX } from "../../../domain/klarna-standin.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";

const SHOP = 55;
let t: CheckoutTestApp;
let staff: Browser;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  staff = new Browser(t.app, "10.0.0.55");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

async function paid(ean: string, count: number, shop: number) {
  const shopper = new Browser(t.app, "10.0.4.1");
  const created = await shopper.post("/api/v1/reservations/klarna/", {
    order: [{ EanNo: ean, Count: count }],
    shop,
    payment: "card",
    orderInfo,
  });
  const { reservation, klarna } = created.json().data;
  const auth = await shopper.post(`${STANDIN_PREFIX}/browser/authorize`, { client_token: klarna.client_token });
  await shopper.post(`/api/v1/reservations/${reservation.id}/authorize`, {
    session_id: klarna.session_id,
    approved: true,
    authorization_token: auth.json().authorization_token,
  });
  return reservation.id as number;
}

it("lists the lines waiting to be picked with colour and size, and only those", async () => {
  const [v] = await stockedVariants(t, SHOP, 1, 60);
  if (!v) throw new Error("no stocked variant");
  await t.setStockForTest(v.variant_id, SHOP, 9);
  await t.setStockForTest(v.variant_id, 1, 9);
  const waiting = await paid(v.ean, 2, SHOP);
  const ready = await paid(v.ean, 1, SHOP);
  await staff.post(`/api/v1/backoffice/reservations/${ready}/ready`);
  const elsewhere = await paid(v.ean, 1, 1);

  const res = await staff.get("/api/v1/backoffice/pick-list");
  expect(res.statusCode).toBe(200);
  expect(res.json().shop.id).toBe(SHOP);
  const ids = res.json().data.map((r: { reservationId: number }) => r.reservationId);
  expect(ids).toContain(waiting);
  expect(ids).not.toContain(ready);
  expect(ids).not.toContain(elsewhere);
  const [label] = await rows<{ color: string; size: string }>(
    t.database,
    "select c.name as color, s.name as size from variants v join colors c on c.id = v.color_id join sizes s on s.id = v.size_id where v.id = $1",
    [v.variant_id],
  );
  expect(res.json().data.find((r: { reservationId: number }) => r.reservationId === waiting)).toEqual({
    reservationId: waiting,
    customer: "Ola Nordmann",
    article: v.name,
    ean: v.ean,
    color: label?.color,
    size: label?.size,
    count: 2,
  });
});

it("is for staff only", async () => {
  const visitor = new Browser(t.app, "10.0.4.2");
  expect((await visitor.get("/api/v1/backoffice/pick-list")).statusCode).toBe(404);
});
