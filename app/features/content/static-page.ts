// The brand's static pages (spec section 2: about, support, maintenance, policy, cookies-screen).
// Their texts are the brand's settings: a first line that is the title, then paragraphs.

export const STATIC_PAGES: Record<string, { key: string; fallbackTitle: string }> = {
  "/om-oss": { key: "about", fallbackTitle: "Om oss" },
  "/kundeservice": { key: "support", fallbackTitle: "Kundeservice" },
  "/vedlikehold": { key: "maintenance", fallbackTitle: "Vedlikehold" },
  "/baerekraftig-forretningspraksis": { key: "policy", fallbackTitle: "Bærekraftig forretningspraksis" },
  "/personvernerklaering": { key: "privacy", fallbackTitle: "Personvernerklæring" },
};

export interface StaticPageView {
  title: string;
  paragraphs: string[];
}

/** Splits a page text into its title (the first paragraph) and the rest. */
export function parsePageText(text: string | undefined, fallbackTitle: string): StaticPageView {
  const blocks = (text ?? "")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  if (blocks.length === 0) return { title: fallbackTitle, paragraphs: [] };
  return { title: blocks[0], paragraphs: blocks.slice(1) };
}
