// The pages that take a return address from input (the login page's ?tilbake=, the consent form's
// back field) never send the browser to another site, however the address is written: the Location
// they answer is read here the way a browser reads it.
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { ORIGIN, submit, visit } from "../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
appForFile(createTestApp, (opened) => {
  t = opened;
});

const kari = {
  id: 1,
  email: "kari@example.no",
  firstName: "Kari",
  lastName: "Nordmann",
  phone: null,
  role: "customer",
  staffShopId: null,
  verified: true,
  club: false,
} as NonNullable<AppLoadContext["user"]>;

/** Hostile return addresses as they arrive: percent-encoded in a query or a form body. */
const HOSTILE = [
  "%2F%09%2Fevil.example",
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%0D/evil.example",
  "/%5Cevil.example",
  "%5C%5Cevil.example",
  "//evil.example",
  "%2F%2Fevil.example",
  "/.//evil.example",
  "https://evil.example/",
  // The other scheme: a browser on http reads this as https://evil.example/.
  "https:evil.example",
  "//user@evil.example",
  "javascript:alert(1)",
];

/** Where a browser goes with this Location, on the shop's origin. */
const browserOrigin = (location: string | null) => new URL(location ?? "", ORIGIN).origin;

describe("the login page", () => {
  it.each(HOSTILE)("keeps ?tilbake=%s on the shop, for a visitor and for a logged-in customer", async (hostile) => {
    const form = await visit(t.app.services, `/logg-inn?tilbake=${hostile}`);
    expect(form.status).toBe(200);
    expect(form.data.back).toBe("/konto");
    const loggedIn = await visit(t.app.services, `/logg-inn?tilbake=${hostile}`, "localhost", kari);
    expect(loggedIn.status).toBe(302);
    expect(browserOrigin(loggedIn.location)).toBe(ORIGIN);
    expect(loggedIn.location).toBe("/konto");
  });

  it("returns to the page asked for, query and hash kept", async () => {
    const path = "/konto/ordrer?page=2#liste";
    const form = await visit(t.app.services, `/logg-inn?tilbake=${encodeURIComponent(path)}`);
    expect(form.data.back).toBe(path);
    const loggedIn = await visit(t.app.services, `/logg-inn?tilbake=${encodeURIComponent(path)}`, "localhost", kari);
    expect(loggedIn.location).toBe(path);
    // No page asked for: the form leaves it to the person's role (issue 29).
    expect((await visit(t.app.services, "/logg-inn")).data.back).toBeNull();
  });

  it("sends a logged-in customer to the account and staff to the back office when no page is asked for", async () => {
    expect((await visit(t.app.services, "/logg-inn", "localhost", kari)).location).toBe("/konto");
    const staff = { ...kari, role: "staff" as const, staffShopId: 55 };
    expect((await visit(t.app.services, "/logg-inn", "localhost", staff)).location).toBe("/admin");
  });
});

describe("POST /samtykke", () => {
  const sameOrigin = { "sec-fetch-site": "same-origin" };

  it.each(HOSTILE)("goes back to the shop, not to back=%s", async (hostile) => {
    const answer = await submit(
      t.app.services,
      "/samtykke",
      { choice: "all", back: decodeURIComponent(hostile) },
      sameOrigin,
    );
    expect(answer.status).toBe(302);
    expect(browserOrigin(answer.location)).toBe(ORIGIN);
    expect(answer.location).toBe("/");
    expect(answer.response?.headers.get("Set-Cookie")).toContain("cookiesAccepted=");
  });

  it("goes back to the page the banner was on", async () => {
    const answer = await submit(
      t.app.services,
      "/samtykke",
      { choice: "necessary", back: "/dame/klaer?sort=price" },
      sameOrigin,
    );
    expect(answer.location).toBe("/dame/klaer?sort=price");
  });
});
