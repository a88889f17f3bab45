import { describe, expect, it } from "vitest";
import { backPath } from "./back-path.ts";

const ORIGIN = "https://butikk.test";

describe("backPath", () => {
  it("keeps paths on this site, query and hash included", () => {
    expect(backPath("/klaer?page=2", ORIGIN)).toBe("/klaer?page=2");
    expect(backPath("/product/jakke-12?farge=3#anmeldelser", ORIGIN)).toBe("/product/jakke-12?farge=3#anmeldelser");
    expect(backPath("/", ORIGIN)).toBe("/");
    expect(backPath("/konto/ordrer", ORIGIN, "/konto")).toBe("/konto/ordrer");
  });

  it("answers the parsed, normalised address, never the raw input", () => {
    expect(backPath("/klaer/../konto", ORIGIN)).toBe("/konto");
    expect(backPath("/søk?q=blå jakke", ORIGIN)).toBe("/s%C3%B8k?q=bl%C3%A5%20jakke");
    // An address on the shop's own origin is kept as its path.
    expect(backPath(`${ORIGIN}/konto?x=1`, ORIGIN)).toBe("/konto?x=1");
    // Encoded characters stay encoded: a path segment, not a host.
    expect(backPath("/%2F%2Fevil.example", ORIGIN)).toBe("/%2F%2Fevil.example");
    expect(backPath("/%5Cevil.example", ORIGIN)).toBe("/%5Cevil.example");
    expect(backPath("/%09/evil.example", ORIGIN)).toBe("/%09/evil.example");
  });

  // Browsers drop tab, newline and carriage return from an address and read "\" as "/", so each of
  // these is another site to them.
  const offSite = [
    "https://evil.example/",
    "http://evil.example",
    "http:evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\t\\evil.example",
    "//user@evil.example",
    "//butikk.test@evil.example",
    "https://butikk.test.evil.example/",
    "http://butikk.test/",
    "https://butikk.test:8443/",
    "/.//evil.example",
    "/./\\evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "\tjavascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:evil@example.com",
    "https://[::1",
  ];

  it.each(offSite)("sends %j to the fallback", (value) => {
    expect(backPath(value, ORIGIN)).toBe("/");
    expect(backPath(value, ORIGIN, "/konto")).toBe("/konto");
  });

  it("takes a form's decoded value the same way: %09 in a form body is a tab", () => {
    const form = new URLSearchParams("back=/%09/evil.example");
    expect(backPath(form.get("back"), ORIGIN)).toBe("/");
    const query = new URL("https://butikk.test/logg-inn?tilbake=%2F%09%2Fevil.example").searchParams;
    expect(backPath(query.get("tilbake"), ORIGIN, "/konto")).toBe("/konto");
  });

  it("never answers an address a browser would take off the site", () => {
    for (const value of offSite) {
      const kept = backPath(value, ORIGIN);
      expect(new URL(kept, ORIGIN).origin).toBe(ORIGIN);
      expect(kept.startsWith("/") && !kept.startsWith("//")).toBe(true);
    }
  });

  it("reads a scheme-relative address the way a browser does: the same scheme means this site", () => {
    // On an http page "http:evil.example" is the path /evil.example of the same site; on https it is
    // another site.
    expect(backPath("http:evil.example", "http://butikk.test")).toBe("/evil.example");
    expect(backPath("http:evil.example", ORIGIN)).toBe("/");
    expect(backPath("https:evil.example", "http://butikk.test")).toBe("/");
  });

  it("uses the fallback when there is nothing to go back to", () => {
    for (const value of ["", null, undefined, 5, {}]) {
      expect(backPath(value, ORIGIN)).toBe("/");
      expect(backPath(value, ORIGIN, "/konto")).toBe("/konto");
    }
  });
});
