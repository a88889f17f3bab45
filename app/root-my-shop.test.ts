// The root loader gives the page the logged-in customer's own shop (decision 031), so the server
// renders it and the browser can settle it with its own at login.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContext } from "../tests/helpers/route-harness.ts";
import { createTestApp, rows, type TestApp } from "../tests/helpers/test-app.ts";
import { loader } from "./root.tsx";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const customer = (myShopId: number | null) => ({
  id: 1,
  email: "kunde@example.no",
  firstName: "Kari",
  lastName: "Kunde",
  phone: null,
  role: "customer" as const,
  staffShopId: null,
  verified: true,
  club: false,
  myShopId,
});

async function rootUser(myShopId: number | null) {
  const context = await loadContext(t.app.services, "localhost", customer(myShopId));
  const data = await loader({ request: new Request("http://butikk.test/"), context, params: {} } as never);
  return data.user;
}

describe("the root loader's my shop", () => {
  it("is the account's shop with its name and page slug", async () => {
    const [city] = await rows<{ id: number }>(t.database, "select id from shops where name = 'Oslo City'");
    expect((await rootUser(city.id))?.myShop).toEqual({ id: city.id, name: "Oslo City", slug: "oslo-city" });
  });

  it("is null without one, or when the shop is no longer active", async () => {
    expect((await rootUser(null))?.myShop).toBeNull();
    expect((await rootUser(999_999))?.myShop).toBeNull();
  });
});
