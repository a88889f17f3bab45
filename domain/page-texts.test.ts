import { describe, expect, it } from "vitest";
import { composePageText, PAGE_TEXTS, pageTextInput, splitPageText } from "./page-texts.ts";

describe("a static page's text in the back office", () => {
  it("splits into title and text and back, as the storefront reads it (first block is the title)", () => {
    const stored = "Om oss\n\nFørste avsnitt.\n\n## Overskrift";
    expect(splitPageText(stored)).toEqual({ title: "Om oss", text: "Første avsnitt.\n\n## Overskrift" });
    expect(composePageText(splitPageText(stored))).toBe(stored);
    expect(splitPageText(undefined)).toEqual({ title: "", text: "" });
    expect(composePageText({ title: "Bare tittel", text: "" })).toBe("Bare tittel");
  });

  it("keeps the title on one line and Windows line ends out of the text", () => {
    expect(pageTextInput.parse({ title: " Om\n\noss ", text: "a\r\n\r\nb " })).toEqual({
      title: "Om oss",
      text: "a\n\nb",
    });
    expect(pageTextInput.safeParse({ title: "  ", text: "x" }).success).toBe(false);
  });

  it("marks the terms of sale and privacy as legal pages", () => {
    expect(PAGE_TEXTS.filter((p) => p.legal).map((p) => p.key)).toEqual(["support", "privacy"]);
  });
});
