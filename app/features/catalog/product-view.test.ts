import { describe, expect, it } from "vitest";
import type { ArticleDetail, CampaignLine, Variant } from "../../../server/modules/catalog/types.ts";
import { metaDescription, productJsonLd } from "./product-seo.ts";
import { buyBlockedReason, chooseVariant, toProductView as toView } from "./product-view.ts";

/** The server's time the loader passes in; campaign lines below run around it. */
const NOW = new Date("2026-06-15T12:00:00Z");
const RUNNING = { start: "2026-06-01T00:00:00.000Z", end: "2026-06-30T23:59:59.000Z" };
const toProductView = (
  article: ArticleDetail,
  shops: { id: number; name: string }[],
  choice: { colourId: number | null; sizeId: number | null } = { colourId: null, sizeId: null },
) => toView(article, shops, choice, NOW);

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
    slug: "skalljakke",
    canPurchase: true,
    techDescription: "",
    washLabel: [],
    careLabel: [],
    reviews: [],
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
  it("offers each colour once, marked available when some size of it is in stock", () => {
    const view = toProductView(
      detail({
        variants: [variant(10, RED, "S", []), variant(11, BLUE, "S", []), variant(12, RED, "M", [{ id: 2, qty: 1 }])],
      }),
      SHOPS,
    );
    expect(view.colours).toEqual([
      { id: 1, name: "Rød", hex: "#cc0000", available: true },
      { id: 2, name: "Blå", hex: "#0000cc", available: false },
    ]);
  });

  it("chooses the first available variant when the URL names none, and lists its colour's sizes", () => {
    const view = toProductView(
      detail({ variants: [variant(10, RED, "S", []), variant(12, RED, "M", [{ id: 2, qty: 1 }])] }),
      SHOPS,
    );
    expect(view.chosen).toMatchObject({ id: 12, colour: "Rød", size: "M", available: true });
    expect(view.sizes).toEqual([
      { id: 10, name: "S", available: false },
      { id: 12, name: "M", available: true },
    ]);
  });

  it("chooses the colour and size from the URL, also when out of stock", () => {
    const variants = [variant(10, RED, "S", []), variant(12, RED, "M", [{ id: 2, qty: 1 }])];
    expect(chooseVariant(variants, 1, 10)?.id).toBe(10);
    // A size the colour lacks: the first available size of that colour.
    expect(chooseVariant(variants, 1, 99)?.id).toBe(12);
    expect(chooseVariant(variants, 5, 10)?.id).toBe(12);
    expect(chooseVariant([], 1, 1)).toBeNull();
  });

  it("shows stock per active shop, by Norwegian name, for the chosen variant", () => {
    const view = toProductView(
      detail({
        variants: [
          variant(10, RED, "S", []),
          variant(12, BLUE, "L", [
            { id: 3, qty: 1 },
            { id: 1, qty: 5 },
            // Shop 9 is not active: skipped.
            { id: 9, qty: 2 },
            { id: 2, qty: 3 },
          ]),
        ],
      }),
      SHOPS,
      { colourId: 2, sizeId: 12 },
    );
    expect(view.chosen?.stock).toEqual([
      { shopId: 2, shopName: "Bergen", qty: 3, promise: null },
      { shopId: 1, shopName: "Oslo", qty: 5, promise: null },
      { shopId: 3, shopName: "Ålesund", qty: 1, promise: null },
    ]);
  });

  it("gives each shop of the chosen variant the pickup promise the loader computes", () => {
    const asked: [number, number][] = [];
    const view = toView(
      detail({
        variants: [
          variant(12, BLUE, "L", [
            { id: 1, qty: 5 },
            { id: 2, qty: 1 },
          ]),
        ],
      }),
      SHOPS,
      { colourId: 2, sizeId: 12 },
      NOW,
      (shopId, qty) => {
        asked.push([shopId, qty]);
        return shopId === 1 ? "Klar til henting i dag innen 16:00" : "Klar til henting i morgen";
      },
    );
    expect(view.chosen?.stock.map((s) => [s.shopName, s.promise])).toEqual([
      ["Bergen", "Klar til henting i morgen"],
      ["Oslo", "Klar til henting i dag innen 16:00"],
    ]);
    expect(asked.sort()).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it("shows the uploaded pictures, the chosen colour's first, instead of the drawing", () => {
    const photo = (key: string, colorId: number | null) => ({ key, width: 1000, height: 800, alt: key, colorId });
    const variants = [variant(10, RED, "S", []), variant(11, BLUE, "S", [])];
    const drawn = toProductView(detail({ variants, photos: [] }), SHOPS, { colourId: 2, sizeId: null });
    expect(drawn.images.map((i) => i.picture)).toEqual([undefined]);
    const photos = [photo("a".repeat(32), null), photo("b".repeat(32), 2)];
    const view = toProductView(detail({ variants, photos }), SHOPS, { colourId: 2, sizeId: null });
    expect(view.images.map((i) => i.alt)).toEqual(["b".repeat(32), "a".repeat(32)]);
    expect(view.images[0]).toEqual({
      src: `/img/u/${"b".repeat(32)}-1000.webp`,
      alt: "b".repeat(32),
      picture: { key: "b".repeat(32), width: 1000, height: 800 },
    });
  });

  it("has an empty stock list when the chosen variant is in no shop", () => {
    const view = toProductView(detail({ variants: [variant(10, RED, "S", [])] }), SHOPS);
    expect(view.chosen).toMatchObject({ id: 10, available: false, stock: [] });
  });

  it("uses the lowest campaign price below the price, keeps the ordinary one and shows its label", () => {
    const line = (price: number, text: string) => ({ price, labelData: { text }, ...RUNNING }) as CampaignLine;
    const sale = toProductView(detail({ price: 1299, campaigns: [line(899, "-30%"), line(999, "-20%")] }), SHOPS);
    expect(sale).toMatchObject({ price: 899, beforePrice: 1299, campaignLabel: "-30%" });
    const none = toProductView(detail({ price: 1299, campaigns: [line(1499, "Nyhet")] }), SHOPS);
    expect(none).toMatchObject({ price: 1299, beforePrice: null });
  });

  it("decides whether a campaign runs with the server's time it is given, not the browser's", () => {
    const line = { price: 899, labelData: { text: "-30%" }, ...RUNNING } as CampaignLine;
    const article = detail({ price: 1299, campaigns: [line] });
    expect(toView(article, SHOPS, { colourId: null, sizeId: null }, NOW)).toMatchObject({ price: 899 });
    const afterEnd = new Date("2026-07-01T00:00:00Z");
    expect(toView(article, SHOPS, { colourId: null, sizeId: null }, afterEnd)).toMatchObject({
      price: 1299,
      beforePrice: null,
    });
  });

  it("splits the description into paragraphs, drops an invalid colour and keeps only approved reviews", () => {
    const review = (id: number, approved: boolean) =>
      ({
        id,
        approved,
        customer: "Kari",
        rating: 4,
        content: "Bra",
        reply: null,
        created_at: "2026-01-02T00:00:00.000Z",
      }) as ArticleDetail["reviews"][number];
    const view = toProductView(
      detail({
        pant: 3,
        onlyCC: true,
        variants: [variant(10, { ...RED, hex: "red;background:url(x)" }, "S", [])],
        reviews: [review(1, true), review(2, false)],
      }),
      SHOPS,
    );
    expect(view.description).toEqual(["Vanntett jakke.", "Med hette."]);
    expect(view.pant).toBe(3);
    expect(view.onlyCC).toBe(true);
    expect(view.colours[0].hex).toBeNull();
    expect(view.reviews.map((r) => r.id)).toEqual([1]);
  });
});

describe("the chosen colour's image", () => {
  it("is the main image from the first render, also when the article's own image is another colour", () => {
    const red = { ...RED, image: "/img/p/cc0000/jakke.svg" };
    const blue = { ...BLUE, image: "/img/p/0000cc/jakke.svg" };
    const article = detail({
      image: red.image,
      variants: [variant(10, red, "S", [{ id: 1, qty: 2 }]), variant(11, blue, "S", [{ id: 1, qty: 2 }])],
    });
    expect(toProductView(article, SHOPS, { colourId: 2, sizeId: null }).images[0].src).toBe(blue.image);
    expect(toProductView(article, SHOPS, { colourId: 1, sizeId: null }).images[0].src).toBe(red.image);
    // Every image stays in the gallery, once.
    expect(toProductView(article, SHOPS, { colourId: 2, sizeId: null }).images.map((i) => i.src)).toEqual([
      blue.image,
      red.image,
    ]);
  });
});

describe("buyBlockedReason", () => {
  const viewOf = (v: Variant, canPurchase = true) =>
    toProductView(detail({ canPurchase, variants: [{ ...v, canPurchase }] }), SHOPS, {
      colourId: null,
      sizeId: null,
    });

  it("says nothing when the chosen variant can be bought", () => {
    expect(buyBlockedReason(viewOf(variant(10, RED, "S", [{ id: 1, qty: 1 }])))).toBeNull();
  });

  it("asks for a size when there is nothing to choose from", () => {
    expect(buyBlockedReason({ chosen: null })).toBe("Velg størrelse");
  });

  it("points to the shops when the web cannot sell what the stock table lists", () => {
    const inShop = variant(10, RED, "S", [{ id: 1, qty: 3 }]);
    expect(buyBlockedReason(viewOf(inShop, false))).toBe("Kan bare kjøpes i butikk – se lager i butikk");
    const soldOut = viewOf(variant(10, RED, "S", []));
    expect(buyBlockedReason(soldOut)).toBe("Utsolgt");
    expect(buyBlockedReason(viewOf(variant(10, RED, "S", []), false))).toBe("Kan ikke kjøpes på nett");
    // Units in a shop the web does not sell (availability counts web stock only).
    const onlyInShop = { ...soldOut, chosen: soldOut.chosen && { ...soldOut.chosen, stock: [SHOP_ROW] } };
    expect(buyBlockedReason(onlyInShop)).toBe("Utsolgt på nett – se lager i butikk");
  });
});

const SHOP_ROW = { shopId: 1, shopName: "Oslo", qty: 2, promise: null };

describe("productJsonLd", () => {
  it("describes the product with one offer per variant, its price in NOK and availability", () => {
    const article = detail({
      articleNo: "100001",
      slug: "skalljakke",
      variants: [variant(10, RED, "S", []), variant(12, RED, "M", [{ id: 2, qty: 1 }])],
    });
    const view = toProductView(article, SHOPS);
    const ld = productJsonLd(view, article, "https://butikk.no", "Butikk");
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Skalljakke",
      url: "https://butikk.no/product/skalljakke-7",
      brand: { name: "Fjellmerke" },
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({
        price: "1299.00",
        priceCurrency: "NOK",
        availability: "https://schema.org/OutOfStock",
      }),
      expect.objectContaining({ price: "1299.00", availability: "https://schema.org/InStock" }),
    ]);
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
