// Brands are the chain's storefronts (tenants), resolved from the Host header. The menu flags are
// set so each rule of spec section 2 shows: maintenance for one brand, information for two, about
// for four, support for three, and the collection entry for one.

import type { Executor } from "../client.ts";
import { insertRows, joinList } from "./bulk.ts";
import { columns } from "./columns.ts";
import { brandPages } from "./static-pages.ts";

export interface BrandColors {
  primary: string;
  onPrimary: string;
  accent: string;
}

export interface BrandDef {
  id: number;
  slug: string;
  name: string;
  hostnames: string[];
  isDefault: boolean;
  productLineId: number;
  colors: BrandColors;
  showMaintenance: boolean;
  showInformation: boolean;
  showAbout: boolean;
  showSupport: boolean;
  showCollection: boolean;
  /** One sentence on who the brand is for, used in the about page. */
  story: string;
  supportEmail: string;
}

export const BRANDS: readonly BrandDef[] = [
  {
    id: 1,
    slug: "butikk",
    name: "Butikk",
    hostnames: ["localhost", "127.0.0.1", "butikk.local"],
    isDefault: true,
    productLineId: 1, // Tind
    colors: { primary: "#1d4e89", onPrimary: "#ffffff", accent: "#f2a900" },
    showMaintenance: false,
    showInformation: true,
    showAbout: true,
    showSupport: true,
    showCollection: false,
    story: "Butikk er kjeden for sport, friluftsliv og fritid, med butikker fra Kristiansand til Alta.",
    supportEmail: "kundeservice@butikk.no",
  },
  {
    id: 2,
    slug: "fjellsport",
    name: "Fjellsport",
    hostnames: ["fjellsport.local"],
    isDefault: false,
    productLineId: 8, // Breheim, the brand's own collection
    colors: { primary: "#2e5e3a", onPrimary: "#ffffff", accent: "#e07a1f" },
    showMaintenance: true,
    showInformation: false,
    showAbout: true,
    showSupport: true,
    showCollection: true,
    story: "Fjellsport er for deg som vil høyere og lenger, med egen kolleksjon designet i Norge.",
    supportEmail: "kundeservice@fjellsport.no",
  },
  {
    id: 3,
    slug: "smatroll",
    name: "Småtroll",
    hostnames: ["smatroll.local"],
    isDefault: false,
    productLineId: 11, // Småtroll
    colors: { primary: "#b3124e", onPrimary: "#ffffff", accent: "#ffd23f" },
    showMaintenance: false,
    showInformation: false,
    showAbout: true,
    showSupport: false,
    showCollection: false,
    story: "Småtroll kler barn for lek ute i all slags vær, fra barnehagestart til skolestart.",
    supportEmail: "kundeservice@smatroll.no",
  },
  {
    id: 4,
    slug: "lopestua",
    name: "Løpestua",
    hostnames: ["lopestua.local"],
    isDefault: false,
    productLineId: 13, // Sprett
    colors: { primary: "#ffd23f", onPrimary: "#1b1b1b", accent: "#1d4e89" },
    showMaintenance: false,
    showInformation: false,
    showAbout: true,
    showSupport: false,
    showCollection: false,
    story: "Løpestua er butikken for løpere, fra første joggetur til maraton og terrengløp.",
    supportEmail: "kundeservice@lopestua.no",
  },
  {
    id: 5,
    slug: "vinterland",
    name: "Vinterland",
    hostnames: ["vinterland.local"],
    isDefault: false,
    productLineId: 7, // Rimfrost
    colors: { primary: "#0b3c5d", onPrimary: "#ffffff", accent: "#7fb3e6" },
    showMaintenance: false,
    showInformation: true,
    showAbout: false,
    showSupport: true,
    showCollection: false,
    story: "Vinterland samler alt for alpint, langrenn og topptur under ett tak.",
    supportEmail: "kundeservice@vinterland.no",
  },
];

// ---------- WCAG contrast ----------
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#rrggbb' (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const MIN_TEXT_CONTRAST = 4.5;

// ---------- Logo ----------
const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A small inline SVG wordmark: a mountain mark and the brand name, readable on a white header. */
export function logoSvg(brand: Pick<BrandDef, "name" | "colors">): string {
  const { primary, accent } = brand.colors;
  // The wordmark sits on white; a light brand colour would fail contrast there, so use dark ink.
  const ink = contrastRatio(primary, "#ffffff") >= MIN_TEXT_CONTRAST ? primary : "#1b1b1b";
  const name = escapeXml(brand.name);
  const width = 52 + Math.ceil(brand.name.length * 14.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<path d="M3 34 15 9l7 13 5-8 12 20Z" fill="${ink}"/>` +
    `<path d="M15 9l3.5 6.5-3.5-1.5-3.5 1.5Z" fill="${accent}"/>` +
    `<text x="46" y="29" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="24" font-weight="700" fill="${ink}">${name}</text>` +
    "</svg>"
  );
}

// ---------- Static pages: static-pages.ts ----------
export { brandPages } from "./static-pages.ts";

export function brandRows() {
  for (const b of BRANDS) {
    const ratio = contrastRatio(b.colors.primary, b.colors.onPrimary);
    if (ratio < MIN_TEXT_CONTRAST) {
      throw new Error(`brand ${b.slug}: onPrimary contrast ${ratio.toFixed(2)} is below ${MIN_TEXT_CONTRAST}`);
    }
  }
  return BRANDS.map((b) => ({
    id: b.id,
    slug: b.slug,
    name: b.name,
    hostnames: joinList(b.hostnames),
    is_default: b.isDefault,
    logo_svg: logoSvg(b),
    colors: JSON.stringify(b.colors),
    product_line_id: b.productLineId,
    show_maintenance: b.showMaintenance,
    show_information: b.showInformation,
    show_about: b.showAbout,
    show_support: b.showSupport,
    show_collection: b.showCollection,
    pages: JSON.stringify(brandPages(b)),
  }));
}

export async function insertBrands(ex: Executor): Promise<void> {
  await insertRows(
    ex,
    "brands",
    columns({
      id: "int4",
      slug: "text",
      name: "text",
      hostnames: "text[]",
      is_default: "bool",
      logo_svg: "text",
      colors: "json",
      product_line_id: "int4",
      show_maintenance: "bool",
      show_information: "bool",
      show_about: "bool",
      show_support: "bool",
      show_collection: "bool",
      pages: "json",
    }),
    brandRows(),
  );
}
