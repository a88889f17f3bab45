import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPosition, logNoPosition, PositionError, positionErrorText } from "./position.ts";

afterEach(() => vi.restoreAllMocks());

/** A browser Geolocation that answers once with a position or an error. */
const geolocation = (answer: { coords: { latitude: number; longitude: number } } | { code: number; message: string }) =>
  ({
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback) {
      if ("coords" in answer) ok(answer as GeolocationPosition);
      else fail(answer as GeolocationPositionError);
    },
  }) as unknown as Geolocation;

describe("the browser's position (spec section 8)", () => {
  it("answers latitude and longitude", async () => {
    await expect(currentPosition(geolocation({ coords: { latitude: 69.6, longitude: 18.9 } }))).resolves.toEqual({
      latitude: 69.6,
      longitude: 18.9,
    });
  });

  it("fails with an error named PositionError carrying the browser's code and message", async () => {
    const failure = await currentPosition(geolocation({ code: 1, message: "User denied Geolocation" })).catch((e) => e);
    expect(failure).toBeInstanceOf(PositionError);
    expect(failure).toMatchObject({ name: "PositionError", code: 1, message: "User denied Geolocation" });
  });

  it("explains each failure in Norwegian", () => {
    expect(positionErrorText(new PositionError(1, "denied"))).toMatch(/^Du har ikke gitt nettsiden tilgang/);
    expect(positionErrorText(new PositionError(2, "unavailable"))).toMatch(/^Vi fant ikke posisjonen din/);
    expect(positionErrorText(new PositionError(3, "timeout"))).toMatch(/^Det tok for lang tid/);
  });

  it("logs 'No zipcode provided and geolocation unavailable' with code 59, in the console only", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logNoPosition();
    expect(warn).toHaveBeenCalledWith("No zipcode provided and geolocation unavailable", { code: 59 });
  });
});
