import { describe, expect, it } from "vitest";
import { GENDER_MENU, genderRoute, specialCategoryPath } from "./catalog-path.ts";
import { parseProductParam, productPath } from "./product-path.ts";

describe("gender segments", () => {
  it("maps each gender of spec section 2 to its ids", () => {
    expect(genderRoute("herre")?.ids).toEqual([1]);
    expect(genderRoute("dame")?.ids).toEqual([2]);
    expect(genderRoute("barn")?.ids).toEqual([4]);
    expect(genderRoute("uni")?.ids).toEqual([10]);
    expect(genderRoute("junior")?.ids).toEqual([11]);
  });

  it("maps voksen to uni and keeps barn-junior as is", () => {
    expect(genderRoute("voksen")).toMatchObject({ slug: "uni", ids: [10] });
    expect(genderRoute("barn-junior")).toMatchObject({ slug: "barn-junior", ids: [4, 11] });
  });

  it("is not a gender otherwise (also not inherited object keys)", () => {
    expect(genderRoute("klaer")).toBeNull();
    expect(genderRoute("constructor")).toBeNull();
    expect(genderRoute(undefined)).toBeNull();
  });

  it("shows Unisex as Uni in the menu", () => {
    expect(GENDER_MENU.map((g) => g.title)).toEqual(["Herre", "Dame", "Barn", "Junior", "Uni"]);
  });
});

describe("special category names", () => {
  it("maps goggles, hjelmer and staver into vintersport", () => {
    expect(specialCategoryPath("goggles")).toBe("/vintersport/hjelmer-&-alpinbriller/alpinbriller");
    expect(specialCategoryPath("hjelmer")).toBe("/vintersport/hjelmer-&-alpinbriller/alpinhjelm");
    expect(specialCategoryPath("staver")).toBe("/vintersport/staver/alpinstaver");
    expect(specialCategoryPath("vintersport")).toBeNull();
    expect(specialCategoryPath("toString")).toBeNull();
  });
});

describe("product addresses", () => {
  it("puts the name in dashed lowercase before the id", () => {
    expect(productPath({ id: 12, slug: "tind-skalljakke-dame" })).toBe("/product/tind-skalljakke-dame-12");
  });

  it("tells an id (productById) from a named address (product)", () => {
    expect(parseProductParam("12")).toEqual({ kind: "id", id: 12 });
    expect(parseProductParam("ullgenser-200-12")).toEqual({ kind: "name", id: 12, slug: "ullgenser-200" });
    expect(parseProductParam("tind-skalljakke")).toBeNull();
    expect(parseProductParam("012")).toBeNull();
    expect(parseProductParam("99999999999")).toBeNull();
    expect(parseProductParam(undefined)).toBeNull();
  });
});
