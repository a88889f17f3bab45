import { describe, expect, it } from "vitest";
import { BRANDS, brandPages, brandRows, contrastRatio, logoSvg, MIN_TEXT_CONTRAST } from "./brands.ts";

describe("brands", () => {
  it("has at least four brands with distinct slugs and hostnames, and exactly one default", () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(BRANDS.map((b) => b.slug)).size).toBe(BRANDS.length);
    const hosts = BRANDS.flatMap((b) => b.hostnames);
    expect(new Set(hosts).size).toBe(hosts.length);
    const defaults = BRANDS.filter((b) => b.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0].hostnames).toEqual(["localhost", "127.0.0.1", "butikk.local"]);
  });

  it("sets the menu flags as spec section 2 describes", () => {
    const count = (flag: keyof (typeof BRANDS)[number]) => BRANDS.filter((b) => b[flag] === true).length;
    expect(count("showMaintenance")).toBe(1);
    expect(count("showInformation")).toBe(2);
    expect(count("showAbout")).toBe(4);
    expect(count("showSupport")).toBe(3);
    expect(count("showCollection")).toBe(1);
  });

  it("has text colour on the brand colour with a WCAG contrast of at least 4.5:1", () => {
    for (const b of BRANDS) {
      expect(contrastRatio(b.colors.primary, b.colors.onPrimary), b.slug).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(() => brandRows()).not.toThrow();
  });

  it("computes contrast ratios like the WCAG formula", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("has an accessible SVG wordmark named after the brand", () => {
    for (const b of BRANDS) {
      const svg = logoSvg(b);
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg).toContain(`aria-label="${b.name}"`);
      expect(svg).toContain(`<title>${b.name}</title>`);
    }
  });

  it("has Norwegian texts for every static page", () => {
    for (const b of BRANDS) {
      const pages = brandPages(b);
      expect(Object.keys(pages).sort()).toEqual(["about", "maintenance", "policy", "privacy", "support"]);
      for (const text of Object.values(pages)) expect(text.length).toBeGreaterThan(50);
    }
    expect(brandPages(BRANDS[0]).support).toContain("14 dagers angrerett");
  });
});
