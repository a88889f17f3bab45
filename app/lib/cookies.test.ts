import { describe, expect, it } from "vitest";
import { hasCookie, readCookie } from "./cookies.ts";

describe("readCookie", () => {
  it("finds a cookie among others", () => {
    expect(readCookie("XSRF-TOKEN=abc; cookiesAccepted=1; _ga=x", "cookiesAccepted")).toBe("1");
    expect(readCookie("cookiesAccepted=1", "cookiesAccepted")).toBe("1");
  });

  it("does not match on a name's prefix or suffix", () => {
    expect(readCookie("xcookiesAccepted=1; cookiesAcceptedx=1", "cookiesAccepted")).toBeUndefined();
  });

  it("decodes values and tolerates broken encoding", () => {
    expect(readCookie("a=%C3%A6%C3%B8%C3%A5", "a")).toBe("æøå");
    expect(readCookie("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
  });

  it("handles missing headers", () => {
    expect(readCookie(null, "a")).toBeUndefined();
    expect(readCookie("", "a")).toBeUndefined();
    expect(hasCookie(undefined, "a")).toBe(false);
    expect(hasCookie("a=", "a")).toBe(true);
  });
});
