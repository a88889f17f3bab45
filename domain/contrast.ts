// WCAG 2 contrast (1.4.3): shared by the storefront's brand colours and the back office's check of them.

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const channel = (i: number) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const ratioText = (r: number) => `${(Math.floor(r * 10) / 10).toLocaleString("nb-NO")}:1`;

/**
 * Why a brand's colours cannot be used, or null: the text colour on the primary colour must reach
 * 4.5:1, and the accent must reach it against white or black text (whichever it is used with).
 */
export function brandColorsProblem(colors: { primary: string; onPrimary: string; accent: string }): string | null {
  for (const [name, value] of [
    ["Hovedfargen", colors.primary],
    ["Tekstfargen på hovedfargen", colors.onPrimary],
    ["Aksentfargen", colors.accent],
  ] as const) {
    if (!HEX_COLOR.test(value)) return `${name} må være en fargekode som #1d4d3a`;
  }
  const onPrimary = contrast(colors.primary, colors.onPrimary);
  if (onPrimary < AA_TEXT) {
    return `Kontrasten mellom hovedfargen og teksten på den er ${ratioText(onPrimary)}; den må være minst 4,5:1 (WCAG AA)`;
  }
  const accent = Math.max(contrast(colors.accent, "#ffffff"), contrast(colors.accent, "#000000"));
  if (accent < AA_TEXT) {
    return `Aksentfargen gir ${ratioText(accent)} mot både hvit og svart tekst; den må være minst 4,5:1 (WCAG AA)`;
  }
  return null;
}
