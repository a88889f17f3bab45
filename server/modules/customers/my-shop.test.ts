// "My shop" on the account (issue 13, decision 031): set, clear, refused ids, CSRF, and the
// customer's own data carrying it.
import { describe, expect, it } from "vitest";
import { openAccountsTestApp, registerCustomer } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { NO_USER_MESSAGE } from "../../plugins/session.ts";
import { MY_SHOP_UNKNOWN } from "./schemas.ts";

let t: TestApp;
let ipCounter = 0;
const browser = () => new Browser(t.app, `10.13.0.${++ipCounter}`);
appForFile(openAccountsTestApp, (app) => {
  t = app;
});

const PATH = "/api/v1/customers/current/my-shop";

async function activeShopId(): Promise<number> {
  const [shop] = await rows<{ id: number }>(t.database, "select id from shops where active order by id limit 1");
  return shop.id;
}

async function storedShop(customerId: number): Promise<number | null> {
  const [row] = await rows<{ my_shop_id: number | null }>(
    t.database,
    "select my_shop_id from customers where id = $1",
    [customerId],
  );
  return row.my_shop_id;
}

describe("PUT /customers/current/my-shop", () => {
  it("sets and clears the shop, and the customer's own data carries it", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const shopId = await activeShopId();
    const set = await b.put(PATH, { shopId });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ id: account.id, my_shop_id: shopId });
    expect(await storedShop(account.id)).toBe(shopId);
    expect((await b.get("/api/v1/customers/current")).json().data.my_shop_id).toBe(shopId);

    const cleared = await b.put(PATH, { shopId: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.my_shop_id).toBeNull();
    expect(await storedShop(account.id)).toBeNull();
  });

  it("refuses an unknown or inactive shop, and malformed ids, with 422 'Butikken finnes ikke', writing nothing", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const [inactive] = await rows<{ id: number }>(
      t.database,
      `insert into shops (no, name, full_name, org_no, description, opening_hours, post_no, post_place, address,
         email, phone, chain_id, latitude, longitude, active)
       select 'T13', 'Nedlagt', 'Nedlagt', '', '', opening_hours, post_no, post_place, address, email, phone,
         chain_id, latitude, longitude, false from shops where active order by id limit 1
       returning id`,
    );
    try {
      for (const body of [
        { shopId: 999_999 },
        { shopId: inactive.id },
        { shopId: "1" },
        { shopId: 1.5 },
        { shopId: -1 },
        { shopId: 2_147_483_648 },
        {},
        { shopId: 1, extra: true },
      ]) {
        const response = await b.put(PATH, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().message).toBe(MY_SHOP_UNKNOWN);
      }
      expect(await storedShop(account.id)).toBeNull();
    } finally {
      await rows(t.database, "delete from shops where id = $1", [inactive.id]);
    }
  });

  it("needs a logged-in customer (404) and the CSRF token (419)", async () => {
    const shopId = await activeShopId();
    const anonymous = await browser().put(PATH, { shopId });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().message).toBe(NO_USER_MESSAGE);

    const b = browser();
    const account = await registerCustomer(b);
    const forged = await b.request("PUT", PATH, { shopId }, { csrf: false });
    expect(forged.statusCode).toBe(419);
    expect(await storedShop(account.id)).toBeNull();
  });
});
