// The rule of an article picture's alt text (decision 047), shared by the back office's form and the
// API: a picture without words for those who cannot see it is refused.
export const ALT_REQUIRED = "Skriv en alternativ tekst som beskriver bildet";
export const ALT_MAX = 200;
export const ALT_TOO_LONG = `Den alternative teksten kan være høyst ${ALT_MAX} tegn`;

/** The message for an alt text that breaks the rule, or null when it is fine. */
export function altTextProblem(alt: string): string | null {
  const text = alt.trim();
  if (text.length === 0) return ALT_REQUIRED;
  if (text.length > ALT_MAX) return ALT_TOO_LONG;
  return null;
}
