// What the back office may show of a mail (issue 29): a mail can carry a single-use link (e-mail
// verification, password reset, invitation) or a guest's receipt token, and whoever reads that link
// owns the account or the receipt. So the outbox never shows a web address or a token, to anyone.

/** Shown where a web address was. */
export const HIDDEN_LINK = "[lenke skjult]";
/** Shown where a token was. */
export const HIDDEN_TOKEN = "[skjult]";

// Any web address, with or without a scheme's slashes; it ends at white space or a closing bracket.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;
// A query's token outside an address ("?token=…" quoted on its own).
const TOKEN_PARAMETER = /\b(token|kode|code|key|nøkkel)=[^\s&]+/gi;
// A run of 20 or more URL-safe characters with a digit or both cases: what random tokens look like
// (32 random bytes are 43 characters). EANs (13 digits) and ordinary words stay.
const TOKEN_LIKE = /[A-Za-z0-9_-]{20,}/g;

function looksRandom(run: string): boolean {
  return /\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run)) || /[_-]/.test(run);
}

/** The mail's text with every web address and token replaced by a placeholder. */
export function maskSecrets(text: string): string {
  return text
    .replace(ADDRESS, HIDDEN_LINK)
    .replace(TOKEN_PARAMETER, (_, name: string) => `${name}=${HIDDEN_TOKEN}`)
    .replace(TOKEN_LIKE, (run) => (looksRandom(run) ? HIDDEN_TOKEN : run));
}
