// The counter's search through the back office API (issue 29): a reservation found by its number or
// scanned code, the customer's phone however written, a name or an e-mail; the day's pickups first;
// staff never see another shop's reservations; customers and visitors are refused.
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import { type CheckoutTestApp, createCheckoutTestApp, paidPickupReservation } from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";
import { SEARCH_TEXT_REQUIRED } from "./counter-routes.ts";

const SHOP = 55;
const OTHER_SHOP = 1;
// Names, phones and addresses no seeded or other test's reservation has, so the answers are exact.
const CUSTOMER = { CustomerName: "Synnøve Skrankesen", Email: "synnove.skranke@example.no", Phone: "+47 478 12 399" };
const OTHER = { CustomerName: "Synnøve Annenbutikk", Email: "synnove.annen@example.no", Phone: "47812399" };

let t: CheckoutTestApp;
let staff: Browser;
let admin: Browser;
let mine: number;
let readyToday: number;
let readyLater: number;
let elsewhere: number;

appForFile(createCheckoutTestApp, async (app) => {
  t = app;
  staff = new Browser(t.app, "10.0.29.1");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
  admin = new Browser(t.app, "10.0.29.2");
  await admin.login("admin@example.no", "Admin-passord-1");
});

const paid = (shop: number, who: typeof CUSTOMER, offset: number) =>
  paidPickupReservation(t, shop, who, offset, `10.0.29.${10 + offset}`);

const search = (who: Browser, q: string, extra = "") =>
  who.get(`/api/v1/backoffice/reservations/search?q=${encodeURIComponent(q)}${extra}`);
const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

beforeAll(async () => {
  mine = await paid(SHOP, CUSTOMER, 0);
  readyLater = await paid(SHOP, CUSTOMER, 1);
  readyToday = await paid(SHOP, CUSTOMER, 2);
  elsewhere = await paid(OTHER_SHOP, OTHER, 3);
  for (const id of [readyLater, readyToday]) {
    expect((await staff.post(`/api/v1/backoffice/reservations/${id}/ready`)).statusCode).toBe(200);
  }
  // The deadline set a week ago: it runs out today.
  await rows(t.database, "update reservations set pickup_deadline = now() where id = $1", [readyToday]);
});

describe("the counter's search", () => {
  it("finds a reservation by its number and by its scanned code, that one first", async () => {
    for (const q of [String(mine), `R${mine}`, `r${mine}`]) {
      const res = await search(staff, q);
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res)[0], q).toBe(mine);
    }
    const [hit] = (await search(staff, `R${mine}`)).json().data;
    expect(hit).toMatchObject({
      id: mine,
      statusID: 2,
      shopID: SHOP,
      name: CUSTOMER.CustomerName,
      email: CUSTOMER.Email,
      phone: CUSTOMER.Phone,
      lines: 1,
      dueToday: false,
      payment: "authorized",
    });
    expect(hit.shop).not.toBe("");
  });

  it("finds the customer's phone however it is written, the day's pickups first", async () => {
    for (const q of ["+47 478 12 399", "0047 47812399", "478 12 399", "47812399"]) {
      const res = await search(staff, q);
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res), q).toEqual([readyToday, readyLater, mine]);
    }
    const found = (await search(staff, "47812399")).json().data;
    expect(found.map((r: { dueToday: boolean }) => r.dueToday)).toEqual([true, false, false]);
  });

  it("finds a name in part and in any case, and an e-mail", async () => {
    for (const q of ["skrankesen", "SYNNØVE skranke", "skrankesen synnøve", "synnove.skranke@example.no", "SKRANKE@"]) {
      const res = await search(staff, q);
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res).sort(), q).toEqual([mine, readyLater, readyToday].sort());
    }
    expect(ids(await search(staff, "skrankesen%"))).toEqual([]);
  });

  it("does not show staff another shop's reservation, by any way of asking", async () => {
    for (const q of [String(elsewhere), `R${elsewhere}`, "Annenbutikk", "synnove.annen@example.no"]) {
      expect(ids(await search(staff, q)), q).not.toContain(elsewhere);
    }
    // The same phone in both shops: staff see their own shop's only.
    expect(ids(await search(staff, "+47 478 12 399"))).not.toContain(elsewhere);
    expect(ids(await search(staff, "Annenbutikk", `&shop=${OTHER_SHOP}`))).toEqual([]);
  });

  it("shows an administrator every shop, or the shop chosen", async () => {
    expect(ids(await search(admin, "47812399"))).toEqual(expect.arrayContaining([mine, elsewhere]));
    expect(ids(await search(admin, "47812399", `&shop=${OTHER_SHOP}`))).toEqual([elsewhere]);
    const [hit] = (await search(admin, `R${elsewhere}`)).json().data;
    expect(hit).toMatchObject({ id: elsewhere, shopID: OTHER_SHOP });
  });

  it("refuses an empty search with the reason, and finds nothing in one letter", async () => {
    const empty = await search(staff, "  ");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.q).toEqual([SEARCH_TEXT_REQUIRED]);
    expect((await search(staff, "x".repeat(101))).statusCode).toBe(422);
    expect(ids(await search(staff, "s"))).toEqual([]);
  });

  it("refuses a customer (403) and tells a visitor to log in, as every back office route", async () => {
    const customer = new Browser(t.app, "10.0.29.3");
    await customer.login("kari@example.no", "Demo-passord-1");
    const refused = await search(customer, CUSTOMER.CustomerName);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    const visitor = await search(new Browser(t.app, "10.0.29.4"), CUSTOMER.CustomerName);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().message).toBe(NO_USER_MESSAGE);
  });
});

describe("the pictures of a reservation's code", () => {
  it("draws the QR code and the Code 128 barcode of R<number>, cacheable for good", async () => {
    for (const kind of ["qr", "strekkode"]) {
      const res = await t.app.inject({ method: "GET", url: `/img/kode/R${mine}-${kind}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(res.headers["cache-control"]).toContain("immutable");
      expect(res.body).toMatch(/^<svg|^<\?xml/);
    }
  });

  it("draws nothing but a reservation's code", async () => {
    for (const file of ["R0-qr.svg", "X123-qr.svg", "R123-png.svg", "R123.svg", "R99999999999-qr.svg"]) {
      expect((await t.app.inject({ method: "GET", url: `/img/kode/${file}` })).statusCode, file).toBe(404);
    }
  });
});
