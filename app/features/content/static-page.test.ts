import { describe, expect, it } from "vitest";
import { parsePageText } from "./static-page.ts";

describe("static page text", () => {
  it("takes the first paragraph as the title and the rest as paragraphs", () => {
    expect(parsePageText("Kundeservice\n\nFørste.\n\n Andre. ", "X")).toEqual({
      title: "Kundeservice",
      paragraphs: ["Første.", "Andre."],
    });
  });

  it("falls back to the page's own title when the brand has no text", () => {
    expect(parsePageText(undefined, "Om oss")).toEqual({ title: "Om oss", paragraphs: [] });
  });
});
