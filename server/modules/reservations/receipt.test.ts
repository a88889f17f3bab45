// The receipt (decision 034): its page for the owner and for a guest with the link's token, the same
// 404 for a wrong token, a missing token, another customer and an unknown number, and the facts both
// reservation mails carry (lines with colour and size, total, shop, hours, deadline, what to bring).
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { headers as receiptHeaders } from "../../../app/routes/receipt.tsx";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { WHAT_TO_BRING } from "../../../domain/receipt.ts";
import { registerCustomer, removeAddedAccountsLater } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  orderInfo,
  type StockedVariant,
  stockedVariants,
} from "../../../tests/helpers/checkout.ts";
import { visit } from "../../../tests/helpers/route-harness.ts";
import { appForFile, rows } from "../../../tests/helpers/test-app.ts";

const SHOP = 55;
const ORIGIN = "https://butikk.test";
let t: CheckoutTestApp;
let v: StockedVariant;
let label: { color: string; size: string };
let shop: { name: string; full_name: string; address: string; post_no: string; post_place: string };
let removeAccounts: () => Promise<void>;

appForFile(
  async () => {
    const app = await createCheckoutTestApp({ env: { PUBLIC_URL: ORIGIN } });
    removeAccounts = await removeAddedAccountsLater(app.database);
    return {
      ...app,
      async close() {
        await removeAccounts();
        await app.close();
      },
    };
  },
  async (app) => {
    t = app;
    [v] = await stockedVariants(t, SHOP, 1);
    [label] = await rows<{ color: string; size: string }>(
      t.database,
      "select c.name as color, s.name as size from variants v join colors c on c.id = v.color_id join sizes s on s.id = v.size_id where v.id = $1",
      [v.variant_id],
    );
    [shop] = await rows(t.database, "select name, full_name, address, post_no, post_place from shops where id = $1", [
      SHOP,
    ]);
  },
);

type User = NonNullable<AppLoadContext["user"]>;
const customer = (id: number): User => ({
  id,
  email: `kunde${id}@example.no`,
  firstName: "Kari",
  lastName: "Kunde",
  phone: null,
  role: "customer",
  staffShopId: null,
  verified: true,
  club: false,
  myShopId: null,
});

/** Reserves two of the variant from the browser and pays in the stand-in, handing back the receipt token. */
async function paidReservation(shopper: Browser, token: (given: string) => string | undefined = (g) => g) {
  await t.setStockForTest(v.variant_id, SHOP, 10);
  const created = await shopper.post("/api/v1/reservations/klarna/", {
    payment: "card",
    orderInfo,
    shop: SHOP,
    order: [{ EanNo: v.ean, Count: 2 }],
  });
  expect(created.statusCode).toBe(201);
  const { reservation, klarna, receiptToken } = created.json().data;
  expect(receiptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const approval = await shopper.post("/klarna-standin/browser/authorize", { client_token: klarna.client_token });
  const paid = await shopper.post(`/api/v1/reservations/${reservation.id}/authorize`, {
    session_id: klarna.session_id,
    approved: true,
    authorization_token: approval.json().authorization_token,
    receipt_token: token(receiptToken),
  });
  expect(paid.statusCode).toBe(200);
  return { id: reservation.id as number, token: receiptToken as string };
}

async function mailText(subject: string): Promise<string> {
  const [mail] = await rows<{ text: string }>(t.database, "select text from mail_outbox where subject = $1", [subject]);
  return mail.text;
}

describe("the receipt page", () => {
  it("shows a guest with the link's token every fact, and is never cached", async () => {
    const { id, token } = await paidReservation(new Browser(t.app, "10.0.12.1"));
    const page = await visit(t.app.services, `/kvittering/${id}?t=${token}`);
    expect(page.status).toBe(200);
    const r = page.data.receipt;
    expect(r).toMatchObject({
      id,
      status: "Reservert",
      delivery: false,
      paymentMethod: "Kort via Klarna",
      payment: "Reservert hos Klarna – trekkes når du får varene",
      total: oreToKroner(2 * v.price_ore),
      pickupDeadline: null,
    });
    expect(r.lines).toEqual([
      {
        name: v.name,
        ean: v.ean,
        color: label.color,
        size: label.size,
        count: 2,
        unitPrice: oreToKroner(v.price_ore),
        lineTotal: oreToKroner(2 * v.price_ore),
      },
    ]);
    expect(r.shop).toMatchObject({
      name: shop.full_name || shop.name,
      address: shop.address,
      postNo: shop.post_no,
      postPlace: shop.post_place,
    });
    expect(r.shop.mapLink).toMatch(/^https:\/\//);
    expect(r.shop.week.map((d: { name: string }) => d.name)).toEqual([
      "mandag",
      "tirsdag",
      "onsdag",
      "torsdag",
      "fredag",
      "lørdag",
      "søndag",
    ]);
    expect(r.pickupPromise).toMatch(/^Klar til henting/);
    expect(new Headers(receiptHeaders({} as never)).get("cache-control")).toBe("private, no-store");
  });

  it("answers the same 404 for a wrong token, no token, another customer and an unknown number", async () => {
    const { id, token } = await paidReservation(new Browser(t.app, "10.0.12.2"));
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const url of [
      `/kvittering/${id}?t=${wrong}`,
      `/kvittering/${id}`,
      `/kvittering/${id}?t=`,
      `/kvittering/${id}?t=${"x".repeat(500)}`,
      `/kvittering/999999999?t=${token}`,
      "/kvittering/abc",
    ]) {
      const page = await visit(t.app.services, url);
      expect({ url, status: page.status }).toEqual({ url, status: 404 });
    }
    // A logged-in customer who is not the owner gets nothing without the token either.
    expect((await visit(t.app.services, `/kvittering/${id}`, "localhost", customer(1))).status).toBe(404);
  });

  it("shows the logged-in owner the receipt without a token, and no one else", async () => {
    const shopper = new Browser(t.app, "10.0.12.3");
    const owner = await registerCustomer(shopper);
    const { id } = await paidReservation(shopper);
    const own = await visit(t.app.services, `/kvittering/${id}`, "localhost", customer(owner.id));
    expect(own.status).toBe(200);
    expect(own.data.receipt.id).toBe(id);
    expect((await visit(t.app.services, `/kvittering/${id}`, "localhost", customer(owner.id + 1))).status).toBe(404);
  });
});

describe("the reservation mails", () => {
  it("the confirmation carries the receipt's facts and the link with the token", async () => {
    const { id, token } = await paidReservation(new Browser(t.app, "10.0.12.4"));
    const text = await mailText(`Reservasjon ${id} er bekreftet`);
    expect(text).toContain(`Se kvitteringen din: ${ORIGIN}/kvittering/${id}?t=${token}`);
    expect(text).toContain(
      `- 2 × ${v.name} (${label.color}, ${label.size}) à ${formatPrice(oreToKroner(v.price_ore))}: ${formatPrice(oreToKroner(2 * v.price_ore))}`,
    );
    expect(text).toContain(`Totalt: ${formatPrice(oreToKroner(2 * v.price_ore))}`);
    expect(text).toContain(`Hentes i: ${shop.full_name || shop.name}`);
    expect(text).toContain(`Adresse: ${shop.address}, ${shop.post_no} ${shop.post_place}`);
    expect(text).toMatch(/Åpningstider:\n {2}mandag: /);
    expect(text).toContain("Du kan hente varene i 7 dager etter at vi har sagt fra at de er klare.");
    expect(text).toContain(`${WHAT_TO_BRING}.`);
    // The link opens the receipt.
    const link = new URL(text.match(/https:\/\/butikk\.test\/kvittering\/\S+/)?.[0] ?? "");
    expect((await visit(t.app.services, `${link.pathname}${link.search}`)).status).toBe(200);
  });

  it("a token that is not the reservation's puts no link in the mail", async () => {
    const { id } = await paidReservation(new Browser(t.app, "10.0.12.5"), () => "A".repeat(43));
    const text = await mailText(`Reservasjon ${id} er bekreftet`);
    expect(text).not.toContain("/kvittering/");
    expect(text).toContain(`Reservasjonsnummer: ${id}`);
  });

  it("the ready mail names the shop, its address and hours, the deadline and what to bring", async () => {
    const { id } = await paidReservation(new Browser(t.app, "10.0.12.6"));
    const ready = await t.app.services.reservations.markReady(id, "staff:2");
    const text = await mailText(`Reservasjon ${id} er klar til henting`);
    expect(text).toContain(`Hentes i: ${shop.full_name || shop.name}`);
    expect(text).toContain(`Adresse: ${shop.address}, ${shop.post_no} ${shop.post_place}`);
    expect(text).toMatch(/Åpningstider:\n {2}mandag: /);
    expect(text).toContain(`${v.name} (${label.color}, ${label.size})`);
    expect(text).toContain(`Totalt: ${formatPrice(oreToKroner(2 * v.price_ore))}`);
    const deadline = new Intl.DateTimeFormat("nb-NO", { dateStyle: "full", timeZone: "Europe/Oslo" }).format(
      new Date(ready.pickupDeadline as string),
    );
    expect(text).toContain(`Hent innen ${deadline}.`);
    expect(text).toContain(`${WHAT_TO_BRING}.`);
    // A guest's ready mail keeps no token: it points to the confirmation's link.
    expect(text).toContain(`Kvitteringen finner du via lenken i e-posten «Reservasjon ${id} er bekreftet».`);
  });
});
