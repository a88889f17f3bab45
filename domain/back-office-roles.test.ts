// The shop a person's back office lists hold (issue 29): staff their own whatever they ask for, an
// administrator the shop chosen or every shop.
import { describe, expect, it } from "vitest";
import { ownShopScope } from "./back-office-roles.ts";

describe("ownShopScope", () => {
  it("keeps staff and editors to their own shop, and to none when their account has none", () => {
    expect(ownShopScope({ role: "staff", staffShopId: 55 }, 1)).toBe(55);
    expect(ownShopScope({ role: "staff", staffShopId: 55 }, "all")).toBe(55);
    expect(ownShopScope({ role: "staff", staffShopId: null })).toBeNull();
    expect(ownShopScope({ role: "editor", staffShopId: null }, 1)).toBeNull();
  });

  it("gives an administrator the shop chosen, or every shop", () => {
    expect(ownShopScope({ role: "admin", staffShopId: null }, 1)).toBe(1);
    expect(ownShopScope({ role: "admin", staffShopId: null }, "all")).toBeUndefined();
    expect(ownShopScope({ role: "admin", staffShopId: null })).toBeUndefined();
  });
});
