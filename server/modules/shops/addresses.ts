// Delivery addresses against the map data (spec sections 5 and 8): suggestions while the shopper types,
// the check a delivery order passes, and a new shop's coordinates (issue 31). Without a geocoder (GEOCODER_URL unset) there are no
// suggestions and the check leaves the address to the form and postcode rules. A geocoder that is down
// never blocks an order: the address counts as unchecked and the failure is reported.
import { NO_ADDRESSES, NO_HOUSE_NUMBER, splitAddress } from "../../../domain/address.ts";
import { type FoundAddress, type Geocoder, GeocoderUnavailable } from "./geocoder.ts";

export const MAX_SUGGESTIONS = 8;

export type AddressCheck = { status: "found" | "unchecked" } | { status: "refused"; message: string };

export type AddressService = ReturnType<typeof createAddressService>;

export function createAddressService(geocoder: Geocoder | null, onUnavailable: (error: unknown) => void) {
  return {
    /** Whether suggestions and the check ask a geocoder at all (the checkout shows its combobox then). */
    lookupEnabled: geocoder !== null,

    /** Addresses for what the shopper typed; none without a geocoder or while it is down. */
    async suggest(text: string): Promise<FoundAddress[]> {
      if (!geocoder) return [];
      try {
        return await geocoder.suggest(text, MAX_SUGGESTIONS);
      } catch (error) {
        if (!(error instanceof GeocoderUnavailable)) throw error;
        onUnavailable(error);
        return [];
      }
    },

    /**
     * The point of an address at a postcode as the map data has it, with the address as the map data
     * writes it; null without a geocoder, while it is down, or when it does not know the address.
     */
    async locate(address: string, postalCode: string): Promise<FoundAddress | null> {
      const street = splitAddress(address);
      if (!geocoder || !street) return null;
      try {
        const [found] = await geocoder.find(street, postalCode);
        return found && found.latitude !== null && found.longitude !== null ? found : null;
      } catch (error) {
        if (!(error instanceof GeocoderUnavailable)) throw error;
        onUnavailable(error);
        return null;
      }
    },

    /** A delivery address: 'street housenumber' that the map data knows at this postcode. */
    async check(address: string, postalCode: string): Promise<AddressCheck> {
      const street = splitAddress(address);
      if (!street) return { status: "refused", message: NO_HOUSE_NUMBER };
      if (!geocoder) return { status: "unchecked" };
      try {
        const found = await geocoder.find(street, postalCode);
        return found.length ? { status: "found" } : { status: "refused", message: NO_ADDRESSES };
      } catch (error) {
        if (!(error instanceof GeocoderUnavailable)) throw error;
        onUnavailable(error);
        return { status: "unchecked" };
      }
    },
  };
}
