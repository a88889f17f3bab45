import { describe, expect, it } from "vitest";
import { parseHomeGrid, parseSlot } from "./home-grid.ts";

describe("parseSlot", () => {
  it("keeps a well-formed slot", () => {
    const slot = {
      type: "category",
      id: 1,
      title: "Klær",
      text: "Til tur",
      image: "/img/p/1d4e89/jakke.svg",
      link: "/klaer",
    };
    expect(parseSlot({ ...slot })).toEqual(slot);
  });

  it("drops slots without a title or a same-origin link", () => {
    expect(parseSlot({ title: "", link: "/x" })).toBeNull();
    expect(parseSlot({ title: "X", link: "javascript:alert(1)" })).toBeNull();
    expect(parseSlot({ title: "X", link: "//evil.example/" })).toBeNull();
    expect(parseSlot({ title: "X", link: "https://evil.example/" })).toBeNull();
    // Saved before the rule: a browser drops the tab and goes to another site (issue 32 item 10).
    expect(parseSlot({ title: "X", link: "/\t/evil.example/" })).toBeNull();
    expect(parseSlot({ title: "X", link: "/ok", image: "/\t/evil.example/a.png" })).toMatchObject({ image: null });
    expect(parseSlot(null)).toBeNull();
    expect(parseSlot("grid1")).toBeNull();
  });

  it("leaves out images from other origins and unknown types", () => {
    expect(parseSlot({ type: "video", title: "X", link: "/x", image: "https://cdn.example/a.png" })).toMatchObject({
      type: "text",
      image: null,
      id: null,
      text: null,
    });
  });
});

describe("parseHomeGrid", () => {
  const slot = (title: string, extra: Record<string, unknown> = {}) => ({ type: "text", title, link: "/", ...extra });

  it("groups the slots in the spec's order and finds the newspaper campaign", () => {
    const grid = parseHomeGrid({
      homeGrid: {
        grid2: slot("g2"),
        grid1: slot("g1"),
        storeSearch: slot("store"),
        generalPromoBox: slot("general"),
        newspaperBox: slot("Ukens annonse!", { type: "campaign", id: 1 }),
        leftPopularCategory: slot("left"),
        bottomPopularCategory: slot("bottom"),
        grid9: { title: "broken" },
      },
    });
    expect(grid.promos.map((s) => s.title)).toEqual(["general", "store"]);
    expect(grid.popular.map((s) => s.title)).toEqual(["left", "bottom"]);
    expect(grid.grid.map((s) => s.title)).toEqual(["g1", "g2"]);
    expect(grid.newspaperCampaignId).toBe(1);
  });

  it("is empty without settings", () => {
    expect(parseHomeGrid({})).toEqual({ promos: [], popular: [], grid: [], newspaperCampaignId: null });
  });
});
