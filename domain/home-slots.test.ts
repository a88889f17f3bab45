import { describe, expect, it } from "vitest";
import { homeSlotInput, LINK_INVALID, slotInputOf, storedGrid } from "./home-slots.ts";

describe("a home grid slot's form", () => {
  it.each([["https://example.com/"], ["//example.com/"], ["/\\example.com"], ["javascript:alert(1)"]])(
    "refuses the link %s (same-site paths only)",
    (link) => {
      const parsed = homeSlotInput.safeParse({ type: "text", title: "T", link });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(LINK_INVALID);
    },
  );

  it("takes each kind with its own field, and not another kind's", () => {
    expect(homeSlotInput.safeParse({ type: "category", ref: "sub:12", title: "Jakker" }).success).toBe(true);
    expect(homeSlotInput.safeParse({ type: "category", ref: "12", title: "Jakker" }).success).toBe(false);
    expect(homeSlotInput.safeParse({ type: "article", id: 3, title: "Vare" }).success).toBe(true);
    expect(homeSlotInput.safeParse({ type: "article", title: "Vare" }).success).toBe(false);
    expect(homeSlotInput.safeParse({ type: "campaign", id: 3, link: "/x", title: "K" }).success).toBe(false);
  });

  it("reads a stored slot back into the form, and leaves what is not a slot out of a grid", () => {
    expect(slotInputOf({ type: "category", level: "sub", id: 4, title: "Staver", link: "/v/staver" })).toMatchObject({
      type: "category",
      ref: "sub:4",
    });
    expect(slotInputOf({ type: "text", title: "T", link: "/kundeservice" })).toMatchObject({ link: "/kundeservice" });
    expect(
      Object.keys(storedGrid({ grid1: { title: "T", link: "/" }, grid2: "x", other: { title: "T", link: "/" } })),
    ).toEqual(["grid1"]);
  });
});
