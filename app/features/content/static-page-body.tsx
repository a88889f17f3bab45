// A static page's title and blocks as the storefront shows them; the back office's preview shows the
// same (decision 050). Every block is plain text, so a text can never bring markup or script along.
import type { PageBlock } from "./static-page.ts";

/** Consecutive questions make one FAQ list; each opens on its own without JavaScript. */
function groupQuestions(blocks: PageBlock[]) {
  const groups: (PageBlock | { kind: "faq"; items: Extract<PageBlock, { kind: "question" }>[] })[] = [];
  for (const b of blocks) {
    const last = groups[groups.length - 1];
    if (b.kind !== "question") groups.push(b);
    else if (last?.kind === "faq") last.items.push(b);
    else groups.push({ kind: "faq", items: [b] });
  }
  return groups;
}

export function StaticPageBody({
  title,
  blocks,
  headingLevel = 1,
}: {
  title: string;
  blocks: PageBlock[];
  /** 1 on the page itself; lower inside the back office's preview, under its own heading. */
  headingLevel?: 1 | 2;
}) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Heading = headingLevel === 1 ? "h2" : "h3";
  return (
    <>
      <Title>{title}</Title>
      {groupQuestions(blocks).map((b, i) => {
        const key = `${b.kind}-${i}`;
        if (b.kind === "heading") return <Heading key={key}>{b.text}</Heading>;
        if (b.kind === "paragraph") return <p key={key}>{b.text}</p>;
        if (b.kind === "faq") {
          return (
            <div key={key} className="faq">
              {b.items.map((q) => (
                <details key={q.question} className="faq__item">
                  <summary>{q.question}</summary>
                  <p>{q.answer}</p>
                </details>
              ))}
            </div>
          );
        }
        return null;
      })}
    </>
  );
}
