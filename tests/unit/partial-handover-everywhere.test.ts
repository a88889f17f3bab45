// Issue 29: one partial handover followed through every place that shows its money. A jacket of
// 2 899 kr and woollen underwear of 850 kr are reserved with VELKOMMEN100 (100 kr off): 3 649,00 kr
// authorised. The customer takes the jacket and leaves the wool: Klarna captures 2 821,67 kr (the
// jacket less its share of the verdikode, 77,33 kr) and releases 827,33 kr (the wool less its share,
// 22,67 kr). The receipt, the account's reservations and orders, the staff list, the staff screen and
// the mail all say so. Every amount is written out here, not computed by the code under test.
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import AccountHistory from "../../app/routes/account-history.tsx";
import Admin from "../../app/routes/admin.tsx";
import AdminReservation from "../../app/routes/admin-reservation.tsx";
import ReceiptPage from "../../app/routes/receipt.tsx";
import { registerCustomer, removeAddedAccountsLater } from "../helpers/accounts.ts";
import { Browser } from "../helpers/browser.ts";
import {
  type CheckoutTestApp,
  createCheckoutTestApp,
  klarnaOrderOf,
  payInStandin,
  placeCardReservation,
  type StockedVariant,
  stockedVariants,
} from "../helpers/checkout.ts";
import { renderRoute, textOf } from "../helpers/render-page.ts";
import { visit } from "../helpers/route-harness.ts";
import { appForFile, rows } from "../helpers/test-app.ts";

const SHOP = 55;
const NBSP = "\u00a0";
/** "2 821,67 kr" as nb-NO writes it: a no-break space between the thousands. */
const kr = (text: string) => `${text.replace(" ", NBSP)} kr`;

let t: CheckoutTestApp;
let shopper: Browser;
let staff: Browser;
let customerId: number;
let jacket: StockedVariant;
let wool: StockedVariant;

appForFile(
  async () => {
    const app = await createCheckoutTestApp();
    const removeAccounts = await removeAddedAccountsLater(app.database);
    const picked = await stockedVariants(app, SHOP, 2, 60);
    const ids = picked.map((v) => v.article_id);
    const saved = await rows<{ id: number; suggested_price_ore: number; pant_ore: number }>(
      app.database,
      "select id, suggested_price_ore, pant_ore from articles where id = any($1)",
      [ids],
    );
    const [a, b] = picked as [StockedVariant, StockedVariant];
    await rows(app.database, "update articles set suggested_price_ore = 289900, pant_ore = 0 where id = $1", [
      a.article_id,
    ]);
    await rows(app.database, "update articles set suggested_price_ore = 85000, pant_ore = 0 where id = $1", [
      b.article_id,
    ]);
    return {
      ...app,
      picked: [a, b] as const,
      async close() {
        for (const s of saved)
          await rows(app.database, "update articles set suggested_price_ore = $2, pant_ore = $3 where id = $1", [
            s.id,
            s.suggested_price_ore,
            s.pant_ore,
          ]);
        await removeAccounts();
        await app.close();
      },
    };
  },
  async (app) => {
    t = app;
    [jacket, wool] = app.picked;
    for (const v of app.picked) await t.setStockForTest(v.variant_id, SHOP, 5);
    shopper = new Browser(t.app, "10.11.29.1");
    customerId = (await registerCustomer(shopper)).id;
    staff = new Browser(t.app, "10.11.29.2");
    await staff.login("ansatt@example.no", "Ansatt-passord-1");
  },
);

const user = (role: "customer" | "admin", id: number): NonNullable<AppLoadContext["user"]> => ({
  id,
  email: `${role}@example.no`,
  firstName: "Test",
  lastName: "Person",
  phone: null,
  role,
  staffShopId: null,
  verified: true,
  club: false,
  myShopId: null,
});

async function pageText(path: string, component: Parameters<typeof renderRoute>[0], who: ReturnType<typeof user>) {
  const page = await visit(t.app.services, path, "localhost", who);
  expect(page.status).toBe(200);
  return { data: page.data, text: textOf(renderRoute(component, page.data)) };
}

describe("one partial handover, the same money everywhere", () => {
  it("the jacket taken, the wool left: captured, released and the verdikode's split agree in every place", async () => {
    const placed = await placeCardReservation(shopper, {
      order: [
        { EanNo: jacket.ean, Count: 1 },
        { EanNo: wool.ean, Count: 1 },
      ],
      shop: SHOP,
      promocodeId: 1,
    });
    await payInStandin(shopper, placed);
    const id = placed.id;
    expect(placed.reservation).toMatchObject({ total: 3649, discount: 100 });

    const handed = await staff.post(`/api/v1/backoffice/reservations/${id}/collect-part`, {
      lines: [
        { EanNo: jacket.ean, Count: 1 },
        { EanNo: wool.ean, Count: 0 },
      ],
    });
    expect(handed.statusCode).toBe(200);

    // Klarna: what it captured and what it let go of.
    const klarna = await klarnaOrderOf(t, id);
    expect(klarna).toMatchObject({ order_amount: 364_900, captured_amount: 282_167, remaining_authorized_amount: 0 });

    // The settlement the API carries (the staff action's answer).
    const settlement = {
      taken: [{ ean: jacket.ean, count: 1, unitPrice: 2899, goods: 2899, discount: 77.33, net: 2821.67 }],
      left: [{ ean: wool.ean, count: 1, unitPrice: 850, goods: 850, discount: 22.67, net: 827.33 }],
      discount: 100,
      takenDiscount: 77.33,
      leftDiscount: 22.67,
      shipping: 0,
      reserved: 3649,
      captured: 2821.67,
      released: 827.33,
      paymentMethod: "card",
    };
    expect(handed.json().data.handover).toMatchObject(settlement);

    // The words every page uses for the parts.
    const takenLine = `1 × ${jacket.name} ${kr("2 899,00")} − verdikode 77,33 kr = ${kr("2 821,67")}`;
    const leftLine = `1 × ${wool.name} 850,00 kr − verdikode 22,67 kr = 827,33 kr`;
    const split =
      "Verdikode fordelt på varene: 77,33 kr på varene som ble hentet, 22,67 kr på varene som ble lagt tilbake.";
    const settled = new RegExp(
      `Hentet ${literal(takenLine)} Ikke hentet – lagt tilbake på lager ${literal(leftLine)} ${literal(split)} ` +
        `Reservert ved bestilling ${kr("3 649,00")} Trukket fra kortet ${kr("2 821,67")} Frigitt \\(ikke trukket\\) 827,33 kr`,
    );

    // The receipt: its loader and its page.
    const receipt = await pageText(`/kvittering/${id}`, ReceiptPage, user("customer", customerId));
    expect(receipt.data.receipt.handover).toMatchObject(settlement);
    expect(receipt.data.receipt.payment).toBe("Betalt for varene du hentet – resten av beløpet er frigitt");
    expect(receipt.text).toMatch(settled);
    expect(receipt.text).toContain("Kort via Klarna: Betalt for varene du hentet – resten av beløpet er frigitt");
    expect(receipt.text).not.toContain(`Totalt ${kr("3 649,00")}`);

    // The account: the API and /konto/reservasjoner.
    const mine = (await shopper.get("/api/v1/customers/current/reservations")).json().data;
    expect(mine.find((r: { id: number }) => r.id === id)?.handover).toMatchObject(settlement);
    const reservations = await pageText("/konto/reservasjoner", AccountHistory, user("customer", customerId));
    expect(reservations.text).toMatch(new RegExp(`Reservasjon ${id} .* · Hentet ${settled.source}`));
    expect(reservations.text).not.toContain(`Totalt ${kr("3 649,00")}`);

    // The order, on /konto/ordrer: the jacket's total with its VAT, and what was left and released.
    const orders = (await shopper.get("/api/v1/customers/current/orders")).json().data;
    const order = orders.find((o: { reservation_id: number }) => o.reservation_id === id);
    expect(order).toMatchObject({ total: 2821.67, handover: settlement });
    const ordersPage = await pageText("/konto/ordrer", AccountHistory, user("customer", customerId));
    expect(ordersPage.text).toMatch(new RegExp(`Ordre ${order.id} .*Totalt ${kr("2 821,67")} .*${settled.source}`));

    // The staff list (status Hentet): what went home, what was captured and released.
    const list = await staff.get("/api/v1/backoffice/reservations?status=4");
    expect(list.json().data.find((r: { id: number }) => r.id === id)).toMatchObject({
      lines: 2,
      payment: "part_captured",
      handover: { taken: 1, left: 1, captured: 2821.67, released: 827.33 },
    });
    const listPage = await pageText(`/admin/reservasjoner?status=4&butikk=${SHOP}`, Admin, user("admin", 2));
    expect(listPage.text).toMatch(
      new RegExp(
        `Reservasjon ${id} .*2 Hentet 1 av 2 varer ${kr("2 821,67")} trukket 827,33 kr frigitt .*delvis trukket – resten frigitt`,
      ),
    );
    expect(listPage.text).not.toMatch(new RegExp(`Reservasjon ${id} .*${kr("3 649,00")}`));

    // The staff screen: each line marked, the settlement as the customer reads it.
    const detail = await pageText(`/admin/reservasjon/${id}`, AdminReservation, user("admin", 2));
    expect(detail.text).toContain("Kort – delvis trukket – resten frigitt");
    expect(detail.text).toMatch(new RegExp(`${jacket.ean} 1 ${kr("2 899,00")} Hentet `));
    expect(detail.text).toMatch(new RegExp(`${wool.ean} 1 850,00 kr Ikke hentet – lagt tilbake på lager `));
    expect(detail.text).toMatch(new RegExp(`Utlevering ${settled.source}`));
    expect(detail.text).toContain(`Reservert ved bestilling ${kr("3 649,00")}`);
    expect(detail.text).not.toContain(`Totalt ${kr("3 649,00")}`);

    // The mail.
    const [mail] = await rows<{ text: string }>(t.database, "select text from mail_outbox where subject = $1", [
      `Reservasjon ${id} er utlevert`,
    ]);
    expect(mail?.text).toContain(
      `Du har hentet disse varene:\n\n- 1 × ${jacket.name} (${jacket.ean}): ${kr("2 899,00")} − verdikode 77,33 kr = ${kr("2 821,67")}\n` +
        `Trukket fra kortet: ${kr("2 821,67")}\n`,
    );
    expect(mail?.text).toContain(
      `- 1 × ${wool.name} (${wool.ean}): 850,00 kr − verdikode 22,67 kr = 827,33 kr\nFrigitt (ikke trukket): 827,33 kr\n`,
    );
    expect(mail?.text).toContain(split);
  });
});

/** A text as a literal part of a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
