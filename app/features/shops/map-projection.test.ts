import { describe, expect, it } from "vitest";
import { frameAround, mercator, tilesFor } from "./map-projection.ts";

describe("the shop map's projection", () => {
  it("puts 0°, 0° in the middle of the world and the north above the south", () => {
    expect(mercator({ latitude: 0, longitude: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator({ latitude: 69.6, longitude: 18.9 }).y).toBeLessThan(
      mercator({ latitude: 59.9, longitude: 10.7 }).y,
    );
  });

  it("frames every point, and one point still gets a map around it", () => {
    const oslo = { latitude: 59.91, longitude: 10.75 };
    const tromso = { latitude: 69.65, longitude: 18.96 };
    const frame = frameAround([oslo, tromso]);
    for (const p of [oslo, tromso]) {
      const m = mercator(p);
      expect(m.x).toBeGreaterThan(frame.left);
      expect(m.x).toBeLessThan(frame.left + frame.width);
      expect(m.y).toBeGreaterThan(frame.top);
      expect(m.y).toBeLessThan(frame.top + frame.height);
    }
    expect(frameAround([oslo]).width).toBeGreaterThan(0);
  });

  it("asks MAP_TILE_URL for the tiles covering the frame", () => {
    const frame = frameAround([
      { latitude: 59.91, longitude: 10.75 },
      { latitude: 60.39, longitude: 5.32 },
    ]);
    const tiles = tilesFor(frame, "https://tiles.example.org/{z}/{x}/{y}.png");
    expect(tiles.length).toBeGreaterThan(0);
    for (const t of tiles) expect(t.href).toMatch(/^https:\/\/tiles\.example\.org\/\d+\/\d+\/\d+\.png$/);
    // Together the tiles cover the frame's corners.
    const covers = (x: number, y: number) =>
      tiles.some((t) => x >= t.x && x <= t.x + t.size && y >= t.y && y <= t.y + t.size);
    expect(covers(frame.left, frame.top)).toBe(true);
    expect(covers(frame.left + frame.width, frame.top + frame.height)).toBe(true);
  });
});
