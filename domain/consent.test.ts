import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  choiceFromCustomerCookies,
  consentCookie,
  consentValue,
  customerCookieFields,
  NECESSARY_ONLY,
  parseConsent,
} from "./consent.ts";
import { choiceFromForm, consentFormSchema } from "./consent-form.ts";

describe("the consent cookie", () => {
  it("records each choice and reads it back", () => {
    for (const choice of [NECESSARY_ONLY, ACCEPT_ALL, { statistics: true, marketing: false }]) {
      expect(parseConsent(consentValue(choice))).toEqual(choice);
    }
    expect(consentValue(NECESSARY_ONLY)).toBe("necessary");
    expect(consentValue({ statistics: false, marketing: true })).toBe("marketing");
  });

  it("has no choice without a value, and the old banner's '1' is necessary only", () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("")).toBeNull();
    expect(parseConsent("1")).toEqual(NECESSARY_ONLY);
  });

  it("lasts a year on path / (spec section 9), Secure on https", () => {
    expect(consentCookie(ACCEPT_ALL, false)).toBe(
      "cookiesAccepted=statistics.marketing; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(consentCookie(NECESSARY_ONLY, true)).toMatch(/; Secure$/);
  });
});

describe("the customer's cookie fields", () => {
  it("maps Statistikk to cookie_ga and cookie_google_tag_manager, Markedsføring to cookie_meta_pixel", () => {
    expect(customerCookieFields({ statistics: true, marketing: false })).toEqual({
      cookie_default: true,
      cookie_ga: true,
      cookie_google_tag_manager: true,
      cookie_meta_pixel: false,
    });
    expect(choiceFromCustomerCookies(customerCookieFields({ statistics: false, marketing: true }))).toEqual({
      statistics: false,
      marketing: true,
    });
  });

  it("has no stored choice on an account that never made one", () => {
    expect(choiceFromCustomerCookies({})).toBeNull();
    expect(choiceFromCustomerCookies(null)).toBeNull();
  });
});

describe("the consent form", () => {
  it("reads 'Godta alle', 'Bare nødvendige' and the switches", () => {
    expect(choiceFromForm(consentFormSchema.parse({ choice: "all" }))).toEqual(ACCEPT_ALL);
    expect(choiceFromForm(consentFormSchema.parse({ choice: "necessary", statistics: "on" }))).toEqual(NECESSARY_ONLY);
    expect(choiceFromForm(consentFormSchema.parse({ choice: "custom", marketing: "on" }))).toEqual({
      statistics: false,
      marketing: true,
    });
  });

  it("refuses an unknown choice in Norwegian", () => {
    const result = consentFormSchema.safeParse({ choice: "yes" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Velg hvilke informasjonskapsler du godtar");
  });
});
