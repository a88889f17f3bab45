// The banner, the footer and the settings view are separate parts of the layout; they meet on these
// browser events, so the settings dialog and the privacy modal are mounted once and opened from anywhere.
export const CONSENT_SETTINGS_EVENT = "butikk:consent-settings";
export const PRIVACY_EVENT = "butikk:privacy";

export const openConsentSettings = () => window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
export const openPrivacy = () => window.dispatchEvent(new Event(PRIVACY_EVENT));

function listen(name: string, listener: () => void): () => void {
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

export const onOpenConsentSettings = (listener: () => void) => listen(CONSENT_SETTINGS_EVENT, listener);
export const onOpenPrivacy = (listener: () => void) => listen(PRIVACY_EVENT, listener);
