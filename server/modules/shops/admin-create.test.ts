// New shops in the back office (issue 31): an administrator creates a shop whose coordinates come from
// the address register (Kartverket's shape, a local stand-in here), else the postcode's centre, and is
// told which; a taken number is a 409 and bad forms Norwegian 422s with nothing written; closing hides
// the shop from the storefront at once and is refused while it has open reservations; every change
// leaves its audit row. Other roles are refused.
import { describe, expect, it } from "vitest";
import { ORG_NO_CHECK, ORG_NO_FORMAT } from "../../../domain/schemas/shop-admin.ts";
import { restoreShopsAndBrandsLater } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  checkoutMark,
  createCheckoutTestApp,
  placeCardReservation,
  removeCheckoutsSince,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";
import type { TestJsonServer } from "../../../tests/servers/json-server.ts";
import { startTestKartverket } from "../../../tests/servers/kartverket.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";
import { shopNoTaken } from "./admin.ts";
import { COORDINATES_FROM_ADDRESS, COORDINATES_FROM_POSTCODE, closeRefused } from "./admin-service.ts";

let t: CheckoutTestApp;
let kartverket: TestJsonServer;
let admin: Browser;
const others: Record<"staff" | "editor" | "customer", Browser> = {} as never;

/** Numbers no earlier run has used (the PostgreSQL test database is shared). */
const run = Date.now().toString(36).slice(-5).toUpperCase();
let serial = 0;
const freshNo = () => `T${run}-${++serial}`;

/**
 * The checkout test app with the stand-in register; on close it removes the reservations and the shops
 * this file made and puts the others back.
 */
async function openApp(): Promise<CheckoutTestApp> {
  kartverket = await startTestKartverket();
  const app = await createCheckoutTestApp({
    env: { GEOCODER_URL: `${kartverket.url}/adresser/v1`, GEOCODER_TIMEOUT_MS: "300", LOG_LEVEL: "warn" },
  });
  const mark = await checkoutMark(app);
  const restore = await restoreShopsAndBrandsLater(app.database);
  const [{ last }] = await rows<{ last: number }>(app.database, "select max(id) as last from shops");
  return {
    ...app,
    async close() {
      await removeCheckoutsSince(app, mark);
      await rows(app.database, "delete from stock where shop_id > $1", [last]);
      await rows(app.database, "delete from shops where id > $1", [last]);
      await restore();
      await app.close();
      await kartverket.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.3.0.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  const logins = {
    staff: ["ansatt@example.no", "Ansatt-passord-1"],
    editor: ["redaktor@example.no", "Redaktor-passord-1"],
    customer: ["kari@example.no", "Demo-passord-1"],
  } as const;
  for (const [i, [role, [email, password]]] of Object.entries(logins).entries()) {
    others[role as keyof typeof logins] = new Browser(t.app, `10.3.0.${i + 2}`);
    await others[role as keyof typeof logins].login(email, password);
  }
});

const newShop = (changes: Record<string, unknown> = {}) => ({
  no: freshNo(),
  name: `Testbutikk ${run} ${serial}`,
  fullName: "Testbutikk Storgata AS",
  orgNo: "912 345 688",
  address: "Storgata 1",
  postNo: "0155",
  postPlace: "Oslo",
  email: "storgata@butikk.example.no",
  phone: "22 00 00 00",
  description: "En ny butikk midt i byen.",
  openingHours: "1-5:1000-2000,6:1000-1800",
  specialHours: [{ date: "2026-12-24", name: "Julaften", opens: "09:00", closes: "13:00" }],
  preparationMinutes: 60,
  webSafetyBuffer: 1,
  ...changes,
});

const storefrontShop = async (id: number) =>
  (await new Browser(t.app).get("/api/v1/shops")).json().data.find((s: { id: number }) => s.id === id);
const shopCount = async () => Number((await rows<{ n: string }>(t.database, "select count(*) n from shops"))[0].n);
const auditOf = (id: number) =>
  rows<{ action: string }>(
    t.database,
    "select action from audit_log where entity_type = 'shop' and entity_id = $1 order by id",
    [String(id)],
  );

describe("a new shop", () => {
  it("takes its coordinates from the address register, and the storefront shows it at once", async () => {
    const res = await admin.post("/api/v1/backoffice/shops", newShop());
    expect(res.statusCode, res.body).toBe(201);
    const { data, meta } = res.json();
    expect(meta).toEqual({ coordinates: "address" });
    expect(data).toMatchObject({
      latitude: 59.913,
      longitude: 10.752,
      orgNo: "912345688",
      active: true,
      preparationMinutes: 60,
      webSafetyBuffer: 1,
      description: "En ny butikk midt i byen.",
      specialHours: [{ date: "2026-12-24", name: "Julaften", opens: "09:00", closes: "13:00" }],
    });
    const shown = await storefrontShop(data.id);
    expect(shown.name).toBe(data.name);
    expect(shown.opening_hours).toEqual([
      { days: [1, 2, 3, 4, 5], from: "10:00", to: "20:00" },
      { days: [6], from: "10:00", to: "18:00" },
    ]);
    expect((await auditOf(data.id)).map((a) => a.action)).toEqual(["shop.create"]);
  });

  it("falls back on the postcode's centre when the register does not know the address, and says so", async () => {
    const located = await admin.get("/api/v1/backoffice/shops/locate?address=Ukjentveien%2099&postNo=0155");
    expect(located.statusCode).toBe(200);
    expect(located.json().data).toEqual({
      latitude: 59.9129,
      longitude: 10.7483,
      source: "postcode",
      postPlace: "Oslo",
      message: COORDINATES_FROM_POSTCODE,
    });
    const res = await admin.post("/api/v1/backoffice/shops", newShop({ address: "Ukjentveien 99" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.coordinates).toBe("postcode");
    expect(res.json().data).toMatchObject({ latitude: 59.9129, longitude: 10.7483 });
  });

  it("falls back on the postcode's centre when the register is down", async () => {
    kartverket.mode = "status503";
    try {
      const res = await admin.get("/api/v1/backoffice/shops/locate?address=Storgata%201&postNo=0155");
      expect(res.json().data.source).toBe("postcode");
    } finally {
      kartverket.mode = "answer";
    }
  });

  it("tells where the register's coordinates came from", async () => {
    const res = await admin.get("/api/v1/backoffice/shops/locate?address=Storgata%2010B&postNo=0155");
    expect(res.json().data).toMatchObject({ latitude: 59.914, longitude: 10.754, source: "address" });
    expect(res.json().data.message).toBe(COORDINATES_FROM_ADDRESS);
  });

  it("keeps coordinates typed by hand", async () => {
    const res = await admin.post("/api/v1/backoffice/shops", newShop({ latitude: 60.1, longitude: 10.2 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.coordinates).toBe("manual");
    expect(res.json().data).toMatchObject({ latitude: 60.1, longitude: 10.2 });
  });

  it("refuses a number already in use with a 409, writing nothing", async () => {
    const [{ no }] = await rows<{ no: string }>(t.database, "select no from shops where id = 55");
    const before = await shopCount();
    const res = await admin.post("/api/v1/backoffice/shops", newShop({ no }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: shopNoTaken(no), errors: { no: [shopNoTaken(no)] } });
    expect(await shopCount()).toBe(before);
  });

  it.each([
    [{ name: "" }, "name", "Feltet må fylles ut"],
    [{ orgNo: "12345" }, "orgNo", ORG_NO_FORMAT],
    [{ orgNo: "912345678" }, "orgNo", ORG_NO_CHECK],
    [{ postNo: "155" }, "postNo", "Postnummeret er fire siffer"],
    [{ email: "ikke-en-adresse" }, "email", "Ugyldig e-postadresse"],
    [{ no: "nr 1" }, "no", "Butikknummeret kan ha sifre, bokstaver og bindestrek (høyst 20 tegn)"],
    [{ latitude: 59.9 }, "latitude", "Skriv både breddegrad og lengdegrad, eller ingen av dem"],
    [{ openingHours: "1-5:1800-1000" }, "openingHours", "«1-5:1800-1000»: butikken må åpne før den stenger"],
    [{ postNo: "0000", address: "Ukjentveien 1" }, "postNo", "Postnummeret finnes ikke"],
  ])("refuses %j with a Norwegian 422 on %s, writing nothing", async (changes, field, message) => {
    const before = await shopCount();
    const res = await admin.post("/api/v1/backoffice/shops", newShop(changes));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await shopCount()).toBe(before);
  });

  it("is refused to staff, editors and customers (403) and to a visitor (404), with nothing written", async () => {
    const before = await shopCount();
    for (const browser of Object.values(others)) {
      const res = await browser.post("/api/v1/backoffice/shops", newShop());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
    const visitor = await new Browser(t.app, "10.3.1.1").post("/api/v1/backoffice/shops", newShop());
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().message).toBe(NO_USER_MESSAGE);
    expect(await shopCount()).toBe(before);
  });
});

describe("closing a shop", () => {
  it("hides it from the storefront at once, and reopening brings it back; both are logged", async () => {
    const { data } = (await admin.post("/api/v1/backoffice/shops", newShop())).json();
    const closed = await admin.post(`/api/v1/backoffice/shops/${data.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.active).toBe(false);
    expect(await storefrontShop(data.id)).toBeUndefined();
    // Still in the back office, marked closed.
    const listed = (await admin.get("/api/v1/backoffice/shops"))
      .json()
      .data.find((s: { id: number }) => s.id === data.id);
    expect(listed.active).toBe(false);

    const reopened = await admin.post(`/api/v1/backoffice/shops/${data.id}/reopen`);
    expect(reopened.json().data.active).toBe(true);
    expect((await storefrontShop(data.id)).name).toBe(data.name);
    expect((await auditOf(data.id)).map((a) => a.action)).toEqual(["shop.create", "shop.close", "shop.reopen"]);
  });

  it("is refused (409) while the shop has an open reservation, which it names", async () => {
    const { data } = (await admin.post("/api/v1/backoffice/shops", newShop())).json();
    const [variant] = await stockedVariants(t, 55, 1);
    await t.setStockForTest(variant.variant_id, data.id, 3);
    const shopper = new Browser(t.app, "10.3.2.1");
    await placeCardReservation(shopper, {
      order: [{ EanNo: variant.ean, Count: 1 }],
      shop: data.id,
    });
    const res = await admin.post(`/api/v1/backoffice/shops/${data.id}/close`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(closeRefused(1));
    expect((await storefrontShop(data.id)).name).toBe(data.name);
    expect((await admin.get(`/api/v1/backoffice/shops/${data.id}`)).json().data.active).toBe(true);
  });

  it("is refused to staff, even of the shop itself", async () => {
    const res = await others.staff.post("/api/v1/backoffice/shops/55/close");
    expect(res.statusCode).toBe(403);
    expect((await storefrontShop(55)).id).toBe(55);
  });
});

describe("changing a shop", () => {
  it("changes its description, shown in the storefront's shop list", async () => {
    const { data } = (await admin.post("/api/v1/backoffice/shops", newShop())).json();
    const res = await admin.patch(`/api/v1/backoffice/shops/${data.id}`, { description: "Ny tekst om butikken." });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storefrontShop(data.id)).description).toBe("Ny tekst om butikken.");
  });
});
