// Kroner as a person types them in a back office form ("49,50", "49.5", "1 299"): parsed to øre, or
// null when the text is not an amount with at most two decimals. The browser and the server share it,
// so a form refuses the same text the API refuses.
export const BAD_KRONER = "Beløpet skrives i kroner med høyst to desimaler, for eksempel 49,50";

export function parseKroner(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, "");
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
