// Kartverket's address API (https://ws.geonorge.no/adresser/v1, GEOCODER_URL): free-text search for
// the checkout's suggestions, and a lookup by street, house number and postcode for the delivery check
// (spec sections 5 and 7). Any failure (no connection, a timeout, a status other than 200, a reply not
// in Kartverket's shape) is a GeocoderUnavailable: the caller decides what a missing answer means.
import { z } from "zod";
import type { StreetAddress } from "../../../domain/address.ts";

export class GeocoderUnavailable extends Error {}

/** One address as the shop shows and fills it: 'street housenumber', postcode and city. */
export interface FoundAddress {
  address: string;
  postalCode: string;
  city: string;
  municipality: string;
  latitude: number | null;
  longitude: number | null;
}

// The fields the shop reads of Kartverket's `adresser` entries; the reply holds many more.
const kartverketReply = z.object({
  adresser: z.array(
    z.object({
      adressetekst: z.string(),
      postnummer: z.string(),
      poststed: z.string(),
      kommunenavn: z.string().optional().default(""),
      representasjonspunkt: z.object({ lat: z.number(), lon: z.number() }).nullish(),
    }),
  ),
});

// Kartverket writes place names in capitals ("OSLO"); the shop shows "Oslo", "Mo i Rana".
const SMALL_WORDS = new Set(["i", "på", "og"]);
export function placeName(text: string): string {
  return text
    .toLowerCase()
    .split(/([\s-]+)/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
}

export interface GeocoderConfig {
  url: string;
  timeoutMs: number;
}

export type Geocoder = ReturnType<typeof createGeocoder>;

export function createGeocoder(config: GeocoderConfig) {
  const base = config.url.replace(/\/$/, "");

  async function sok(params: Record<string, string>): Promise<FoundAddress[]> {
    const url = `${base}/sok?${new URLSearchParams({ ...params, utkoordsys: "4258", asciiKompatibel: "true" })}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw new GeocoderUnavailable("The geocoder did not answer", { cause: error });
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new GeocoderUnavailable(`The geocoder answered ${response.status}`);
    }
    let parsed: z.infer<typeof kartverketReply>;
    try {
      parsed = kartverketReply.parse(await response.json());
    } catch (error) {
      throw new GeocoderUnavailable("The geocoder's answer is not Kartverket's shape", { cause: error });
    }
    return parsed.adresser.map((a) => ({
      address: a.adressetekst,
      postalCode: a.postnummer,
      city: placeName(a.poststed),
      municipality: placeName(a.kommunenavn),
      latitude: a.representasjonspunkt?.lat ?? null,
      longitude: a.representasjonspunkt?.lon ?? null,
    }));
  }

  return {
    /** Addresses matching what the shopper has typed so far, best first. */
    suggest(text: string, limit: number): Promise<FoundAddress[]> {
      return sok({ sok: text, fuzzy: "true", treffPerSide: String(limit) });
    },

    /** The addresses at this street, house number (with its letter) and postcode; empty when none. */
    find(street: StreetAddress, postalCode: string): Promise<FoundAddress[]> {
      const m = /^(\d+)([A-ZÆØÅ]?)$/u.exec(street.houseNumber);
      const params: Record<string, string> = {
        adressenavn: street.street,
        nummer: m ? m[1] : street.houseNumber,
        postnummer: postalCode,
        treffPerSide: "1",
      };
      if (m?.[2]) params.bokstav = m[2];
      return sok(params);
    },
  };
}
