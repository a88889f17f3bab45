// The shop a delivery is sent from (decision 031): the ranking counts only the units for sale online,
// above each shop's safety buffer, so a shop whose stock is all buffer is not chosen over one that
// can send the goods. The seed gives shop 32 (Trysil) a buffer of 2; shop 55 (Oslo City) has none.
import { expect, it } from "vitest";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  post,
  type StockedVariant,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";

const CITY = 55;
const TRYSIL = 32;
let t: CheckoutTestApp;
let v: StockedVariant;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  [v] = await stockedVariants(t, CITY, 1, 8);
  expect(v).toBeDefined();
});

it("sends a delivery from a shop with units above its buffer, not from one whose stock is all buffer", async () => {
  const shops = await rows<{ id: number }>(t.database, "select id from shops where active");
  for (const s of shops) await t.setStockForTest(v.variant_id, s.id, 0);
  // Both shops hold the one unit asked for on the shelf; only Oslo City may sell it online.
  await t.setStockForTest(v.variant_id, TRYSIL, 2);
  await t.setStockForTest(v.variant_id, CITY, 1);
  const created = await post(t, "/api/v1/reservations/klarna/", {
    shop: null,
    payment: "card",
    order: [{ EanNo: v.ean, Count: 1 }],
    orderInfo: {
      ...orderInfo,
      Delivery: true,
      shipping_method_id: 2,
      Address: "Karl Johans gate 1",
      PostalCode: "0154",
      City: "Oslo",
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const [row] = await rows<{ shop_id: number }>(t.database, "select shop_id from reservations where id = $1", [
    created.body.data.reservation.id,
  ]);
  expect(row.shop_id).toBe(CITY);
  const [trysil] = await rows<{ qty: number }>(
    t.database,
    "select qty from stock where variant_id = $1 and shop_id = $2",
    [v.variant_id, TRYSIL],
  );
  expect(trysil.qty).toBe(2);
});
