// Consent to cookies (ekomloven § 2-7b, GDPR-standard consent; DESIGN.md §5, decision 036). The
// strictly necessary cookies (session, XSRF-TOKEN, this consent cookie) need no consent; statistics
// and marketing are the customer's own choice, declined unless said yes to. One rule for the
// browser, the /samtykke form and the account.
// No zod here: the layout reads the cookie on every page (decision 053); the form is consent-form.ts.

/** Spec section 9: the consent cookie, 1 year, path /. */
export const CONSENT_COOKIE = "cookiesAccepted";
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;

export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

export const NECESSARY_ONLY: ConsentChoice = { statistics: false, marketing: false };
export const ACCEPT_ALL: ConsentChoice = { statistics: true, marketing: true };

/** The cookie's value: the purposes said yes to, or "necessary" for none. */
export function consentValue(choice: ConsentChoice): string {
  const purposes = [choice.statistics ? "statistics" : null, choice.marketing ? "marketing" : null].filter(Boolean);
  return purposes.length > 0 ? purposes.join(".") : "necessary";
}

/**
 * The choice a cookie value records, or null when none was made. The old banner's value "1" came
 * from "by continuing you accept", which is not consent: it counts as necessary only.
 */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (value === undefined || value === null || value === "") return null;
  const parts = new Set(value.split("."));
  return { statistics: parts.has("statistics"), marketing: parts.has("marketing") };
}

/** The consent cookie as a Set-Cookie / document.cookie string. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consentValue(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The customer's cookie fields (spec section 3): Statistikk covers Google Analytics and Google Tag
 * Manager (which only loads measuring tags here), Markedsføring the Meta pixel.
 */
export function customerCookieFields(choice: ConsentChoice): Record<string, boolean> {
  return {
    cookie_default: true,
    cookie_ga: choice.statistics,
    cookie_google_tag_manager: choice.statistics,
    cookie_meta_pixel: choice.marketing,
  };
}

/** The choice stored on an account, or null when the customer never made one. */
export function choiceFromCustomerCookies(fields: Record<string, boolean> | null | undefined): ConsentChoice | null {
  if (!fields || fields.cookie_default === undefined) return null;
  return {
    statistics: fields.cookie_ga === true || fields.cookie_google_tag_manager === true,
    marketing: fields.cookie_meta_pixel === true,
  };
}
