// The back office's content (issue 15, decision 050): a home grid slot changed in a named draft is
// seen only at /preview/<name> by editors and administrators until it is published; publishing and
// discarding are audited; static page texts are saved with their audit row, shown at once and never
// run as markup, and the legal pages cannot be emptied; the menus' categories and extra entries.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { menuCategories } from "../../../app/features/navigation/menu.ts";
import StaticPage from "../../../app/routes/static-page.tsx";
import type { Role } from "../../../domain/back-office-roles.ts";
import { LINK_INVALID, STALE_SLOTS_MESSAGE, TITLE_MISSING } from "../../../domain/home-slots.ts";
import { MENU_CATEGORY_TWICE, MENU_CATEGORY_UNKNOWN } from "../../../domain/menu-settings.ts";
import { PAGE_TEXT_EMPTY } from "../../../domain/page-texts.ts";
import { restoreRowsLater, restoreShopsAndBrandsLater } from "../../../tests/helpers/back-office.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { signedIn, visit } from "../../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE } from "../../plugins/session.ts";
import { CAMPAIGN_UNKNOWN, CATEGORY_UNKNOWN, draftNameTaken } from "./home-admin-service.ts";

const BRAND = 1;
const OTHER_BRAND = 2;
let t: TestApp;
let editor: Browser;
let admin: Browser;
let staff: Browser;
let customer: Browser;
let visitor: Browser;

/** The test app, with settings, brands and the audit log put back when it closes (the database is shared). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  const restoreBrands = await restoreShopsAndBrandsLater(app.database);
  const restoreSettings = await restoreRowsLater(app.database, "settings");
  return {
    ...app,
    async close() {
      await restoreSettings();
      await restoreBrands();
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  editor = new Browser(t.app, "10.3.0.1");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
  admin = new Browser(t.app, "10.3.0.2");
  await admin.login("admin@example.no", "Admin-passord-1");
  staff = new Browser(t.app, "10.3.0.3");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
  customer = new Browser(t.app, "10.3.0.4");
  await customer.login("kari@example.no", "Demo-passord-1");
  visitor = new Browser(t.app, "10.3.0.5");
});

const person = signedIn;
/** A page's loader as the person (null: a visitor) would have it run. */
const page = (url: string, role: Role | null = null) =>
  visit(t.app.services, url, "localhost", role ? person(role) : null);
/** The version the page cache follows: a new one means no cached page of before is served. */
const pageCacheVersion = async () =>
  (await rows<{ version: number }>(t.database, "select version from cache_versions where name = 'catalog'"))[0]
    ?.version ?? 0;
const gridTitles = (data: { promos: { title: string }[]; popular: { title: string }[]; grid: { title: string }[] }) =>
  [...data.promos, ...data.popular, ...data.grid].map((s) => s.title);
const slotUrl = (name: string, slot: string, brand = BRAND) =>
  `/api/v1/backoffice/home/${brand}/drafts/${name}/slots/${slot}`;
const textSlot = (title: string) => ({
  slot: { type: "text", title, text: "Bare i testen.", image: "", link: "/kundeservice" },
});
const auditRows = (action: string) =>
  rows<{ actor_name: string; actor_role: string; entity_id: string; changes: { before: object; after: object } }>(
    t.database,
    "select actor_name, actor_role, entity_id, changes from audit_log where action = $1 order by id",
    [action],
  );

describe("a draft of the home grid", () => {
  it("is seen at /preview/<name> by editors only, and on / once published (at once, with an audit row)", async () => {
    const saved = await editor.put(slotUrl("vinter-test", "grid1"), textSlot("Nytt på forsiden i testen"));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.slots.find((s: { key: string }) => s.key === "grid1").slot).toMatchObject({
      type: "text",
      title: "Nytt på forsiden i testen",
      link: "/kundeservice",
    });

    expect(gridTitles((await page("/")).data)).not.toContain("Nytt på forsiden i testen");
    expect((await visitor.get("/api/v1/settings")).body).not.toContain("Nytt på forsiden i testen");
    for (const role of [null, "customer", "staff"] as const) {
      expect((await page("/preview/vinter-test", role)).status, String(role)).toBe(404);
    }
    for (const role of ["editor", "admin"] as const) {
      const res = await page("/preview/vinter-test", role);
      expect(res.status).toBe(200);
      expect(res.data.preview).toBe("vinter-test");
      expect(gridTitles(res.data)).toContain("Nytt på forsiden i testen");
    }
    expect((await page("/preview/finnes-ikke", "editor")).status).toBe(404);
    expect(await auditRows("home.publish")).toHaveLength(0);

    const version = await pageCacheVersion();
    const published = await editor.post(`/api/v1/backoffice/home/${BRAND}/drafts/vinter-test/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(gridTitles((await page("/")).data)).toContain("Nytt på forsiden i testen");
    expect(await pageCacheVersion()).toBeGreaterThan(version);
    expect((await editor.get(`/api/v1/backoffice/home/${BRAND}/drafts/vinter-test`)).statusCode).toBe(404);
    expect((await page("/preview/vinter-test", "editor")).status).toBe(404);

    const [row] = await auditRows("home.publish");
    expect(row).toMatchObject({ actor_name: "Sigrid Lie", actor_role: "editor" });
    expect(row.entity_id).toBe(String(BRAND));
    // Only what changed: the slot and the draft's name.
    expect(Object.keys(row.changes.after).sort()).toEqual(["draft", "grid1"]);
    expect(row.changes.after).toMatchObject({ draft: "vinter-test", grid1: { title: "Nytt på forsiden i testen" } });
  });

  it("can be discarded, with an audit row; the home is unchanged", async () => {
    expect((await admin.put(slotUrl("kast-meg", "grid2"), textSlot("Blir aldri vist"))).statusCode).toBe(200);
    const list = await admin.get(`/api/v1/backoffice/home/${BRAND}`);
    expect(list.json().data.drafts.map((d: { name: string }) => d.name)).toContain("kast-meg");
    const gone = await admin.delete(`/api/v1/backoffice/home/${BRAND}/drafts/kast-meg`);
    expect(gone.statusCode).toBe(204);
    expect((await admin.delete(`/api/v1/backoffice/home/${BRAND}/drafts/kast-meg`)).statusCode).toBe(404);
    const [row] = await auditRows("home.discard");
    expect(row.changes).toEqual({ before: { draft: "kast-meg" }, after: { draft: null } });
    expect(gridTitles((await page("/")).data)).not.toContain("Blir aldri vist");
  });

  it("points slots at a category, an article or a campaign, their addresses following", async () => {
    const [campaign] = (await t.app.services.catalog.campaigns()).slice(0, 1);
    const [article] = await rows<{ id: number }>(t.database, "select id from articles where visible_web = 1 limit 1");
    const cases = [
      [{ type: "category", ref: "main:2", title: "Sko" }, "/sko"],
      [{ type: "category", ref: "sub:1", title: "Jakker" }, "/klaer/jakker"],
      [{ type: "article", id: article.id, title: "Varen" }, `/product/${article.id}`],
      [{ type: "campaign", id: campaign.id, title: "Kampanjen" }, `/kampanjer/${campaign.id}`],
    ] as const;
    for (const [slot, link] of cases) {
      const res = await editor.put(slotUrl("mange-typer", "grid3"), { slot });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.slots.find((s: { key: string }) => s.key === "grid3").slot.link).toBe(link);
    }
    const emptied = await editor.put(slotUrl("mange-typer", "grid3"), { slot: null });
    expect(emptied.json().data.slots.find((s: { key: string }) => s.key === "grid3").slot).toBeNull();
    expect((await editor.delete(`/api/v1/backoffice/home/${BRAND}/drafts/mange-typer`)).statusCode).toBe(204);
  });

  it.each([
    ["a link to another site", { type: "text", title: "Ut", link: "https://example.com/" }, "slot.link", LINK_INVALID],
    // What Chromium follows to another site: it drops the tab (issue 32 item 10).
    ["a link with a tab", { type: "text", title: "Ut", link: "/\t/evil.example/" }, "slot.link", LINK_INVALID],
    ["no title", { type: "text", title: " ", link: "/" }, "slot.title", TITLE_MISSING],
    ["an unknown category", { type: "category", ref: "main:999", title: "X" }, "ref", CATEGORY_UNKNOWN],
    ["a campaign not running", { type: "campaign", id: 99999999, title: "X" }, "id", CAMPAIGN_UNKNOWN],
  ])("refuses %s (422) and leaves no draft", async (_, slot, field, message) => {
    const res = await editor.put(slotUrl("ugyldig", "grid4"), { slot });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect((await editor.get(`/api/v1/backoffice/home/${BRAND}/drafts/ugyldig`)).statusCode).toBe(404);
  });

  it("refuses a bad draft name or slot, and a name another brand's draft has (409)", async () => {
    expect((await editor.put(slotUrl("Store-Bokstaver", "grid1"), textSlot("X"))).statusCode).toBe(422);
    expect((await editor.put(slotUrl("ok", "grid10"), textSlot("X"))).statusCode).toBe(422);
    expect((await editor.put(slotUrl("delt-navn", "grid1", OTHER_BRAND), textSlot("X"))).statusCode).toBe(200);
    const taken = await editor.put(slotUrl("delt-navn", "grid1"), textSlot("X"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(draftNameTaken("delt-navn"));
    // Another brand's draft is not this brand's to publish.
    expect((await editor.post(`/api/v1/backoffice/home/${BRAND}/drafts/delt-navn/publish`)).statusCode).toBe(404);
    expect((await editor.get(`/api/v1/backoffice/home/99999999`)).statusCode).toBe(404);
  });

  it("offers each campaign's own title, text and picture, for the form to put in place of the old words", async () => {
    const res = await editor.get(`/api/v1/backoffice/home/${BRAND}`);
    const winter = res.json().choices.campaigns.find((c: { name: string }) => c.name === "Vintersalg");
    expect(winter).toMatchObject({
      title: "Vintersalg",
      text: expect.stringContaining("40 % på vinterklær"),
      image: expect.stringMatching(/^\//),
    });
  });

  it("keeps words written for another campaign marked stale, and publishes them only when confirmed (decision 066)", async () => {
    const campaigns = await t.app.services.catalog.campaigns();
    const winter = campaigns.find((c) => c.name === "Vintersalg");
    const other = campaigns.find((c) => c.name !== "Vintersalg");
    if (!winter || !other) throw new Error("the demo has Vintersalg and another campaign running");
    const live = (await editor.get(`/api/v1/backoffice/home/${BRAND}`)).json().data.slots;
    const box = live.find((s: { key: string }) => s.key === "campaignPromoBox");
    expect(box.slot).toMatchObject({ type: "campaign", id: winter.id });
    expect(box.stale).toBe(false);

    // The campaign is switched, the winter sale's words kept: the slot says whose words they are.
    const switched = await editor.put(slotUrl("jul-test", "campaignPromoBox"), {
      slot: { type: "campaign", id: other.id, title: "Julegaver", text: box.slot.text, image: "" },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const saved = switched.json().data.slots.find((s: { key: string }) => s.key === "campaignPromoBox");
    expect(saved.stale).toBe(true);
    expect(saved.slot.textFor).toEqual({ target: `campaign:${winter.id}`, name: "Vintersalg" });

    // A POST without a body, as a browser's fetch sends it, is a publish without confirmation.
    const refused = await editor.request("POST", `/api/v1/backoffice/home/${BRAND}/drafts/jul-test/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: STALE_SLOTS_MESSAGE, errors: { slots: ["Kampanjeboks"] } });
    expect(await auditRows("home.publish")).toHaveLength(1);
    expect(gridTitles((await page("/")).data)).not.toContain("Julegaver");

    // New words for the new campaign are its own: nothing is stale any more.
    const rewritten = await editor.put(slotUrl("jul-test", "campaignPromoBox"), {
      slot: { type: "campaign", id: other.id, title: "Julegaver", text: "Gaver til alle på lista.", image: "" },
    });
    const fresh = rewritten.json().data.slots.find((s: { key: string }) => s.key === "campaignPromoBox");
    expect(fresh.stale).toBe(false);
    expect(fresh.slot.textFor).toEqual({ target: `campaign:${other.id}`, name: other.name });

    // Kept words once more, then confirmed: published, and no longer stale on the live home.
    await editor.put(slotUrl("jul-test", "grid8"), {
      slot: { type: "campaign", id: winter.id, title: "Turklar", text: "20 % på utvalgt turutstyr.", image: "" },
    });
    const confirmed = await editor.post(`/api/v1/backoffice/home/${BRAND}/drafts/jul-test/publish`, {
      confirmStale: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const grid8 = confirmed.json().data.slots.find((s: { key: string }) => s.key === "grid8");
    expect(grid8.stale).toBe(false);
    expect(grid8.slot.textFor).toEqual({ target: `campaign:${winter.id}`, name: "Vintersalg" });
    expect(gridTitles((await page("/")).data)).toContain("Julegaver");
  });

  it("is not for staff or customers (403)", async () => {
    for (const who of [staff, customer]) {
      const res = await who.put(slotUrl("nei", "grid1"), textSlot("X"));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });
});

describe("static page texts", () => {
  it("are saved with an audit row, shown at once, and markup in them is shown, never run", async () => {
    const list = await editor.get(`/api/v1/backoffice/pages/${BRAND}`);
    expect(list.json().data.map((p: { key: string }) => p.key)).toEqual([
      "support",
      "privacy",
      "about",
      "maintenance",
      "policy",
    ]);
    const before = list.json().data.find((p: { key: string }) => p.key === "about");
    const res = await editor.put(`/api/v1/backoffice/pages/${BRAND}/about`, {
      title: "Om oss i testen",
      text: "Første avsnitt.\r\n\r\n## Ny overskrift\n\n<script>alert(1)</script>",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: "Om oss i testen",
      text: expect.stringContaining("## Ny overskrift"),
    });

    const shown = await page("/om-oss");
    expect(shown.data.title).toBe("Om oss i testen");
    const html = renderToStaticMarkup(createElement(StaticPage, { loaderData: shown.data } as never));
    expect(html).toContain("<h1>Om oss i testen</h1>");
    expect(html).toContain("<h2>Ny overskrift</h2>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");

    const [row] = await auditRows("page.update");
    expect(row.entity_id).toBe(`${BRAND}:about`);
    expect(row.changes.before).toMatchObject({ title: before.title });
    expect(row.changes.after).toMatchObject({ title: "Om oss i testen" });
  });

  it.each(["support", "privacy"])("refuses to empty the legal page %s (422)", async (key) => {
    const res = await admin.put(`/api/v1/backoffice/pages/${BRAND}/${key}`, { title: "Tittel", text: "  \n " });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PAGE_TEXT_EMPTY);
    expect(res.json().errors.text).toEqual([PAGE_TEXT_EMPTY]);
    const [brand] = await rows<{ text: string }>(t.database, "select pages->>$1 as text from brands where id = $2", [
      key,
      BRAND,
    ]);
    expect(brand.text.length).toBeGreaterThan(100);
  });

  it("refuses an unknown page (404), an unknown brand (404) and a missing title (422)", async () => {
    expect((await editor.put(`/api/v1/backoffice/pages/${BRAND}/hemmelig`, { title: "X", text: "Y" })).statusCode).toBe(
      404,
    );
    expect((await editor.put(`/api/v1/backoffice/pages/99999999/about`, { title: "X", text: "Y" })).statusCode).toBe(
      404,
    );
    const untitled = await editor.put(`/api/v1/backoffice/pages/${BRAND}/about`, { title: "", text: "Y" });
    expect(untitled.statusCode).toBe(422);
  });
});

describe("menus", () => {
  const extras = { collection: false, support: true, maintenance: true, about: false, information: false };

  it("show the brand's categories in its order and its extra entries at once, with an audit row", async () => {
    const tenants = t.app.services.tenants;
    expect((await tenants.forHost("localhost")).menu).toMatchObject({ about: true });
    const res = await editor.put(`/api/v1/backoffice/menus/${BRAND}`, { categories: [2, 1], extras });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ categories: [2, 1], extras });

    // What the root loader builds the menu from, at once.
    const tenant = await tenants.forHost("localhost");
    expect(tenant.id).toBe(BRAND);
    expect(tenant.menu).toMatchObject(extras);
    const categories = await t.app.services.catalog.categories();
    const shown = menuCategories(categories, (await tenants.settings(tenant)).menuCategories);
    expect(shown.map((c) => c.slug)).toEqual(["sko", "klaer"]);

    const [row] = await auditRows("menu.update");
    expect(row.entity_id).toBe(String(BRAND));
    expect(row.changes.after).toMatchObject({ categories: [2, 1], maintenance: true, about: false });
  });

  it.each([
    [[2, 2], MENU_CATEGORY_TWICE],
    [[99999], MENU_CATEGORY_UNKNOWN],
  ])("refuses the categories %j (422)", async (categories, message) => {
    const res = await editor.put(`/api/v1/backoffice/menus/${BRAND}`, { categories, extras });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain(message);
  });
});
