// Shops in the back office: malformed hours are refused in Norwegian with nothing written, the
// storefront shows a change at once, and each change leaves one audit row with only the changed
// fields, in the change's own transaction.
import { describe, expect, it } from "vitest";
import { restoreShopsAndBrandsLater } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

const SHOP = 55;
let t: TestApp;
let admin: Browser;
let staff: Browser;
let adminId: number;

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

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.2.0.1");
  adminId = (await admin.login("admin@example.no", "Admin-passord-1")).id;
  staff = new Browser(t.app, "10.2.0.2");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

const auditCount = async () => Number((await rows<{ n: string }>(t.database, "select count(*) n from audit_log"))[0].n);
const hoursOf = async (id: number) =>
  (await rows<{ opening_hours: string }>(t.database, "select opening_hours from shops where id = $1", [id]))[0]
    .opening_hours;

describe("a shop's opening hours", () => {
  it.each([
    ["1-5:1000", "«1-5:1000» er ikke på formen dager:ttmm-ttmm, for eksempel 1-5:1000-2000,6:1000-1800"],
    ["1-7:1000-1800", "«1-7:1000-1800»: dagene er 0 (søndag) til 6 (lørdag)"],
    ["1-5:1000-2500", "«1-5:1000-2500»: klokkeslettene må være mellom 0000 og 2359"],
    ["1-5:1800-1000", "«1-5:1800-1000»: butikken må åpne før den stenger"],
    ["1-5:1000-2000,,6:1000-1600", "«» er ikke på formen dager:ttmm-ttmm, for eksempel 1-5:1000-2000,6:1000-1800"],
    ["", "Skriv inn åpningstidene, for eksempel 1-5:1000-2000,6:1000-1800"],
  ])("refuses %j with a 422 in Norwegian, writing nothing", async (openingHours, message) => {
    const before = await hoursOf(SHOP);
    const audits = await auditCount();
    const res = await staff.put(`/api/v1/backoffice/shops/${SHOP}/hours`, { openingHours, specialHours: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { openingHours: [message] } });
    expect(await hoursOf(SHOP)).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it("refuses malformed special hours", async () => {
    const res = await staff.put(`/api/v1/backoffice/shops/${SHOP}/hours`, {
      openingHours: "1-5:1000-2000",
      specialHours: [{ date: "2026-12-24", name: "Julaften", opens: "14:00", closes: "10:00" }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Rad 1: butikken må åpne før den stenger");
  });

  it("staff change their shop's hours; the storefront shows them at once; one audit row tells who", async () => {
    const listed = await new Browser(t.app).get("/api/v1/shops");
    expect(listed.statusCode).toBe(200);
    const res = await staff.put(`/api/v1/backoffice/shops/${SHOP}/hours`, {
      openingHours: "1-5:0900-2100,6:1000-1600",
      specialHours: [
        { date: "2026-12-24", name: "Julaften", opens: "09:00", closes: "13:00" },
        { date: "2026-12-31", name: "Nyttårsaften", opens: null, closes: null },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.specialHours).toHaveLength(2);

    const shown = (await new Browser(t.app).get("/api/v1/shops"))
      .json()
      .data.find((s: { id: number }) => s.id === SHOP);
    expect(shown.opening_hours).toEqual([
      { days: [1, 2, 3, 4, 5], from: "09:00", to: "21:00" },
      { days: [6], from: "10:00", to: "16:00" },
    ]);

    const log = (await admin.get(`/api/v1/backoffice/audit?entity=shop&id=${SHOP}`)).json();
    const entry = log.data[0];
    expect(entry).toMatchObject({ actorName: "Ola Hansen", actorRole: "staff", action: "shop.hours", entityId: "55" });
    expect(Object.keys(entry.after).sort()).toEqual(["openingHours", "specialHours"]);
    expect(entry.after.openingHours).toBe("1-5:0900-2100,6:1000-1600");
  });

  it("an administrator changes everything of a shop; only the changed fields are logged", async () => {
    const res = await admin.patch(`/api/v1/backoffice/shops/${SHOP}`, {
      address: "Kirkegata 5",
      latitude: 59.91,
      preparationMinutes: 90,
      webSafetyBuffer: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rows(t.database, "select address, preparation_minutes from shops where id = $1", [SHOP]);
    expect(row).toEqual({ address: "Kirkegata 5", preparation_minutes: 90 });
    const [entry] = (await admin.get(`/api/v1/backoffice/audit?entity=shop&actor=${adminId}`)).json().data;
    expect(entry.action).toBe("shop.update");
    expect(Object.keys(entry.after).sort()).toEqual(["address", "latitude", "preparationMinutes", "webSafetyBuffer"]);
  });

  it("a change that fails in the same transaction leaves neither the change nor its audit row", async () => {
    const { shops, audit, database } = t.app.services;
    const before = await hoursOf(SHOP);
    const audits = await auditCount();
    await expect(
      database.transaction(async (tx) => {
        const change = await shops.admin.updateHours(tx, SHOP, { openingHours: "0-6:0800-2300" });
        await audit.record(
          tx,
          { id: adminId, name: "Ingrid Berg", role: "admin" },
          {
            action: "shop.hours",
            entityType: "shop",
            entityId: SHOP,
            before: { ...change.before },
            after: { ...change.after },
          },
        );
        throw new Error("a later step of the change fails");
      }),
    ).rejects.toThrow("a later step");
    expect(await hoursOf(SHOP)).toBe(before);
    expect(await auditCount()).toBe(audits);
  });
});
