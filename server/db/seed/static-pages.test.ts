// The brands' static pages (issue 14 item 9): every constant of spec section 9 on the customer
// service page, the garment-care and privacy facts, the company's details, headings and real length.
import { describe, expect, it } from "vitest";
import { parsePageText } from "../../../app/features/content/static-page.ts";
import { BRANDS } from "./brands.ts";
import { brandPages, COMPANY } from "./static-pages.ts";

/** Spec section 9, as the customer service page says them in Norwegian. */
const SUPPORT_CONSTANTS = [
  "14 dagers angrerett fra du mottok siste vare", // right of withdrawal
  "pakker bestillingen innen tre virkedager", // packing
  "Leveringstiden er 3–6 dager", // delivery
  "Vi holder av varene i inntil 7 dager", // pickup
  "behandler returen innen 3–5 virkedager", // return processing
  "betaler tilbake innen 1 uke", // refund
  "kan banken bruke 3–5 dager", // bank
  "mellom kl. 08 og 21", // door delivery
  "Klubbmedlemmer har i tillegg 5 års garanti", // club guarantee
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(BRANDS.map((b) => [b.name, b] as const))("%s's static pages", (_name, brand) => {
  const pages = brandPages(brand);

  it.each(SUPPORT_CONSTANTS)("the customer service page says '%s'", (constant) => {
    expect(pages.support.toLowerCase()).toContain(constant.toLowerCase());
  });

  it("the customer service page has a FAQ", () => {
    const questions = parsePageText(pages.support, "").blocks.filter((b) => b.kind === "question");
    expect(questions.length).toBeGreaterThanOrEqual(5);
  });

  it("garment care covers wool, down and impregnated wear rated 15 000 mm", () => {
    for (const heading of ["## Ull", "## Dun", "## Impregnerte plagg"]) expect(pages.maintenance).toContain(heading);
    expect(pages.maintenance).toContain("15 000 mm vannsøyle");
  });

  it("the privacy page covers privacy, orders, newsletters and cookies, and personal data kept 5 years", () => {
    for (const heading of ["## Personvern", "## Ordrer", "## Nyhetsbrev", "## Informasjonskapsler"]) {
      expect(pages.privacy).toContain(heading);
    }
    expect(pages.privacy).toContain("oppbevares i 5 år");
  });

  it("about us gives the company's details", () => {
    for (const detail of [COMPANY.name, COMPANY.orgNumber, COMPANY.address, brand.supportEmail]) {
      expect(pages.about).toContain(detail);
    }
  });

  it("every page has headings to skim by and real length", () => {
    for (const [key, text] of Object.entries(pages)) {
      const headings = parsePageText(text, "").blocks.filter((b) => b.kind === "heading");
      expect(headings.length, key).toBeGreaterThanOrEqual(3);
      expect(words(text), key).toBeGreaterThan(key === "about" || key === "policy" ? 150 : 250);
    }
  });
});
