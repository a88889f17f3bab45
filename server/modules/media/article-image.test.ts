// Issue 12, item 12: the demo looks like a sport shop. Every article group of the seed has a drawn
// shape the server knows, the groups do not all share one shape, and each is drawn in the article's colour.
import { describe, expect, it } from "vitest";
import { GROUPS3 } from "../../db/seed/categories.ts";
import { ARTICLE_SHAPES, articleSvg } from "./article-image.ts";

describe("generated article images", () => {
  it("draws every seeded group's shape in the article's colour", () => {
    for (const group of GROUPS3) {
      const svg = articleSvg("c0392b", group.shape);
      expect(svg, `${group.name} (${group.shape})`).not.toBeNull();
      expect(svg).toContain('="#c0392b"');
    }
  });

  it("gives the sport shop's article kinds shapes of their own", () => {
    const shapeOf = (name: string) => GROUPS3.find((g) => g.name === name)?.shape;
    const kinds = [
      "Skalljakker",
      "Turbukser",
      "T-skjorter",
      "Fjellsko",
      "Alpinski",
      "Alpinstaver",
      "Alpinhjelm",
      "Alpinbriller",
      "Dagstursekker",
      "Terrengsykler",
      "Hansker",
      "Luer",
      "Drikkeflasker",
    ].map(shapeOf);
    expect(kinds.every(Boolean)).toBe(true);
    expect(new Set(kinds).size).toBe(kinds.length);
    // Each drawing differs from the others (no shape is a copy of another).
    const drawings = ARTICLE_SHAPES.map((shape) => articleSvg("1d5c63", shape));
    expect(new Set(drawings).size).toBe(ARTICLE_SHAPES.length);
  });

  it("refuses an unknown shape or a colour that is not six hex digits", () => {
    expect(articleSvg("c0392b", "toString")).toBeNull();
    expect(articleSvg("c0392b", "rakett")).toBeNull();
    expect(articleSvg("red", "jakke")).toBeNull();
    expect(articleSvg('c0392b"/><script>', "jakke")).toBeNull();
  });
});
