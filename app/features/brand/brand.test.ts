import { describe, expect, it } from "vitest";
import {
  contrast,
  DEFAULT_COLORS,
  LOGO_HEIGHT,
  logoImage,
  safeColors,
  supportContact,
  TEXT_COLOR,
  themeStyle,
} from "./brand.ts";

describe("contrast", () => {
  it("follows WCAG 2", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#fff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrast("#767676", "#ffffff")).toBeGreaterThan(4.5);
  });
});

describe("safeColors", () => {
  it("keeps valid hex colours", () => {
    expect(safeColors({ primary: "#003366", onPrimary: "#fff", accent: "#E8A33D" })).toEqual({
      primary: "#003366",
      onPrimary: "#fff",
      accent: "#E8A33D",
    });
  });

  it("replaces anything that could escape a style attribute", () => {
    const colors = safeColors({ primary: "red;background:url(//evil)", onPrimary: '"><script>', accent: undefined });
    expect(colors).toEqual(DEFAULT_COLORS);
    expect(safeColors(null)).toEqual(DEFAULT_COLORS);
  });

  it("swaps text on the primary colour that is not readable (below 4.5:1)", () => {
    expect(safeColors({ primary: "#ffd400", onPrimary: "#ffffff" }).onPrimary).toBe(TEXT_COLOR);
    expect(safeColors({ primary: "#0a2a66", onPrimary: "#1f2328" }).onPrimary).toBe("#ffffff");
    expect(safeColors({ primary: "#ffd400", onPrimary: "#000000" }).onPrimary).toBe("#000000");
  });

  it("becomes CSS custom properties", () => {
    expect(themeStyle(DEFAULT_COLORS)).toEqual({
      "--color-primary": "#1d4d3a",
      "--color-on-primary": "#ffffff",
      "--color-accent": "#e8a33d",
      "--color-brand-text": "#1d4d3a",
    });
  });

  it("does not use a light primary colour for text on white", () => {
    expect(themeStyle({ ...DEFAULT_COLORS, primary: "#ffd400" })["--color-brand-text"]).toBe(TEXT_COLOR);
  });
});

describe("logoImage", () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32" role="img"><text fill="currentColor">B</text></svg>';

  it("makes a data URL with currentColor replaced", () => {
    const logo = logoImage(svg, "#ffffff");
    expect(logo?.src.startsWith("data:image/svg+xml,")).toBe(true);
    const decoded = decodeURIComponent(logo?.src.slice("data:image/svg+xml,".length) ?? "");
    expect(decoded).toContain('fill="#ffffff"');
    expect(decoded).not.toContain("currentColor");
  });

  it("sizes the logo by its viewBox", () => {
    expect(logoImage(svg, "#fff")).toMatchObject({ width: 120, height: LOGO_HEIGHT });
    expect(logoImage('<svg viewBox="0,0,64,64"></svg>', "#fff")).toMatchObject({ width: 32, height: 32 });
  });

  it("adds the SVG namespace an <img> needs", () => {
    const logo = logoImage('<svg viewBox="0 0 10 10"></svg>', "#fff");
    expect(decodeURIComponent(logo?.src ?? "")).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it("ignores what is not an SVG", () => {
    expect(logoImage("", "#fff")).toBeNull();
    expect(logoImage("<img src=x>", "#fff")).toBeNull();
  });
});

describe("supportContact", () => {
  it("reads e-mail and phone when present", () => {
    expect(supportContact({ supportEmail: "kundeservice@example.no", supportPhone: "22 22 22 22" })).toEqual({
      email: "kundeservice@example.no",
      phone: "22 22 22 22",
    });
  });

  it("is empty when the settings have none", () => {
    expect(supportContact({ grid1: {} })).toEqual({ email: null, phone: null });
  });
});
