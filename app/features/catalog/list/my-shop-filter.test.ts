import { describe, expect, it } from "vitest";
import { parseListState } from "./list-state.ts";
import { myShopFilter } from "./my-shop-filter.tsx";

const CITY = { id: 55, name: "Oslo City", slug: "oslo-city" };
const state = (query: string) => parseListState(new URLSearchParams(query));

describe("the my shop filter on lists", () => {
  it("sets the shop facet to my shop, from page 1, keeping the other choices", () => {
    expect(myShopFilter(state("sorter=price&farge=3&page=4"), CITY)).toEqual({
      active: false,
      search: "?sorter=price&farge=3&butikk=55",
    });
  });

  it("replaces other chosen shops", () => {
    expect(myShopFilter(state("butikk=12&butikk=55"), CITY)).toEqual({ active: false, search: "?butikk=55" });
  });

  it("is active with only my shop chosen, and then clears it", () => {
    expect(myShopFilter(state("butikk=55&merke=7"), CITY)).toEqual({ active: true, search: "?merke=7" });
  });
});
