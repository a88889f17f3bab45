import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { textOf } from "../../../tests/helpers/render-page.ts";
import { PollResults, shareText } from "./poll-results.tsx";

describe("poll results", () => {
  it("word shares in Norwegian with one decimal, 0 % before anyone answered", () => {
    expect(shareText(1, 3).replace(/\s/g, " ")).toBe("33,3 %");
    expect(shareText(2, 3).replace(/\s/g, " ")).toBe("66,7 %");
    expect(shareText(0, 0).replace(/\s/g, " ")).toBe("0,0 %");
  });

  it("show each option's count and share of its question, and which is right", () => {
    const html = renderToStaticMarkup(
      createElement(PollResults, {
        answers: 4,
        questions: [
          {
            id: 1,
            text: "Hva er best mot kulde?",
            answers: 4,
            options: [
              { id: 1, text: "Ull", correct: true, answers: 3 },
              { id: 2, text: "Bomull", correct: false, answers: 1 },
            ],
          },
        ],
      }),
    );
    const text = textOf(html).replace(/\s+/g, " ");
    expect(text).toContain("4 personer har svart.");
    expect(text).toContain("Ull (riktig) 3 75,0 %");
    expect(text).toContain("Bomull 1 25,0 %");
  });
});
