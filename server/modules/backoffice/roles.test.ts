// Every back office route for every role, generated from the policy (domain/back-office-roles.ts) and
// the route table (BACKOFFICE_PERMISSIONS): a visitor is told to log in (404, spec section 8), a role
// the policy does not allow is refused with 403 before anything is looked up, and an allowed role gets
// the route's answer. A new route needs a line in both tables, or the server does not start and the
// samples (tests/helpers/back-office-samples.ts) do not compile.
import { beforeAll, describe, expect, it } from "vitest";
import { can, ROLES, type Role } from "../../../domain/back-office-roles.ts";
import { restoreShopsAndBrandsLater } from "../../../tests/helpers/back-office.ts";
import { backofficeSamples, type Known, type Sample } from "../../../tests/helpers/back-office-samples.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";
import { BACKOFFICE_PERMISSIONS, type BackofficeRoute } from "./guard.ts";

const SHOP = 55;
const OTHER_SHOP = 1;
const LOGINS: Record<Role, [string, string]> = {
  customer: ["kari@example.no", "Demo-passord-1"],
  staff: ["ansatt@example.no", "Ansatt-passord-1"],
  editor: ["redaktor@example.no", "Redaktor-passord-1"],
  admin: ["admin@example.no", "Admin-passord-1"],
};

let t: TestApp;
const as: Partial<Record<Role, Browser>> = {};

/** The test app, with the shops and brands put back when it closes (the PostgreSQL database is shared). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  const restore = await restoreShopsAndBrandsLater(app.database);
  return {
    ...app,
    async close() {
      await restore();
      await app.close();
    },
  };
}

/** The shop's and brand's values the samples send back unchanged, read once the app is open. */
const known: Known = { shop: { opening_hours: "", preparation_minutes: 0 }, brandName: "" };
const SAMPLES = backofficeSamples(known);

appForFile(openApp, async (app) => {
  t = app;
  for (const [i, role] of ROLES.entries()) {
    as[role] = new Browser(t.app, `10.1.0.${i + 1}`);
    await as[role].login(...LOGINS[role]);
  }
  [known.shop] = await rows(t.database, "select opening_hours, preparation_minutes from shops where id = $1", [SHOP]);
  [{ name: known.brandName }] = await rows<{ name: string }>(t.database, "select name from brands where id = 1");
});

const send = (browser: Browser, s: Sample) =>
  browser.request(s.method, s.url, s.body?.() ?? (s.method === "GET" || s.method === "DELETE" ? undefined : {}));

describe("the back office's route table", () => {
  it("has a sample request for every route, and every route is served", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(BACKOFFICE_PERMISSIONS).sort());
    for (const key of Object.keys(BACKOFFICE_PERMISSIONS) as BackofficeRoute[]) {
      const [method, path] = key.split(" ");
      expect(t.app.hasRoute({ method: method as "GET", url: `/api/v1${path}` }), key).toBe(true);
    }
  });

  it("has every /backoffice route the app serves, whichever module owns it: none is outside the guard", () => {
    const served = t.app.apiRouteList
      .filter((route) => route.includes(" /api/v1/backoffice/"))
      .map((route) => route.replace(" /api/v1/", " /"));
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((route) => !(route in BACKOFFICE_PERMISSIONS))).toEqual([]);
  });
});

const cases = (Object.keys(BACKOFFICE_PERMISSIONS) as BackofficeRoute[]).flatMap((route) =>
  ROLES.map((role) => ({ route, role, allowed: can(role, BACKOFFICE_PERMISSIONS[route]) })),
);

describe("each role on each back office route", () => {
  it.each(Object.keys(BACKOFFICE_PERMISSIONS) as BackofficeRoute[])("%s tells a visitor to log in", async (route) => {
    const res = await send(new Browser(t.app, "10.1.1.1"), SAMPLES[route]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_USER_MESSAGE);
  });

  it.each(cases)("$route as $role: allowed $allowed", async ({ route, role, allowed }) => {
    const res = await send(as[role] as Browser, SAMPLES[route]);
    if (allowed) {
      expect(res.statusCode, res.body).toBe(SAMPLES[route].ok);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });
});

describe("staff work in their own shop only", () => {
  beforeAll(() => expect(can("staff", "shops.hours")).toBe(true));

  it("see only their shop, and another shop is not found", async () => {
    const staff = as.staff as Browser;
    const list = await staff.get("/api/v1/backoffice/shops");
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([SHOP]);
    expect((await staff.get(`/api/v1/backoffice/shops/${OTHER_SHOP}`)).statusCode).toBe(404);
    const other = await staff.put(`/api/v1/backoffice/shops/${OTHER_SHOP}/hours`, {
      openingHours: "1-5:0900-1700",
      specialHours: [],
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Butikken finnes ikke");
    const [after] = await rows(t.database, "select opening_hours from shops where id = $1", [OTHER_SHOP]);
    expect(after.opening_hours).not.toBe("1-5:0900-1700");
  });

  it("may not change the address of their own shop", async () => {
    const res = await (as.staff as Browser).patch(`/api/v1/backoffice/shops/${SHOP}`, { address: "Et annet sted 1" });
    expect(res.statusCode).toBe(403);
  });

  it("an administrator may see any shop", async () => {
    const res = await (as.admin as Browser).get(`/api/v1/backoffice/shops/${OTHER_SHOP}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(OTHER_SHOP);
  });
});

describe("the mail outbox", () => {
  it.each(ROLES)("is for the roles that handle reservations (%s)", async (role) => {
    const res = await (as[role] as Browser).get("/api/v1/mail/outbox");
    expect(res.statusCode).toBe(can(role, "reservations.read") ? 200 : 403);
  });
});
