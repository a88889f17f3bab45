// The reservation mails carry the counter code (issue 29): the code the counter's scanners and search
// read, for goods to fetch in a shop; never the receipt link's token.
import { describe, expect, it } from "vitest";
import { confirmationMail, readyMail } from "./mails.ts";
import type { Receipt } from "./receipt.ts";

const receipt: Receipt = {
  id: 4711,
  statusId: 2,
  status: "Reservert",
  date: "2026-03-03T10:00:00.000Z",
  name: "Kari Kunde",
  email: "kari@example.no",
  customerId: null,
  delivery: false,
  lines: [
    { name: "Fjelljakke", ean: "7090000000001", color: "Rød", size: "M", count: 1, unitPrice: 1299, lineTotal: 1299 },
  ],
  discount: 0,
  shipping: 0,
  total: 1299,
  paymentMethod: "Kort via Klarna",
  payment: "Reservert hos Klarna – trekkes når du får varene",
  shippingMethod: null,
  deliveryAddress: null,
  shop: {
    name: "Oslo City",
    address: "Stenersgata 1",
    postNo: "0050",
    postPlace: "Oslo",
    mapLink: "https://kart",
    week: [],
  },
  pickupPromise: null,
  pickupDeadline: null,
  handover: null,
};
const CODE_LINE = "Koden din i kassen: R4711 (strekkode og QR-kode står på kvitteringen).";

describe("the counter code in the mails", () => {
  it("is in the confirmation and the ready mail of a pickup, without the receipt's token", () => {
    const token = "T".repeat(43);
    const confirmation = confirmationMail(receipt, `https://butikk.test/kvittering/4711?t=${token}`).text;
    expect(confirmation).toContain(CODE_LINE);
    expect(confirmation.split("\n").find((l) => l.startsWith("Koden din"))).not.toContain(token);
    expect(readyMail({ ...receipt, statusId: 3 }, "https://butikk.test").text).toContain(CODE_LINE);
  });

  it("is not in a delivery's mail: nothing is fetched at a counter", () => {
    const delivery = {
      ...receipt,
      delivery: true,
      shop: null,
      deliveryAddress: { address: "Storgata 1", zipcode: "0155", city: "Oslo" },
    };
    expect(confirmationMail(delivery, null).text).not.toContain("Koden din i kassen");
  });
});
