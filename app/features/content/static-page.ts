// The brand's static pages (spec section 2: about, support, maintenance, policy, cookies-screen).
// Their texts are the brand's settings (seeded from server/db/seed/static-pages.ts, decision 036): a
// first block that is the title, then blocks split by blank lines. "## " starts a heading, so a page
// can be read by skimming; "? " starts a question whose next lines are its answer (the FAQ).

export const STATIC_PAGES: Record<string, { key: string; fallbackTitle: string }> = {
  "/om-oss": { key: "about", fallbackTitle: "Om oss" },
  "/kundeservice": { key: "support", fallbackTitle: "Kundeservice" },
  "/vedlikehold": { key: "maintenance", fallbackTitle: "Vedlikehold" },
  "/baerekraftig-forretningspraksis": { key: "policy", fallbackTitle: "Bærekraftig forretningspraksis" },
  "/personvernerklaering": { key: "privacy", fallbackTitle: "Personvernerklæring" },
};

export type PageBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "question"; question: string; answer: string };

export interface StaticPageView {
  title: string;
  blocks: PageBlock[];
  /** The plain paragraphs, for the page's description. */
  paragraphs: string[];
}

function block(text: string): PageBlock {
  if (text.startsWith("## ")) return { kind: "heading", text: text.slice(3).trim() };
  if (text.startsWith("? ")) {
    const [question, ...answer] = text.slice(2).split("\n");
    return { kind: "question", question: question.trim(), answer: answer.join(" ").trim() };
  }
  return { kind: "paragraph", text };
}

/** Splits a page text into its title (the first block) and the rest. */
export function parsePageText(text: string | undefined, fallbackTitle: string): StaticPageView {
  const parts = (text ?? "")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  if (parts.length === 0) return { title: fallbackTitle, blocks: [], paragraphs: [] };
  const blocks = parts.slice(1).map(block);
  const paragraphs = blocks.flatMap((b) => (b.kind === "paragraph" ? [b.text] : []));
  return { title: parts[0], blocks, paragraphs };
}
