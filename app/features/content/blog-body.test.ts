import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/helpers/render-page.ts";
import { bodyBlocks, excerpt } from "./blog-body.ts";
import { BlogBody } from "./blog-body-view.tsx";

describe("a blog post's body", () => {
  it("splits paragraphs on blank lines and keeps line breaks inside one", () => {
    expect(bodyBlocks("Første avsnitt.\nSamme avsnitt.\n\n\nAndre avsnitt.")).toEqual([
      { kind: "paragraph", lines: ["Første avsnitt.", "Samme avsnitt."] },
      { kind: "paragraph", lines: ["Andre avsnitt."] },
    ]);
  });

  it("reads lines that all start with a number and a full stop as a numbered list", () => {
    expect(bodyBlocks("1. Sjekk skredvarselet.\n2. Snu i tide.")).toEqual([
      { kind: "list", items: ["Sjekk skredvarselet.", "Snu i tide."] },
    ]);
  });

  it("shows markup in a post as text, never as HTML", () => {
    const Page = ({ loaderData }: { loaderData: { body: string } }) =>
      createElement(BlogBody, { body: loaderData.body });
    const html = renderRoute(Page as never, { body: '<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>' });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("cuts a long body at a word for the teaser", () => {
    const text = excerpt("ord ".repeat(100), 20);
    expect(text.length).toBeLessThanOrEqual(20);
    expect(text.endsWith("ord…")).toBe(true);
  });
});
