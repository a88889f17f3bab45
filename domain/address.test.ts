import { describe, expect, it } from "vitest";
import { NO_HOUSE_NUMBER, splitAddress } from "./address.ts";

describe("splitAddress (spec section 5: 'street housenumber')", () => {
  it("splits street and house number", () => {
    expect(splitAddress("Storgata 12")).toEqual({ street: "Storgata", houseNumber: "12" });
    expect(splitAddress("  Karl Johans gate   7 ")).toEqual({ street: "Karl Johans gate", houseNumber: "7" });
  });

  it("keeps a house letter, written together or apart", () => {
    expect(splitAddress("Øvre Slottsgate 12B")).toEqual({ street: "Øvre Slottsgate", houseNumber: "12B" });
    expect(splitAddress("Ålesundsveien 3 b")).toEqual({ street: "Ålesundsveien", houseNumber: "3B" });
  });

  it("refuses an address without a house number", () => {
    expect(splitAddress("Storgata")).toBeNull();
    expect(splitAddress("12")).toBeNull();
    expect(splitAddress("Storgata 12 oppgang")).toBeNull();
    expect(splitAddress("")).toBeNull();
  });

  it("has the spec's text for a missing number", () => {
    expect(NO_HOUSE_NUMBER).toBe("Ingen husnummer oppgitt - addresse må være på format: 'gateaddresse husnummer'");
  });
});
