// What the shopper's browser needs for real Klarna (decision 072): the SDK's address, and the hosts
// the pages' Content-Security-Policy must admit for the SDK to run. Only when Klarna is configured:
// on the stand-in the SDK is the shop's own script and the policy stays as strict as ever.

/** Klarna Payments' browser SDK (Klarna.Payments.init/load/authorize), the same for playground and live. */
export const KLARNA_SDK_URL = "https://x.klarnacdn.net/kp/lib/v1/api.js";

/** Extra sources per CSP directive, beside the shop's own ('self'). */
export interface KlarnaCspSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
  style: string[];
  font: string[];
}

/**
 * Klarna's own hosts as its browser-security guide lists them for a page with a CSP: the widget's
 * frames and their requests come from *.klarna.com, its styles, fonts and images also from the CDN,
 * and its events go to *.klarnaevt.com.
 */
const KLARNA_HOSTS = {
  frame: ["https://*.klarna.com"],
  connect: ["https://*.klarna.com", "https://*.klarnaevt.com"],
  img: ["https://*.klarna.com"],
};

/** Whether an SDK origin is Klarna's own (its CDN or a klarna.com host), and so brings Klarna's hosts. */
function isKlarnasOrigin(origin: URL): boolean {
  return (
    origin.protocol === "https:" &&
    (origin.hostname === "x.klarnacdn.net" ||
      origin.hostname === "klarna.com" ||
      origin.hostname.endsWith(".klarna.com"))
  );
}

/**
 * The sources the pages admit for the SDK at `sdkUrl`: exactly its origin for scripts; its origin and,
 * for Klarna's own SDK, Klarna's hosts for frames, requests, images, styles and fonts. An SDK served
 * from elsewhere (a local server in Klarna's shape in tests) brings its origin alone.
 */
export function klarnaCspSources(sdkUrl: string): KlarnaCspSources {
  const url = new URL(sdkUrl);
  const origin = url.origin;
  const klarnas = isKlarnasOrigin(url);
  return {
    script: [origin],
    frame: [origin, ...(klarnas ? KLARNA_HOSTS.frame : [])],
    connect: [origin, ...(klarnas ? KLARNA_HOSTS.connect : [])],
    img: [origin, ...(klarnas ? KLARNA_HOSTS.img : [])],
    style: [origin],
    font: [origin],
  };
}
