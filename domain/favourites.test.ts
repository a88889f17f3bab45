import { describe, expect, it } from "vitest";
import { FAVOURITES_MAX, mergeFavourites, parseFavourites, toggleFavourite } from "./favourites.ts";

describe("favourites rules", () => {
  it("reads only a list of ids from local storage, dropping duplicates and anything else", () => {
    expect(parseFavourites([3, 1, 3, "4", -1, 0, 2.5, null, 7])).toEqual([3, 1, 7]);
    for (const bad of [null, undefined, "{", { 1: 1 }, 12, "[1,2]"]) expect(parseFavourites(bad)).toEqual([]);
    expect(parseFavourites(Array.from({ length: 150 }, (_, i) => i + 1))).toHaveLength(FAVOURITES_MAX);
  });

  it("merges by union: nothing chosen in either list is lost, none twice", () => {
    expect(mergeFavourites([5, 2], [2, 9, 1])).toEqual([5, 2, 9, 1]);
    expect(mergeFavourites([], [4])).toEqual([4]);
    expect(mergeFavourites([4], [])).toEqual([4]);
  });

  it("adds at the front and removes wherever it is", () => {
    expect(toggleFavourite([1, 2], 3, true)).toEqual([3, 1, 2]);
    expect(toggleFavourite([1, 2], 2, true)).toEqual([2, 1]);
    expect(toggleFavourite([1, 2, 3], 2, false)).toEqual([1, 3]);
  });
});
