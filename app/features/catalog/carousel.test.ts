import { describe, expect, it } from "vitest";
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_SPEED_MS,
  nextSlide,
  pauseButtonText,
  previousSlide,
  rotates,
  slideLabel,
  transitionMs,
} from "./carousel.ts";

const free = { paused: false, hovered: false, focused: false, reducedMotion: false };

describe("the campaign carousel's rules", () => {
  it("uses the spec's speed and interval", () => {
    expect(CAROUSEL_SPEED_MS).toBe(400);
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });

  it("goes round in both directions", () => {
    expect(nextSlide(0, 4)).toBe(1);
    expect(nextSlide(3, 4)).toBe(0);
    expect(previousSlide(0, 4)).toBe(3);
    expect(previousSlide(2, 4)).toBe(1);
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });

  it("rotates only with several slides and nothing holding it", () => {
    expect(rotates(free, 4)).toBe(true);
    expect(rotates(free, 1)).toBe(false);
    expect(rotates({ ...free, paused: true }, 4)).toBe(false);
    expect(rotates({ ...free, hovered: true }, 4)).toBe(false);
    expect(rotates({ ...free, focused: true }, 4)).toBe(false);
    expect(rotates({ ...free, reducedMotion: true }, 4)).toBe(false);
  });

  it("has no transition for reduced motion", () => {
    expect(transitionMs(false)).toBe(400);
    expect(transitionMs(true)).toBe(0);
  });

  it("names slides and the pause button in Norwegian", () => {
    expect(slideLabel(0, 4)).toBe("1 av 4");
    expect(slideLabel(3, 4)).toBe("4 av 4");
    expect(pauseButtonText(false)).toBe("Pause");
    expect(pauseButtonText(true)).toBe("Spill av");
  });
});
