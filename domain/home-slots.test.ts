import { describe, expect, it } from "vitest";
import {
  homeSlotInput,
  keepsWords,
  LINK_INVALID,
  type StoredSlot,
  slotInputOf,
  slotTarget,
  staleTextWarning,
  storedGrid,
} from "./home-slots.ts";

describe("a home grid slot's form", () => {
  it.each([
    ["https://example.com/"],
    ["//example.com/"],
    ["/\\example.com"],
    ["javascript:alert(1)"],
    // What a browser reads as another site: it drops tabs and line breaks (issue 32 item 10).
    ["/\t/evil.example/"],
    ["/\n/evil.example/"],
    ["/\r\\evil.example"],
    ["/.//evil.example"],
  ])("refuses the link %j (same-site paths only, by the return addresses' rule)", (link) => {
    const parsed = homeSlotInput.safeParse({ type: "text", title: "T", link });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(LINK_INVALID);
  });

  it("takes paths on the site, and refuses a picture that leaves it by the same rule", () => {
    for (const link of ["/", "/kundeservice", "/klaer?side=2#topp", "/kategori/klær"]) {
      expect(homeSlotInput.safeParse({ type: "text", title: "T", link }).success, link).toBe(true);
    }
    const picture = homeSlotInput.safeParse({ type: "text", title: "T", link: "/", image: "/\t/evil.example/a.png" });
    expect(picture.success).toBe(false);
  });

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

describe("words written for a slot's target (decision 066)", () => {
  const winter: StoredSlot = {
    type: "campaign",
    id: 2,
    title: "Vintersalg",
    text: "Opptil 40 % på vinterklær",
    link: "/kampanjer/2",
  };
  const christmas = { type: "campaign" as const, id: 5 };

  it("names a slot's target by kind and id; every free text is its own", () => {
    expect(slotTarget(winter)).toBe("campaign:2");
    expect(slotTarget({ type: "category", level: "sub", id: 4 })).toBe("category:sub:4");
    expect(slotTarget({ type: "text" })).toBe("text");
  });

  it("sees words kept across a new target: the same title, or the same text", () => {
    expect(keepsWords(winter, { ...christmas, title: "Julegaver", text: winter.text })).toBe(true);
    expect(keepsWords(winter, { ...christmas, title: "Vintersalg", text: "Gaver" })).toBe(true);
    expect(keepsWords(winter, { ...christmas, title: "Julegaver", text: "Gaver" })).toBe(false);
    expect(keepsWords(winter, { ...christmas, title: "Julegaver" })).toBe(false);
    expect(keepsWords(null, { ...christmas, title: "Julegaver" })).toBe(false);
  });

  it("takes changed words on the same target as written for it", () => {
    expect(keepsWords(winter, { ...winter, title: "Vinterutsalg" })).toBe(false);
    expect(keepsWords(winter, { ...winter })).toBe(true);
  });

  it("warns of a slot whose words were written for another target, naming it", () => {
    const stale = { ...winter, id: 5, textFor: { target: "campaign:2", name: "Vintersalg" } };
    expect(staleTextWarning(stale)).toMatch(/^Tittelen og teksten ble skrevet for kampanjen «Vintersalg», ikke/);
    expect(staleTextWarning({ ...winter, textFor: { target: "campaign:2", name: "Vintersalg" } })).toBeNull();
    expect(staleTextWarning(winter)).toBeNull();
  });
});
