// The brands' static page texts as the back office edits them (issue 15, decision 050). The text is
// stored as one string whose first block is the title (decision 036); the form edits the title and
// the rest apart. The storefront renders every block as plain text, so markup in a text is shown,
// never run.
import { z } from "zod";
import { TOO_LONG } from "./schemas/fields.ts";

export interface PageText {
  key: string;
  path: string;
  name: string;
  /** Terms of sale, the right of withdrawal and privacy: these pages may never be empty. */
  legal: boolean;
}

/**
 * The pages with an editable text. The terms of sale and the right of withdrawal are on /kundeservice
 * (the spec's /terms and /return lead there); privacy and cookies on /personvernerklaering.
 */
export const PAGE_TEXTS: readonly PageText[] = [
  { key: "support", path: "/kundeservice", name: "Kundeservice, salgsvilkår og angrerett", legal: true },
  { key: "privacy", path: "/personvernerklaering", name: "Personvern og informasjonskapsler", legal: true },
  { key: "about", path: "/om-oss", name: "Om oss", legal: false },
  { key: "maintenance", path: "/vedlikehold", name: "Vedlikehold", legal: false },
  { key: "policy", path: "/baerekraftig-forretningspraksis", name: "Bærekraftig forretningspraksis", legal: false },
];

export const PAGE_TITLE_MISSING = "Skriv en tittel";
export const PAGE_TEXT_EMPTY = "Teksten kan ikke være tom";

export const pageTextInput = z.strictObject({
  // One line: a blank line would start the text.
  title: z
    .string(PAGE_TITLE_MISSING)
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, PAGE_TITLE_MISSING).max(120, TOO_LONG)),
  text: z
    .string(PAGE_TEXT_EMPTY)
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(50_000, TOO_LONG)),
});
export type PageTextInput = z.infer<typeof pageTextInput>;

/** A legal page's text as the form checks it: the pages service refuses an empty one in the same words. */
export const legalPageTextInput = pageTextInput.superRefine((page, ctx) => {
  if (page.text === "") ctx.addIssue({ code: "custom", path: ["text"], message: PAGE_TEXT_EMPTY });
});

/** The stored text of a page: its title, a blank line, the rest. */
export const composePageText = ({ title, text }: PageTextInput) => (text ? `${title}\n\n${text}` : title);

/** A stored text as the form edits it. */
export function splitPageText(stored: string | undefined): PageTextInput {
  const text = (stored ?? "").replace(/\r\n?/g, "\n").trim();
  const match = /\n\s*\n/.exec(text);
  if (!match) return { title: text, text: "" };
  return { title: text.slice(0, match.index).trim(), text: text.slice(match.index + match[0].length).trim() };
}
