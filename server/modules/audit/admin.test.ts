// The audit log in the back office (decision 066): each row as a Norwegian sentence naming the thing
// it is about, its changed fields in words, a link to the thing, filtered by date and paged.
import { beforeAll, describe, expect, it } from "vitest";
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
  await admin.login("admin@example.no", "Admin-passord-1");
  staff = new Browser(t.app, "10.2.0.2");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
});

/** A change of the shop's hours by its staff, for the log to tell of (shops/admin.test.ts tests the change). */
beforeAll(async () => {
  const res = await staff.put(`/api/v1/backoffice/shops/${SHOP}/hours`, {
    openingHours: "1-5:0900-2100,6:1000-1600",
    specialHours: [
      { date: "2026-12-24", name: "Julaften", opens: "09:00", closes: "13:00" },
      { date: "2026-12-31", name: "Nyttårsaften", opens: null, closes: null },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
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
