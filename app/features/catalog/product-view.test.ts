import { describe, expect, it } from "vitest";
import type { ArticleDetail, CampaignLine, Variant } from "../../../server/modules/catalog/types.ts";
import { metaDescription, toProductView } from "./product-view.ts";

const RED = { id: 1, name: "Rød", hex: "#cc0000", colorCode: "R", image: null };
const BLUE = { id: 2, name: "Blå", hex: "#0000cc", colorCode: "B", image: null };

function variant(id: number, color: Variant["color"], size: string, shops: Variant["shops"]): Variant {
  return {
    id,
    ean: String(id),
    canPurchase: true,
    availability: shops.length,
    shops,
    size: { id, name: size },
    color,
  };
}

function detail(overrides: Partial<ArticleDetail>): ArticleDetail {
  return {
    id: 7,
    name: "Skalljakke",
    brand: "Fjellmerke",
    image: "/img/p/cc0000/jacket.svg",
    description: "Vanntett jakke.\nMed hette.",
    price: 1299,
    pant: 0,
    campaigns: [],
    variants: [],
    ...overrides,
  } as ArticleDetail;
}

const SHOPS = [
  { id: 1, name: "Oslo" },
  { id: 2, name: "Bergen" },
  { id: 3, name: "Ålesund" },
];

describe("toProductView", () => {
  it("groups variants by colour in their order and marks stock", () => {
    const view = toProductView(
      detail({
        variants: [
          variant(10, RED, "S", []),
          variant(11, BLUE, "S", [{ id: 1, qty: 2 }]),
          variant(12, RED, "M", [{ id: 2, qty: 1 }]),
        ],
      }),
      SHOPS,
    );
    expect(view.colours).toEqual([
      {
        id: 1,
        name: "Rød",
        hex: "#cc0000",
        variants: [
          { id: 10, size: "S", inStock: false },
          { id: 12, size: "M", inStock: true },
        ],
      },
      { id: 2, name: "Blå", hex: "#0000cc", variants: [{ id: 11, size: "S", inStock: true }] },
    ]);
  });

  it("shows stock per active shop, by Norwegian name, for the first variant in stock", () => {
    const view = toProductView(
      detail({
        variants: [
          variant(10, RED, "S", []),
          // Only in shop 9, which is not active: skipped.
          variant(11, RED, "M", [{ id: 9, qty: 4 }]),
          variant(12, BLUE, "L", [
            { id: 3, qty: 1 },
            { id: 1, qty: 5 },
            { id: 9, qty: 2 },
            { id: 2, qty: 3 },
          ]),
          variant(13, BLUE, "XL", [{ id: 1, qty: 8 }]),
        ],
      }),
      SHOPS,
    );
    expect(view.stock).toEqual({
      variantId: 12,
      colour: "Blå",
      size: "L",
      shops: [
        { shopId: 2, shopName: "Bergen", qty: 3 },
        { shopId: 1, shopName: "Oslo", qty: 5 },
        { shopId: 3, shopName: "Ålesund", qty: 1 },
      ],
    });
  });

  it("has no stock table when nothing is in stock", () => {
    expect(toProductView(detail({ variants: [variant(10, RED, "S", [])] }), SHOPS).stock).toBeNull();
  });

  it("uses the lowest campaign price below the price and keeps the ordinary one", () => {
    const line = (price: number) => ({ price }) as CampaignLine;
    const sale = toProductView(detail({ price: 1299, campaigns: [line(999), line(899)] }), SHOPS);
    expect(sale).toMatchObject({ price: 899, beforePrice: 1299 });
    const none = toProductView(detail({ price: 1299, campaigns: [line(1499)] }), SHOPS);
    expect(none).toMatchObject({ price: 1299, beforePrice: null });
  });

  it("splits the description into paragraphs and drops an invalid colour", () => {
    const view = toProductView(
      detail({ pant: 3, variants: [variant(10, { ...RED, hex: "red;background:url(x)" }, "S", [])] }),
      SHOPS,
    );
    expect(view.description).toEqual(["Vanntett jakke.", "Med hette."]);
    expect(view.pant).toBe(3);
    expect(view.colours[0].hex).toBeNull();
  });
});

describe("metaDescription", () => {
  it("keeps short text and cuts long text at a word", () => {
    expect(metaDescription("  Kort   tekst. ")).toBe("Kort tekst.");
    const long = metaDescription(`${"ord ".repeat(60)}slutt`);
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long).toMatch(/ord…$/);
  });
});
