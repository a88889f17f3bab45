// The new shop's and the shipping method's form rules (issue 31), as the route and the form apply them.
import { describe, expect, it } from "vitest";
import { BAD_KRONER } from "../kroner-input.ts";
import { shippingMethodBody } from "./shipping-admin.ts";
import { COORDINATES_BOTH, newShopBody, ORG_NO_CHECK, ORG_NO_FORMAT, validOrgNo } from "./shop-admin.ts";

const shop = {
  no: "1060",
  name: "Sentrum",
  fullName: "Butikk Sentrum AS",
  address: "Storgata 1",
  postNo: "0155",
  postPlace: "Oslo",
  email: "sentrum@example.no",
  openingHours: "1-5:1000-2000",
};
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("a new shop's form", () => {
  it("checks an org. no.'s check digit (modulus 11, as Brønnøysund does)", () => {
    expect(validOrgNo("912345688")).toBe(true);
    expect(validOrgNo("912345687")).toBe(false);
    // A check digit of 10 means the number cannot exist.
    expect(validOrgNo("912345670")).toBe(false);
  });

  it("stores an org. no. typed with spaces as nine digits, and gives the defaults", () => {
    const parsed = newShopBody.parse({ ...shop, orgNo: "912 345 688" });
    expect(parsed).toMatchObject({
      orgNo: "912345688",
      preparationMinutes: 120,
      webSafetyBuffer: 0,
      specialHours: [],
      messengerId: null,
      description: "",
    });
    expect(parsed.latitude).toBeUndefined();
  });

  it("refuses a malformed org. no., a bad check digit and half a pair of coordinates", () => {
    expect(issues(newShopBody.safeParse({ ...shop, orgNo: "1234" }))).toEqual([["orgNo", ORG_NO_FORMAT]]);
    expect(issues(newShopBody.safeParse({ ...shop, orgNo: "912345687" }))).toEqual([["orgNo", ORG_NO_CHECK]]);
    expect(issues(newShopBody.safeParse({ ...shop, longitude: 10.7 }))).toEqual([["latitude", COORDINATES_BOTH]]);
  });
});

describe("a shipping method's form", () => {
  it("takes kroner typed the Norwegian way", () => {
    for (const price of ["0", "49", "49,5", "49,50", "1 299,00", "1299.00"]) {
      expect(shippingMethodBody.safeParse({ name: "Post", type: "delivery", price }).success, price).toBe(true);
    }
  });

  it("refuses a price with more than two decimals, or words", () => {
    for (const price of ["49,505", "førti", "-5", ""]) {
      expect(issues(shippingMethodBody.safeParse({ name: "Post", type: "delivery", price })), price).toContainEqual([
        "price",
        BAD_KRONER,
      ]);
    }
  });
});
