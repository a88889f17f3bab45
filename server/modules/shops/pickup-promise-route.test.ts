// POST /api/v1/shops/pickup-promise (decision 031): the cart's promise per shop, with the server's
// clock, the whole cart in one shop, and only the units above each shop's safety buffer. Shop 55
// (Oslo City) has the default 2 hours and no buffer; the seed gives shop 32 (Trysil) 4 hours and a
// buffer of 2.
import { beforeEach, describe, expect, it } from "vitest";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  post,
  type StockedVariant,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { appForFile } from "../../../tests/helpers/test-app.ts";
import { PROMISE_LINES_INVALID } from "./schemas.ts";

const CITY = 55;
const TRYSIL = 32;
// Monday 1 June 2026, 14:00 in Oslo (CEST).
const MONDAY_AFTERNOON = new Date("2026-06-01T12:00:00Z");
let now = MONDAY_AFTERNOON;
let t: CheckoutTestApp;
let v: StockedVariant[];

appForFile(
  () => createCheckoutTestApp({ clock: () => now }),
  async (app) => {
    t = app;
    v = await stockedVariants(t, CITY, 2, 10);
    expect(v).toHaveLength(2);
  },
);
beforeEach(() => {
  now = MONDAY_AFTERNOON;
});

interface ShopPromise {
  shopId: number;
  name: string;
  slug: string;
  kind: string;
  text: string;
  readyBy: string | null;
}

async function promises(lines: unknown) {
  const answer = await post(t, "/api/v1/shops/pickup-promise", { lines });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const data = answer.body.data as ShopPromise[];
  return { data, of: (id: number) => data.find((p) => p.shopId === id) as ShopPromise };
}

describe("POST /shops/pickup-promise", () => {
  it("promises the whole cart in a shop that holds every line, with the server's clock", async () => {
    await t.setStockForTest(v[0].variant_id, CITY, 5);
    await t.setStockForTest(v[1].variant_id, CITY, 2);
    const { data, of } = await promises([
      { variantId: v[0].variant_id, quantity: 2 },
      { variantId: v[1].variant_id, quantity: 2 },
    ]);
    expect(of(CITY)).toEqual({
      shopId: CITY,
      name: "Oslo City",
      slug: "oslo-city",
      kind: "today",
      text: "Klar til henting i dag innen 16:00",
      readyBy: "2026-06-01T14:00:00.000Z",
    });
    // Soonest first; the shops that cannot take the cart last.
    const ready = data.map((p) => (p.readyBy ? Date.parse(p.readyBy) : Number.POSITIVE_INFINITY));
    expect(ready).toEqual([...ready].sort((a, b) => a - b));

    now = new Date("2026-06-01T19:30:00Z"); // 21:30, after closing
    const late = await promises([{ variantId: v[0].variant_id, quantity: 1 }]);
    expect(late.of(CITY)).toMatchObject({ kind: "tomorrow", text: "Klar til henting i morgen" });
  });

  it("promises nothing where one line is missing or short, counting a variant's lines together", async () => {
    await t.setStockForTest(v[0].variant_id, CITY, 3);
    await t.setStockForTest(v[1].variant_id, CITY, 0);
    const missing = await promises([
      { variantId: v[0].variant_id, quantity: 1 },
      { variantId: v[1].variant_id, quantity: 1 },
    ]);
    expect(missing.of(CITY)).toMatchObject({ kind: "none", text: "Ikke på lager", readyBy: null });
    const short = await promises([
      { variantId: v[0].variant_id, quantity: 2 },
      { variantId: v[0].variant_id, quantity: 2 },
    ]);
    expect(short.of(CITY).kind).toBe("none");
  });

  it("counts only the units above the shop's safety buffer", async () => {
    await t.setStockForTest(v[0].variant_id, TRYSIL, 2);
    const allBuffer = await promises([{ variantId: v[0].variant_id, quantity: 1 }]);
    expect(allBuffer.of(TRYSIL)).toMatchObject({ kind: "none", text: "Ikke på lager" });
    await t.setStockForTest(v[0].variant_id, TRYSIL, 3);
    const above = await promises([{ variantId: v[0].variant_id, quantity: 1 }]);
    expect(above.of(TRYSIL)).toMatchObject({ kind: "today", text: "Klar til henting i dag innen 18:00" });
    const twoWanted = await promises([{ variantId: v[0].variant_id, quantity: 2 }]);
    expect(twoWanted.of(TRYSIL).kind).toBe("none");
  });

  it("answers an unknown variant with every shop out of stock", async () => {
    const { data } = await promises([{ variantId: 2_000_000_000, quantity: 1 }]);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.kind === "none")).toBe(true);
  });

  it("refuses bad input with 422 and a Norwegian message", async () => {
    const line = { variantId: v[0].variant_id, quantity: 1 };
    for (const body of [
      {},
      { lines: [] },
      { lines: Array.from({ length: 101 }, () => line) },
      { lines: [{ ...line, quantity: 0 }] },
      { lines: [{ ...line, quantity: 1000 }] },
      { lines: [{ ...line, quantity: 1.5 }] },
      { lines: [{ ...line, variantId: "1" }] },
      { lines: [{ ...line, variantId: -1 }] },
      { lines: [{ ...line, variantId: 2_147_483_648 }] },
      { lines: [{ ...line, extra: 1 }] },
      { lines: [line], extra: 1 },
      { lines: "1" },
    ]) {
      const answer = await post(t, "/api/v1/shops/pickup-promise", body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toBe(PROMISE_LINES_INVALID);
    }
  });
});
