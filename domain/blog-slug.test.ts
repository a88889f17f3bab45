import { describe, expect, it } from "vitest";
import { isSlug, SLUG_MAX, slugFromTitle } from "./blog-slug.ts";
import { publishStatus } from "./publish-status.ts";

describe("slugFromTitle", () => {
  it.each([
    ["Blåbær på fjellet", "blabaer-pa-fjellet"],
    ["ÆØÅ æøå", "aeoa-aeoa"],
    ["Smør & brød – 2025!", "smor-brod-2025"],
    ["Café crème, naïve", "cafe-creme-naive"],
    ["  --Hei--  ", "hei"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it("is never longer than the limit and never ends with a hyphen", () => {
    const slug = slugFromTitle(`${"a".repeat(SLUG_MAX - 1)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith("-")).toBe(false);
    expect(isSlug(slug)).toBe(true);
  });
});

describe("isSlug", () => {
  it.each(["vinter", "tur-2025", "a-b-c"])("takes %s", (s) => expect(isSlug(s)).toBe(true));
  it.each(["Vinter", "tur--2025", "-a", "a-", "blåbær", "a b", "a/b", ""])("refuses %j", (s) =>
    expect(isSlug(s)).toBe(false),
  );
});

describe("publishStatus", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("is a draft without a time, planned before it and published from it", () => {
    expect(publishStatus(null, now)).toBe("draft");
    expect(publishStatus("2026-11-23T12:00:01Z", now)).toBe("planned");
    expect(publishStatus("2026-11-23T12:00:00Z", now)).toBe("published");
    expect(publishStatus(new Date("2020-01-01"), now)).toBe("published");
  });
});
