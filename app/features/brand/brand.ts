// What the page chrome needs of a brand (tenant), made safe for the HTML: colours are checked before
// they reach a style attribute and the logo becomes an <img> (an SVG in an <img> cannot run script).
import { contrast, HEX_COLOR } from "../../../domain/contrast.ts";

export { contrast, luminance } from "../../../domain/contrast.ts";

export interface BrandColors {
  primary: string;
  onPrimary: string;
  accent: string;
}

export interface BrandLogo {
  src: string;
  width: number;
  height: number;
}

export interface BrandView {
  name: string;
  colors: BrandColors;
  logo: BrandLogo | null;
}

/** The default brand's colours, used when a brand has no valid colour. */
export const DEFAULT_COLORS: BrandColors = { primary: "#1d4d3a", onPrimary: "#ffffff", accent: "#e8a33d" };

/** Height of the logo in the header, in CSS pixels. */
export const LOGO_HEIGHT = 32;

/** Body text colour; also what brand colours fall back to when they are too light for text on white. */
export const TEXT_COLOR = "#1f2328";
const WHITE = "#ffffff";

/** Valid hex colours only (they end up in a style attribute), with readable text on the primary colour. */
export function safeColors(colors: Partial<BrandColors> | null | undefined): BrandColors {
  const pick = (value: string | undefined, fallback: string) => (value && HEX_COLOR.test(value) ? value : fallback);
  const primary = pick(colors?.primary, DEFAULT_COLORS.primary);
  let onPrimary = pick(colors?.onPrimary, DEFAULT_COLORS.onPrimary);
  // WCAG 1.4.3: at least 4.5:1; otherwise white or near-black, whichever reads better.
  if (contrast(primary, onPrimary) < 4.5) {
    onPrimary = contrast(primary, WHITE) >= contrast(primary, TEXT_COLOR) ? WHITE : TEXT_COLOR;
  }
  return { primary, onPrimary, accent: pick(colors?.accent, DEFAULT_COLORS.accent) };
}

/** The primary colour where it is dark enough for text and focus rings on white, else body text. */
export function brandTextColor(colors: BrandColors): string {
  return contrast(colors.primary, WHITE) >= 4.5 ? colors.primary : TEXT_COLOR;
}

/** The brand's colours as CSS custom properties, for the style attribute of <html>. */
export function themeStyle(colors: BrandColors): Record<string, string> {
  return {
    "--color-primary": colors.primary,
    "--color-on-primary": colors.onPrimary,
    "--color-accent": colors.accent,
    "--color-brand-text": brandTextColor(colors),
  };
}

/**
 * The brand's inline SVG logo (drawn for a white header) as a data: URL sized for the header.
 * `currentColor` would be black inside an <img>, so it is replaced by `color`. The width follows the
 * viewBox so the header reserves the right space before the image decodes.
 */
export function logoImage(svg: string | null | undefined, color: string): BrandLogo | null {
  if (!svg || !/^\s*(?:<\?xml[^>]*>\s*)?<svg[\s>]/i.test(svg)) return null;
  let markup = svg.trim().replace(/currentColor/g, color);
  if (!/<svg[^>]*\sxmlns=/i.test(markup)) markup = markup.replace(/<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');

  let ratio = 4;
  const viewBox = /\sviewBox\s*=\s*["']([^"']+)["']/i.exec(markup)?.[1];
  const parts = viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts && parts.length === 4 && parts[2] > 0 && parts[3] > 0) ratio = parts[2] / parts[3];

  return {
    src: `data:image/svg+xml,${encodeURIComponent(markup)}`,
    width: Math.round(LOGO_HEIGHT * ratio),
    height: LOGO_HEIGHT,
  };
}

/** Customer service contact from the brand's settings, under whichever key the settings use. */
export function supportContact(settings: Record<string, unknown>): { email: string | null; phone: string | null } {
  const first = (keys: string[]) => {
    for (const key of keys) {
      const value = settings[key];
      if (typeof value === "string" && value.trim() !== "") return value.trim();
    }
    return null;
  };
  return {
    email: first(["supportEmail", "support_email", "customerServiceEmail", "email"]),
    phone: first(["supportPhone", "support_phone", "customerServicePhone", "phone"]),
  };
}
