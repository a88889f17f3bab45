import { describe, expect, it } from "vitest";
import { campaignShortTitle, categoryDisplayName, UNKNOWN_BESTSELLER_RANK } from "./display-names.ts";

describe("display names", () => {
  it("shows 'Tekstil' as 'Klær' and leaves other names", () => {
    expect(categoryDisplayName("Tekstil")).toBe("Klær");
    expect(categoryDisplayName("Sko")).toBe("Sko");
  });

  it("shows the campaign short title 'Klikk & Hent' as 'Ukens annonse!'", () => {
    expect(campaignShortTitle("Klikk & Hent")).toBe("Ukens annonse!");
    expect(campaignShortTitle("Black Week")).toBe("Black Week");
  });

  it("ranks unknown bestsellers 9999", () => {
    expect(UNKNOWN_BESTSELLER_RANK).toBe(9999);
  });
});
