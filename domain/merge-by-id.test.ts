import { describe, expect, it } from "vitest";
import { mergeById } from "./merge-by-id.ts";

describe("mergeById", () => {
  it("appends new ids in order and never duplicates one", () => {
    const merged = mergeById(
      [
        { id: 3, v: "a" },
        { id: 2, v: "b" },
      ],
      [
        { id: 2, v: "b2" },
        { id: 1, v: "c" },
        { id: 1, v: "c2" },
      ],
    );
    expect(merged).toEqual([
      { id: 3, v: "a" },
      { id: 2, v: "b2" },
      { id: 1, v: "c2" },
    ]);
  });

  it("leaves the inputs untouched", () => {
    const existing = [{ id: 1 }];
    mergeById(existing, [{ id: 2 }]);
    expect(existing).toEqual([{ id: 1 }]);
  });
});
