import { describe, expect, it } from "vitest";
import { parsePageText } from "./static-page.ts";

describe("static page text", () => {
  it("takes the first paragraph as the title and the rest as paragraphs", () => {
    expect(parsePageText("Kundeservice\n\nFørste.\n\n Andre. ", "X")).toEqual({
      title: "Kundeservice",
      blocks: [
        { kind: "paragraph", text: "Første." },
        { kind: "paragraph", text: "Andre." },
      ],
      paragraphs: ["Første.", "Andre."],
    });
  });

  it("reads headings and FAQ questions with their answers", () => {
    expect(
      parsePageText("Kundeservice\n\n## Levering\n\n? Når kommer pakken?\nOm 3–6 dager.\nSom regel.", "X"),
    ).toEqual({
      title: "Kundeservice",
      blocks: [
        { kind: "heading", text: "Levering" },
        { kind: "question", question: "Når kommer pakken?", answer: "Om 3–6 dager. Som regel." },
      ],
      paragraphs: [],
    });
  });

  it("falls back to the page's own title when the brand has no text", () => {
    expect(parsePageText(undefined, "Om oss")).toEqual({ title: "Om oss", blocks: [], paragraphs: [] });
  });
});
