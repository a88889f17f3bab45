import { describe, expect, it } from "vitest";
import { sizeName, sizePhrase } from "./size-name.ts";

describe("sizeName", () => {
  it("shows the one-size-fits-all size in Norwegian, however the catalogue spells it", () => {
    expect(sizeName("Onesize")).toBe("Én størrelse");
    expect(sizeName("One size")).toBe("Én størrelse");
    expect(sizeName("ONESIZE")).toBe("Én størrelse");
  });

  it("leaves other sizes as they are", () => {
    expect(sizeName("M")).toBe("M");
    expect(sizeName("134/140")).toBe("134/140");
    expect(sizeName("42")).toBe("42");
  });
});

describe("sizePhrase", () => {
  it("names the size after a colour", () => {
    expect(sizePhrase("M")).toBe("størrelse M");
    expect(sizePhrase("Onesize")).toBe("én størrelse");
  });
});
