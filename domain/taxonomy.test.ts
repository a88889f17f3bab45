import { describe, expect, it } from "vitest";
import { groupBody, mainGroupBody, mainGroupPatch } from "./schemas/taxonomy-admin.ts";
import { specialNameStatus } from "./special-categories.ts";
import { NAME_WITHOUT_LETTERS, reservedMainSlug, slugOf } from "./taxonomy.ts";

describe("addresses of the category tree", () => {
  it("are made from names the Norwegian way, keeping '&'", () => {
    expect(slugOf("Hjelmer & alpinbriller")).toBe("hjelmer-&-alpinbriller");
    expect(slugOf("Bæreutstyr på ski")).toBe("baereutstyr-pa-ski");
    expect(slugOf("Tekstil", "klaer")).toBe("klaer");
  });

  it("refuse a main group at a gender's or a page's address, but not a subgroup", () => {
    const herre = mainGroupBody.safeParse({ name: "Herre" });
    expect(herre.error?.issues).toEqual([
      expect.objectContaining({ path: ["name"], message: reservedMainSlug("herre") }),
    ]);
    expect(mainGroupPatch.safeParse({ slug: "kampanjer" }).error?.issues[0].message).toBe(
      reservedMainSlug("kampanjer"),
    );
    expect(groupBody.safeParse({ name: "Herre" }).success).toBe(true);
  });

  it("refuse a name without letters or digits when no address is typed", () => {
    expect(groupBody.safeParse({ name: "???" }).error?.issues[0].message).toBe(NAME_WITHOUT_LETTERS);
    expect(groupBody.safeParse({ name: "???", slug: "sporsmal" }).success).toBe(true);
  });
});

describe("the special names", () => {
  it("work only when the tree has the main group, subgroup and group each leads to", () => {
    const tree = [
      {
        slug: "vintersport",
        subcategories: [
          { slug: "hjelmer-&-alpinbriller", groups: [{ slug: "alpinbriller" }] },
          { slug: "staver", groups: [] },
        ],
      },
    ];
    expect(specialNameStatus(tree)).toEqual([
      { name: "goggles", target: "/vintersport/hjelmer-&-alpinbriller/alpinbriller", ready: true, missing: null },
      {
        name: "hjelmer",
        target: "/vintersport/hjelmer-&-alpinbriller/alpinhjelm",
        ready: false,
        missing: "varegruppen med adressen «alpinhjelm» mangler i undergruppen",
      },
      {
        name: "staver",
        target: "/vintersport/staver/alpinstaver",
        ready: false,
        missing: "varegruppen med adressen «alpinstaver» mangler i undergruppen",
      },
    ]);
    expect(specialNameStatus([]).every((s) => s.missing === "hovedgruppen med adressen «vintersport» mangler")).toBe(
      true,
    );
  });
});
