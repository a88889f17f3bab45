// A blog post's body is plain text (blog_posts.body): paragraphs separated by a blank line, and a
// paragraph whose every line starts with "1.", "2.", … is a numbered list. It is split into blocks
// that React renders as text, so nothing in a post is ever read as HTML.

export type BodyBlock = { kind: "paragraph"; lines: string[] } | { kind: "list"; items: string[] };

const NUMBERED = /^\d+\.\s+/;

export function bodyBlocks(body: string): BodyBlock[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) =>
      part
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(
      (lines): BodyBlock =>
        lines.every((line) => NUMBERED.test(line))
          ? { kind: "list", items: lines.map((line) => line.replace(NUMBERED, "")) }
          : { kind: "paragraph", lines },
    );
}

/** The first sentence-sized piece of the body, for list teasers and meta descriptions. */
export function excerpt(body: string, max = 155): string {
  const text = body.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}
