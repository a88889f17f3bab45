import { describe, expect, it } from "vitest";
import { backPath } from "./back-path.ts";

describe("backPath", () => {
  it("keeps paths on this site", () => {
    expect(backPath("/klaer?page=2")).toBe("/klaer?page=2");
    expect(backPath("/")).toBe("/");
  });

  it("sends anything else home", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "klaer", "", null, 5]) {
      expect(backPath(value)).toBe("/");
    }
  });
});
