// Brands in the back office: unreadable colours and taken hostnames are refused in Norwegian with
// nothing written, an empty change writes no audit row, and the shop answers with a change at once.
import { describe, expect, it } from "vitest";
import { restoreShopsAndBrandsLater } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

const SHOP = 55;
let t: TestApp;
let admin: Browser;

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
  await admin.login("admin@example.no", "Admin-passord-1");
});

const auditCount = async () => Number((await rows<{ n: string }>(t.database, "select count(*) n from audit_log"))[0].n);

describe("a brand", () => {
  it("refuses colours under 4.5:1 in Norwegian, writing nothing", async () => {
    const audits = await auditCount();
    const res = await admin.patch("/api/v1/backoffice/brands/1", {
      colors: { primary: "#ffcc00", onPrimary: "#ffffff", accent: "#e8a33d" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "Kontrasten mellom hovedfargen og teksten på den er 1,5:1; den må være minst 4,5:1 (WCAG AA)",
    );
    expect(await auditCount()).toBe(audits);
  });

  it("answers an empty change with the brand as it is, writing no audit row", async () => {
    const audits = await auditCount();
    const res = await admin.patch("/api/v1/backoffice/brands/1", {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(1);
    expect((await admin.patch(`/api/v1/backoffice/shops/${SHOP}`, {})).statusCode).toBe(200);
    expect(await auditCount()).toBe(audits);
  });

  it("refuses a hostname another brand has, and one that is not a hostname", async () => {
    const [other] = await rows<{ hostnames: string[] }>(
      t.database,
      "select hostnames from brands where id <> 1 and cardinality(hostnames) > 0 limit 1",
    );
    const taken = await admin.patch("/api/v1/backoffice/brands/1", { hostnames: [other.hostnames[0]] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Vertsnavnet ${other.hostnames[0]} brukes allerede av et annet merke`);
    const bad = await admin.patch("/api/v1/backoffice/brands/1", { hostnames: ["https://butikk.no/"] });
    expect(bad.statusCode).toBe(422);
  });

  it("an administrator changes colours, menu and hostnames; the shop answers with them at once", async () => {
    const before = (await admin.get("/api/v1/backoffice/brands/1")).json().data;
    const res = await admin.patch("/api/v1/backoffice/brands/1", {
      colors: { primary: "#123456", onPrimary: "#ffffff", accent: "#e8a33d" },
      menu: { ...before.menu, collection: !before.menu.collection },
      hostnames: [...before.hostnames, "Ny.Butikk.example"],
    });
    expect(res.statusCode, res.body).toBe(200);
    const tenant = await t.app.services.tenants.forHost("ny.butikk.example");
    expect(tenant.id).toBe(1);
    expect(tenant.colors.primary).toBe("#123456");
    const [entry] = (await admin.get("/api/v1/backoffice/audit?entity=brand")).json().data;
    expect(entry.before.colors.primary).toBe(before.colors.primary);
    expect(Object.keys(entry.after).sort()).toEqual(["colors", "hostnames", "menu"]);
  });
});

describe("a new brand", () => {
  it("is created with its hostnames, a text logo and readable colours; the default brand stays the default", async () => {
    const name = `Testmerke ${Date.now().toString(36)}`;
    const host = `${Date.now().toString(36)}.testmerke.no`;
    const res = await admin.post("/api/v1/backoffice/brands", { name, hostnames: [` ${host.toUpperCase()} `] });
    expect(res.statusCode, res.body).toBe(201);
    const brand = res.json().data;
    expect(brand).toMatchObject({ name, hostnames: [host], colors: { primary: "#1d4d3a", onPrimary: "#ffffff" } });
    expect(brand.logoSvg).toContain(`aria-label="${name}"`);
    const [row] = await rows<{ is_default: boolean }>(t.database, "select is_default from brands where id = $1", [
      brand.id,
    ]);
    expect(row.is_default).toBe(false);
    expect((await t.app.services.tenants.forHost(host)).id).toBe(brand.id);
    const [entry] = (await admin.get(`/api/v1/backoffice/audit?entity=brand&id=${brand.id}`)).json().data;
    expect(entry.action).toBe("brand.create");
  });

  it("refuses a hostname another brand has (409), writing nothing", async () => {
    const [{ hostnames }] = await rows<{ hostnames: string[] }>(
      t.database,
      "select hostnames from brands where cardinality(hostnames) > 0 order by id limit 1",
    );
    const before = (await rows(t.database, "select id from brands")).length;
    const res = await admin.post("/api/v1/backoffice/brands", { name: "Et annet merke", hostnames: [hostnames[0]] });
    expect(res.statusCode).toBe(409);
    expect((await rows(t.database, "select id from brands")).length).toBe(before);
  });
});
