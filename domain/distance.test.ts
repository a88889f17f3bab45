import { describe, expect, it } from "vitest";
import { formatDistance, osrmTablePath } from "./distance.ts";

describe("formatDistance", () => {
  it("shows kilometres with one decimal and a decimal comma", () => {
    expect(formatDistance(12_345)).toBe("12,3 km");
    expect(formatDistance(12_000)).toBe("12,0 km");
    expect(formatDistance(0)).toBe("0,0 km");
    expect(formatDistance(950)).toBe("1,0 km");
    expect(formatDistance(49)).toBe("0,0 km");
  });

  it("groups thousands the Norwegian way", () => {
    // nb-NO groups with a no-break space.
    expect(formatDistance(1_234_500)).toMatch(/^1\s234,5 km$/u);
  });

  it("is empty where OSRM found no route", () => {
    expect(formatDistance(null)).toBe("");
    expect(formatDistance(Number.NaN)).toBe("");
  });
});

describe("osrmTablePath", () => {
  it("asks OSRM with the starting point as the only source, longitude first", () => {
    const to = [
      { latitude: 60.1, longitude: 11.1 },
      { latitude: 58.1, longitude: 7.9 },
    ];
    expect(osrmTablePath({ latitude: 59.9, longitude: 10.7 }, to)).toBe(
      "/osrm/table/v1/car/10.7,59.9;11.1,60.1;7.9,58.1?sources=0&annotations=distance",
    );
  });
});
