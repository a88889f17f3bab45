// Shops and brands in the back office, and the audit log they write: malformed hours and unreadable
// colours are refused in Norwegian with nothing written, the storefront shows a change at once, and
// each change leaves one audit row with only the changed fields, in the change's own transaction.
import { describe, expect, it } from "vitest";
import { auditDetails } from "../../../domain/audit-actions.ts";
import { formatDateTime } from "../../../domain/dates.ts";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { restoreRowsLater, restoreShopsAndBrandsLater } from "../../../tests/helpers/back-office.ts";
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
  const restoreArticles = await restoreRowsLater(app.database, "articles");
  return {
    ...app,
    async close() {
      await restoreArticles();
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

describe("the audit log", () => {
  it("reads a price change as a Norwegian sentence naming the article, in kroner, with a link (decision 066)", async () => {
    const [article] = await rows<{ id: number; name: string; suggested_price_ore: number }>(
      t.database,
      "select id, name, suggested_price_ore from articles where visible_web = 1 and suggested_price_ore > 100000 order by id limit 1",
    );
    const res = await admin.patch(`/api/v1/backoffice/articles/${article.id}`, { price: "999,50" });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await admin.get(`/api/v1/backoffice/audit?entity=article&id=${article.id}`)).json().data;
    expect(entry).toMatchObject({
      action: "article.update",
      actionName: "Endret vare",
      entityName: article.name,
      sentence: `Ingrid Berg endret prisen på ${article.name} fra ${formatPrice(oreToKroner(article.suggested_price_ore))} til 999,50 kr.`,
      details: [{ field: "Pris", before: formatPrice(oreToKroner(article.suggested_price_ore)), after: "999,50 kr" }],
      link: { href: `/admin/varer/${article.id}`, text: "Gå til varen" },
    });
    expect(entry.sentence).not.toMatch(/øre|[{}]/);
  });

  it("names stock by article, colour, size and shop, and writes hours and times in words, never JSON", async () => {
    const [variant] = await rows<{ id: number; article_id: number; name: string; color: string; size: string }>(
      t.database,
      `select v.id, v.article_id, a.name, c.name as color, z.name as size from variants v
         join articles a on a.id = v.article_id join colors c on c.id = v.color_id join sizes z on z.id = v.size_id
        order by v.id limit 1`,
    );
    const adjusted = await admin.post("/api/v1/backoffice/stock/adjust", {
      variantId: variant.id,
      shopId: SHOP,
      delta: 2,
      reason: "Varemottak",
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const [stock] = (await admin.get("/api/v1/backoffice/audit?entity=stock")).json().data;
    expect(stock.entityName).toBe(`${variant.name}, ${variant.color}, ${variant.size} i Oslo City`);
    expect(stock.sentence).toMatch(
      new RegExp(
        `^Ingrid Berg justerte lageret av ${variant.name}.* i Oslo City fra \\d+ til \\d+ stk\\. \\(Varemottak\\)\\.$`,
      ),
    );
    expect(stock.link).toEqual({ href: `/admin/varer/${variant.article_id}`, text: "Gå til varen" });

    const hours = (await admin.get(`/api/v1/backoffice/audit?entity=shop&id=${SHOP}`))
      .json()
      .data.find((e: { action: string }) => e.action === "shop.hours");
    expect(hours.sentence).toBe("Ola Hansen endret åpningstidene for Oslo City.");
    const opening = hours.details.find((d: { field: string }) => d.field === "Åpningstider");
    expect(opening.after).toBe("man–fre 09:00–21:00, lør 10:00–16:00");
    for (const d of hours.details) expect(`${d.before} ${d.after}`).not.toMatch(/[{}[\]"]/);

    // Summer time: 10:00 UTC is 12:00 in Oslo.
    const starts = "2026-07-01T10:00:00.000Z";
    const [detail] = auditDetails({
      action: "campaign.update",
      actorName: "Ingrid Berg",
      entityType: "campaign",
      entityId: "1",
      entityName: "Påske",
      before: { startsAt: "2026-06-30T22:00:00.000Z" },
      after: { startsAt: starts },
    });
    expect(detail.after).toBe(formatDateTime(starts));
    expect(detail.after).toBe("01.07.2026, 12:00");
  });

  it("filters by date and pages, newest first", async () => {
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Oslo" }).format(new Date());
    const all = (await admin.get(`/api/v1/backoffice/audit?from=${today}&to=${today}`)).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(3);
    expect(all.actors.map((a: { name: string }) => a.name)).toContain("Ingrid Berg");
    const none = (await admin.get("/api/v1/backoffice/audit?to=2000-01-01")).json();
    expect(none.meta.total).toBe(0);
    const times = all.data.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await admin.get("/api/v1/backoffice/audit?page=2");
    expect(second.json().meta.current_page).toBe(2);
    expect((await admin.get("/api/v1/backoffice/audit?from=23-11-2026")).statusCode).toBe(422);
  });
});
