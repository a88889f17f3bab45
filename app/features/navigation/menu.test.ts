import { describe, expect, it } from "vitest";
import { buildMenu, menuCategories } from "./menu.ts";

const none = { maintenance: false, information: false, about: false, support: false, collection: false };
const all = { maintenance: true, information: true, about: true, support: true, collection: true };
const genders = [{ label: "Uni", path: "/uni" }];
const categories = [{ label: "Klær", path: "/klaer" }];
/** The labels of the extras of the menu with every flag on, on desktop or mobile. */
const allExtraLabels = (menu: "desktopExtras" | "mobileExtras") =>
  buildMenu("Fjellsport", all, genders, categories)[menu].map((e) => e.label);

describe("main menu", () => {
  it("always has genders, categories, the shop finder and the campaigns, and only the extras the brand's flags turn on", () => {
    const menu = buildMenu("Fjellsport", none, genders, categories);
    const shops = [
      { label: "Butikker", path: "/butikker" },
      { label: "Kampanjer", path: "/kampanjer" },
    ];
    expect(menu).toEqual({ genders, categories, desktopExtras: shops, mobileExtras: shops });
  });

  it("orders the desktop extras: collection, support, maintenance, Om Oss, Informasjon", () => {
    expect(allExtraLabels("desktopExtras")).toEqual([
      "Kolleksjonen",
      "Kundeservice",
      "Vedlikehold",
      "Om Oss",
      "Informasjon",
      "Butikker",
      "Kampanjer",
    ]);
  });

  it("leads the collection entry to the brand's editorial landing page when it has one, else to the list", () => {
    const collection = (path?: string) =>
      buildMenu("Fjellsport", all, genders, categories, path).desktopExtras.find((e) => e.label === "Kolleksjonen");
    expect(collection("/breheim")?.path).toBe("/breheim");
    expect(collection()?.path).toBe("/kolleksjon");
  });

  it("names the about entry after the brand in the mobile menu and has no collection entry there", () => {
    expect(allExtraLabels("mobileExtras")).toEqual([
      "Kundeservice",
      "Vedlikehold",
      "Om Fjellsport",
      "Informasjon",
      "Butikker",
      "Kampanjer",
    ]);
  });

  it("shows each extra for its own flag", () => {
    expect(buildMenu("B", { ...none, support: true }, [], []).desktopExtras).toEqual([
      { label: "Kundeservice", path: "/kundeservice" },
      { label: "Butikker", path: "/butikker" },
      { label: "Kampanjer", path: "/kampanjer" },
    ]);
    expect(buildMenu("B", { ...none, maintenance: true }, [], []).mobileExtras).toEqual([
      { label: "Vedlikehold", path: "/vedlikehold" },
      { label: "Butikker", path: "/butikker" },
      { label: "Kampanjer", path: "/kampanjer" },
    ]);
  });
});

describe("the categories of the main menu (decision 050)", () => {
  const all = [
    { id: 1, articlesCount: 10 },
    { id: 2, articlesCount: 5 },
    { id: 3, articlesCount: 0 },
    { id: 4, articlesCount: 2 },
  ];
  it("follow the brand's configured order, leaving out unknown ids and categories without articles", () => {
    expect(menuCategories(all, [4, 1, 99, 3]).map((c) => c.id)).toEqual([4, 1]);
  });
  it("are all those with articles when the setting names none or is not a list", () => {
    for (const setting of [undefined, [], "1,2", [1.5]]) {
      expect(menuCategories(all, setting).map((c) => c.id)).toEqual([1, 2, 4]);
    }
  });
  it("leave out those the back office hid from the menus, named in the setting or not (decision 069)", () => {
    const some = [
      { id: 1, articlesCount: 3, showInMenu: true },
      { id: 2, articlesCount: 3, showInMenu: false },
      { id: 3, articlesCount: 3 },
    ];
    expect(menuCategories(some, []).map((c) => c.id)).toEqual([1, 3]);
    expect(menuCategories(some, [2, 1]).map((c) => c.id)).toEqual([1]);
  });
});
