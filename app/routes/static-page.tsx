// Static pages of spec section 2 (about, support, maintenance, policy, cookies-screen): the brand's
// texts, server-rendered.

import { type PageBlock, parsePageText, STATIC_PAGES } from "../features/content/static-page.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/static-page";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const page = STATIC_PAGES[path];
  if (!page) notFound();
  return {
    brandName: context.tenant.name,
    canonical: `${context.origin}${path}`,
    ...parsePageText(context.tenant.pages[page.key], page.fallbackTitle),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.title} | ${loaderData.brandName}` },
        { name: "description", content: (loaderData.paragraphs[0] ?? loaderData.title).slice(0, 155) },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
      ]
    : [];

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

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { title, blocks } = loaderData;
  return (
    <article className="page page--narrow static-page">
      <h1>{title}</h1>
      {groupQuestions(blocks).map((b, i) => {
        const key = `${b.kind}-${i}`;
        if (b.kind === "heading") return <h2 key={key}>{b.text}</h2>;
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
    </article>
  );
}
