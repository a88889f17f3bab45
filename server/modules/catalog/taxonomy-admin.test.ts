// The category tree, the sizes and the colours in the back office (issue 31, decision 069): an
// administrator creates, renames, reorders, hides and deletes them through /api/v1/backoffice; bad
// forms get Norwegian 422s, a taken address 409, a delete of what articles use 409 with how many; each
// change has its audit row and shows in the storefront at once; editors, staff, customers and visitors
// are refused.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NAME_REQUIRED } from "../../../domain/schemas/taxonomy-admin.ts";
import { slugify } from "../../../domain/slug.ts";
import {
  COLOR_CODE_TAKEN,
  HEX_FORMAT,
  hasChildren,
  inUseByArticles,
  NAME_WITHOUT_LETTERS,
  reservedMainSlug,
  SIZE_TAKEN,
  SLUG_TAKEN_MAIN,
  SLUG_TAKEN_SUB,
  TAXONOMY_SLUG_FORMAT,
} from "../../../domain/taxonomy.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";
import { alreadyAtEdge } from "./taxonomy-admin-service.ts";

let t: TestApp;
let admin: Browser;
const others: Record<string, Browser> = {};

const API = "/api/v1/backoffice";
/** Names no earlier run has used (the PostgreSQL test database is shared between runs). */
const run = randomBytes(3).toString("hex");
let made = 0;
const fresh = (name: string) => `Test ${name} ${run}${++made}`;

/** The test app, which removes the rows this file made and their audit rows (shared PostgreSQL). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp();
  return {
    ...app,
    async close() {
      const db = app.database;
      const ids = (table: string, where: string) => `select id::text from ${table} where ${where}`;
      for (const [type, table, where] of [
        ["articlegroup", "article_groups3", "slug like 'test-%'"],
        ["subcategory", "article_groups2", "slug like 'test-%'"],
        ["category", "main_groups", "slug like 'test-%'"],
        ["size", "sizes", "name like 'Test %'"],
        ["color", "colors", "name like 'Test %'"],
        ["colorgroup", "color_groups", "name like 'test-%'"],
      ]) {
        await rows(db, `delete from audit_log where entity_type = $1 and entity_id in (${ids(table, where)})`, [type]);
      }
      await rows(db, "delete from audit_log where entity_type = 'size' and changes::text like '%Test %'");
      await rows(db, "delete from article_groups3 where slug like 'test-%'");
      await rows(db, "delete from article_groups2 where slug like 'test-%'");
      await rows(db, "delete from main_groups where slug like 'test-%'");
      await rows(db, "delete from sizes where name like 'Test %'");
      await rows(db, "delete from colors where name like 'Test %'");
      await rows(db, "delete from color_groups where name like 'test-%'");
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  admin = new Browser(t.app, "10.6.9.1");
  await admin.login("admin@example.no", "Admin-passord-1");
  const logins: [string, string, string][] = [
    ["editor", "redaktor@example.no", "Redaktor-passord-1"],
    ["staff", "ansatt@example.no", "Ansatt-passord-1"],
    ["customer", "kari@example.no", "Demo-passord-1"],
  ];
  for (const [i, [role, email, password]] of logins.entries()) {
    others[role] = new Browser(t.app, `10.6.9.${i + 2}`);
    await others[role].login(email, password);
  }
});

const auditRows = (type: string, id: number) =>
  rows<{ action: string; changes: { before: Record<string, unknown>; after: Record<string, unknown> } }>(
    t.database,
    "select action, changes from audit_log where entity_type = $1 and entity_id = $2 order by id",
    [type, String(id)],
  );

type Tree = {
  id: number;
  name: string;
  slug: string;
  showInMenu: boolean;
  articlesCount: number;
  subcategories: { id: number; slug: string; groups: { id: number; name: string; slug: string }[] }[];
}[];
const tree = async (): Promise<Tree> => (await admin.get(`${API}/categories`)).json().data.mainGroups;

async function newMain(name = fresh("Fjelltur")) {
  const res = await admin.post(`${API}/categories`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; slug: string; sort: number };
}

describe("main groups", () => {
  it("are created with an address made from the name, last in the order, shown in the menu", async () => {
    const before = await tree();
    const main = await newMain(fresh("Åsen Bæreutstyr"));
    expect(main.slug).toBe(slugify(main.name));
    expect(main.slug).toMatch(/^test-asen-baereutstyr-/);
    expect(main.sort).toBeGreaterThan(Math.max(0, ...before.map((m) => (m as unknown as { sort: number }).sort)));
    const after = await tree();
    expect(after.at(-1)).toMatchObject({ id: main.id, showInMenu: true, articlesCount: 0, subcategories: [] });
    const [audit] = await auditRows("category", main.id);
    expect(audit.action).toBe("category.create");
    expect(audit.changes.after).toMatchObject({ name: main.name, slug: main.slug, showInMenu: true });
    // The storefront's list of categories has it at once (the catalogue cache was dropped).
    const shop = (await admin.get("/api/v1/categories")).json().data as { id: number; showInMenu: boolean }[];
    expect(shop.find((c) => c.id === main.id)).toMatchObject({ showInMenu: true });
  });

  it("refuse a taken address, on the field the person typed", async () => {
    const main = await newMain();
    const again = await admin.post(`${API}/categories`, { name: main.name });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: SLUG_TAKEN_MAIN, errors: { name: [SLUG_TAKEN_MAIN] } });
    const typed = await admin.post(`${API}/categories`, { name: fresh("Annet"), slug: main.slug });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().errors).toEqual({ slug: [SLUG_TAKEN_MAIN] });
    const patched = await admin.patch(`${API}/categories/${(await newMain()).id}`, { slug: main.slug });
    expect(patched.statusCode).toBe(409);
  });

  it("refuse an address the storefront answers already (a gender, a special name, a page)", async () => {
    const herre = await admin.post(`${API}/categories`, { name: "Herre" });
    expect(herre.statusCode).toBe(422);
    expect(herre.json().errors.name).toEqual([reservedMainSlug("herre")]);
    for (const slug of ["goggles", "blog", "admin", "api"]) {
      const res = await admin.post(`${API}/categories`, { name: fresh("Noe"), slug });
      expect(res.statusCode, slug).toBe(422);
      expect(res.json().errors.slug).toEqual([reservedMainSlug(slug)]);
    }
  });

  it("refuse bad forms with Norwegian messages, and write nothing", async () => {
    const count = async () =>
      (await rows<{ n: number }>(t.database, "select count(*)::int as n from main_groups"))[0].n;
    const n = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "name", NAME_REQUIRED],
      [{ name: "  " }, "name", NAME_REQUIRED],
      [{ name: "!!!" }, "name", NAME_WITHOUT_LETTERS],
      [{ name: fresh("X"), slug: "Store Bokstaver" }, "slug", TAXONOMY_SLUG_FORMAT],
      [{ name: fresh("X"), bannerLink: "javascript:alert(1)" }, "bannerLink", "Lenken må begynne med / eller https://"],
      [
        { name: fresh("X"), banner: "//evil.example/x.png" },
        "banner",
        "Banneret må være en adresse som begynner med / eller https://",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post(`${API}/categories`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await admin.post(`${API}/categories`, { name: fresh("X"), extra: 1 })).statusCode).toBe(422);
    expect(await count()).toBe(n);
  });

  it("are renamed, hidden from the menus and given a banner; the address stays unless a new one is given", async () => {
    const main = await newMain();
    const res = await admin.patch(`${API}/categories/${main.id}`, {
      name: `${main.name} Ny`,
      showInMenu: false,
      banner: "/img/p/1d5c63/jakke.svg",
      bannerLink: "/klaer/jakker",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: `${main.name} Ny`,
      slug: main.slug,
      showInMenu: false,
      banner: "/img/p/1d5c63/jakke.svg",
      bannerLink: "/klaer/jakker",
    });
    const shop = (await admin.get("/api/v1/categories")).json().data as { id: number; showInMenu: boolean }[];
    expect(shop.find((c) => c.id === main.id)?.showInMenu).toBe(false);
    const [, update] = await auditRows("category", main.id);
    expect(update.action).toBe("category.update");
    expect(update.changes.after).toMatchObject({ showInMenu: false, bannerLink: "/klaer/jakker" });
    const cleared = await admin.patch(`${API}/categories/${main.id}`, { banner: "", slug: `${main.slug}-ny` });
    expect(cleared.json().data).toMatchObject({ banner: null, slug: `${main.slug}-ny` });
    expect((await admin.patch(`${API}/categories/99999999`, { name: "X" })).statusCode).toBe(404);
  });

  it("move up and down among the main groups, and not past the first", async () => {
    const a = await newMain();
    const b = await newMain();
    const up = await admin.post(`${API}/categories/${b.id}/move`, { direction: "up" });
    expect(up.statusCode, up.body).toBe(200);
    const ids = (await tree()).map((m) => m.id);
    expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) - 1);
    const shop = ((await admin.get("/api/v1/categories")).json().data as { id: number }[]).map((c) => c.id);
    expect(shop.indexOf(b.id)).toBe(shop.indexOf(a.id) - 1);
    const [, move] = await auditRows("category", b.id);
    expect(move.action).toBe("category.move");
    const last = await admin.post(`${API}/categories/${a.id}/move`, { direction: "down" });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(alreadyAtEdge("Hovedgruppen", "down"));
    expect((await admin.post(`${API}/categories/${a.id}/move`, { direction: "sideways" })).statusCode).toBe(422);
  });

  it("are deleted only when no article and no subgroup uses them", async () => {
    const [used] = await rows<{ id: number; n: number }>(
      t.database,
      "select main_group_id as id, count(*)::int as n from articles group by main_group_id order by 1 limit 1",
    );
    const refused = await admin.delete(`${API}/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(inUseByArticles("Hovedgruppen", used.n));

    const main = await newMain();
    const sub = await admin.post(`${API}/categories/${main.id}/subcategories`, { name: fresh("Sekker") });
    const held = await admin.delete(`${API}/categories/${main.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(hasChildren("Hovedgruppen", 1, ["undergruppe", "undergrupper"]));
    expect((await admin.delete(`${API}/subcategories/${sub.json().data.id}`)).statusCode).toBe(200);
    const gone = await admin.delete(`${API}/categories/${main.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await tree()).some((m) => m.id === main.id)).toBe(false);
    expect((await auditRows("category", main.id)).at(-1)?.action).toBe("category.delete");
    expect((await admin.delete(`${API}/categories/${main.id}`)).statusCode).toBe(404);
  });
});

describe("subgroups and groups", () => {
  it("are created under their parent, with addresses unique among their siblings only", async () => {
    const [m1, m2] = [await newMain(), await newMain()];
    const sub = await admin.post(`${API}/categories/${m1.id}/subcategories`, { name: "Hjelmer & alpinbriller" });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json().data).toMatchObject({ mainGroupId: m1.id, slug: "hjelmer-&-alpinbriller" });
    const twin = await admin.post(`${API}/categories/${m1.id}/subcategories`, {
      name: "Hjelmer og alpinbriller",
      slug: "hjelmer-&-alpinbriller",
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ slug: [SLUG_TAKEN_SUB] });
    const elsewhere = await admin.post(`${API}/categories/${m2.id}/subcategories`, { name: "Hjelmer & alpinbriller" });
    expect(elsewhere.statusCode).toBe(201);
    const group = await admin.post(`${API}/subcategories/${sub.json().data.id}/groups`, { name: "Alpinbriller" });
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json().data).toMatchObject({ slug: "alpinbriller", articleGroup2Id: sub.json().data.id });
    expect((await admin.post(`${API}/categories/99999999/subcategories`, { name: "X" })).statusCode).toBe(404);
    expect((await admin.post(`${API}/subcategories/99999999/groups`, { name: "X" })).statusCode).toBe(404);
    // Test rows are found by their address when the file ends; these took the spec's, so they go now.
    for (const s of [sub.json().data.id, elsewhere.json().data.id]) {
      await rows(t.database, "delete from article_groups3 where article_group2_id = $1", [s]);
      await rows(t.database, "delete from article_groups2 where id = $1", [s]);
    }
  });

  it("are renamed and reordered, and the storefront lists the groups in that order", async () => {
    const main = await newMain();
    const sub = (await admin.post(`${API}/categories/${main.id}/subcategories`, { name: fresh("Telt") })).json().data;
    const a = (await admin.post(`${API}/subcategories/${sub.id}/groups`, { name: fresh("A-telt") })).json().data;
    const b = (await admin.post(`${API}/subcategories/${sub.id}/groups`, { name: fresh("B-telt") })).json().data;
    const shopOrder = async () =>
      ((await admin.get(`/api/v1/subcategories/${sub.id}/groups`)).json().data as { articleGroup3ID: number }[]).map(
        (g) => g.articleGroup3ID,
      );
    expect(await shopOrder()).toEqual([a.id, b.id]);
    expect((await admin.post(`${API}/groups/${b.id}/move`, { direction: "up" })).statusCode).toBe(200);
    expect(await shopOrder()).toEqual([b.id, a.id]);
    expect((await admin.post(`${API}/groups/${b.id}/move`, { direction: "up" })).statusCode).toBe(409);
    const renamed = await admin.patch(`${API}/groups/${a.id}`, { name: `${a.name} 2` });
    expect(renamed.json().data).toMatchObject({ name: `${a.name} 2`, slug: a.slug });
    const sub2 = (await admin.post(`${API}/categories/${main.id}/subcategories`, { name: fresh("Ryggsekker") })).json()
      .data;
    expect((await admin.post(`${API}/subcategories/${sub2.id}/move`, { direction: "up" })).statusCode).toBe(200);
    expect((await tree()).find((m) => m.id === main.id)?.subcategories.map((s) => s.id)).toEqual([sub2.id, sub.id]);
    expect((await admin.patch(`${API}/subcategories/${sub2.id}`, { slug: sub.slug })).statusCode).toBe(409);
    const [, audit] = await auditRows("articlegroup", b.id);
    expect(audit.action).toBe("articlegroup.move");
  });

  it("are deleted only when no article uses them, saying how many do", async () => {
    const [g] = await rows<{ id: number; sub: number; n: number }>(
      t.database,
      `select article_group3_id as id, min(article_group2_id) as sub, count(*)::int as n
         from articles group by article_group3_id order by 1 limit 1`,
    );
    const group = await admin.delete(`${API}/groups/${g.id}`);
    expect(group.statusCode).toBe(409);
    expect(group.json().message).toBe(inUseByArticles("Varegruppen", g.n));
    const [s] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from articles where article_group2_id = $1",
      [g.sub],
    );
    const sub = await admin.delete(`${API}/subcategories/${g.sub}`);
    expect(sub.statusCode).toBe(409);
    expect(sub.json().message).toBe(inUseByArticles("Undergruppen", s.n));
    expect((await admin.delete(`${API}/groups/99999999`)).statusCode).toBe(404);
  });

  it("tell whether the spec's special names (goggles, hjelmer, staver) lead somewhere", async () => {
    const res = await admin.get(`${API}/categories`);
    expect(res.json().data.specialNames).toEqual([
      { name: "goggles", target: "/vintersport/hjelmer-&-alpinbriller/alpinbriller", ready: true, missing: null },
      { name: "hjelmer", target: "/vintersport/hjelmer-&-alpinbriller/alpinhjelm", ready: true, missing: null },
      { name: "staver", target: "/vintersport/staver/alpinstaver", ready: true, missing: null },
    ]);
  });
});

describe("sizes", () => {
  it("are created last, renamed, refused when taken, and deleted when unused", async () => {
    const created = await admin.post(`${API}/sizes`, { name: fresh("XXXL") });
    expect(created.statusCode, created.body).toBe(201);
    const size = created.json().data;
    const list = (await admin.get(`${API}/sizes`)).json().data as { id: number; articlesCount: number }[];
    expect(list.at(-1)).toMatchObject({ id: size.id, articlesCount: 0 });
    const twin = await admin.post(`${API}/sizes`, { name: size.name.toUpperCase() });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ name: [SIZE_TAKEN] });
    expect((await admin.post(`${API}/sizes`, { name: "" })).json().errors.name).toEqual([NAME_REQUIRED]);
    const renamed = await admin.patch(`${API}/sizes/${size.id}`, { name: `${size.name} B` });
    expect(renamed.json().data.name).toBe(`${size.name} B`);
    expect((await auditRows("size", size.id)).map((r) => r.action)).toEqual(["size.create", "size.update"]);
    expect((await admin.delete(`${API}/sizes/${size.id}`)).statusCode).toBe(200);
    expect((await admin.patch(`${API}/sizes/${size.id}`, { name: "X" })).statusCode).toBe(404);
  });

  it("are shown on product pages in the order set here", async () => {
    const [article] = await rows<{ id: number }>(
      t.database,
      `select v.article_id as id from variants v join articles a on a.id = v.article_id
        where a.visible_web = 1 group by v.article_id having count(distinct v.size_id) >= 2 order by 1 limit 1`,
    );
    const sizesOf = async () =>
      ((await admin.get(`/api/v1/articles/${article.id}`)).json().data.sizes as { id: number }[]).map((s) => s.id);
    const before = await sizesOf();
    const moved = await admin.post(`${API}/sizes/${before[1]}/move`, { direction: "up" });
    expect(moved.statusCode, moved.body).toBe(200);
    try {
      expect((await sizesOf()).slice(0, 2)).toEqual([before[1], before[0]]);
    } finally {
      // The demo's order back (the database is shared between test files).
      await admin.post(`${API}/sizes/${before[1]}/move`, { direction: "down" });
      await rows(t.database, "delete from audit_log where entity_type = 'size' and entity_id = $1", [
        String(before[1]),
      ]);
    }
    expect(await sizesOf()).toEqual(before);
  });

  it("used by articles are not deleted", async () => {
    const [used] = await rows<{ id: number; n: number }>(
      t.database,
      "select size_id as id, count(distinct article_id)::int as n from variants group by size_id order by 1 limit 1",
    );
    const res = await admin.delete(`${API}/sizes/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(inUseByArticles("Størrelsen", used.n));
  });
});

describe("colours", () => {
  it("groups and colours are created with #rrggbb colours, shown first colour as the group's", async () => {
    const group = await admin.post(`${API}/color-groups`, { label: fresh("Turkis"), hex: "#40E0D0" });
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json().data).toMatchObject({ name: slugify(group.json().data.label), hex: "#40e0d0", colorId: null });
    const groupId = group.json().data.id;
    const bad = await admin.post(`${API}/color-groups`, { label: fresh("Feil"), hex: "40e0d0" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.hex).toEqual([HEX_FORMAT]);
    const code = `T${run}`;
    const color = await admin.post(`${API}/colors`, {
      name: fresh("Havturkis"),
      hex: "#30D5C8",
      colorCode: code,
      colorGroupId: groupId,
    });
    expect(color.statusCode, color.body).toBe(201);
    const colorId = color.json().data.id;
    const listed = (await admin.get(`${API}/colors`)).json().data.find((g: { id: number }) => g.id === groupId);
    expect(listed).toMatchObject({ colorId, colors: [{ id: colorId, hex: "#30d5c8", articlesCount: 0 }] });
    const twin = await admin.post(`${API}/colors`, {
      name: fresh("Annen"),
      hex: "#000000",
      colorCode: code.toLowerCase(),
      colorGroupId: groupId,
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ colorCode: [COLOR_CODE_TAKEN] });
    const unknownGroup = await admin.post(`${API}/colors`, {
      name: fresh("B"),
      hex: "#000000",
      colorCode: `U${run}`,
      colorGroupId: 99999999,
    });
    expect(unknownGroup.statusCode).toBe(422);
    // The storefront's colour filter has the group at once.
    const filters = (await admin.get("/api/v1/colorgroups")).json().data as { id: number; colorId: number }[];
    expect(filters.find((g) => g.id === groupId)?.colorId).toBe(colorId);

    const held = await admin.delete(`${API}/color-groups/${groupId}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      hasChildren("Fargegruppen", 1, ["farge", "farger"], "slett eller flytt dem først"),
    );
    const patched = await admin.patch(`${API}/colors/${colorId}`, { hex: "#112233" });
    expect(patched.json().data.hex).toBe("#112233");
    expect((await admin.delete(`${API}/colors/${colorId}`)).statusCode).toBe(200);
    expect(
      (await admin.get(`${API}/colors`)).json().data.find((g: { id: number }) => g.id === groupId).colorId,
    ).toBeNull();
    expect(
      (await admin.patch(`${API}/color-groups/${groupId}`, { label: `${group.json().data.label} 2` })).statusCode,
    ).toBe(200);
    expect((await admin.delete(`${API}/color-groups/${groupId}`)).statusCode).toBe(200);
    expect((await auditRows("colorgroup", groupId)).map((r) => r.action)).toEqual([
      "colorgroup.create",
      "colorgroup.update",
      "colorgroup.delete",
    ]);
  });

  it("used by articles are not deleted", async () => {
    const [used] = await rows<{ id: number; n: number }>(
      t.database,
      "select color_id as id, count(distinct article_id)::int as n from variants group by color_id order by 1 limit 1",
    );
    const res = await admin.delete(`${API}/colors/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(inUseByArticles("Fargen", used.n));
  });
});

describe("who may", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", `${API}/categories`],
    ["POST", `${API}/categories`, { name: "Test Ikke lov" }],
    ["POST", `${API}/sizes`, { name: "Test Ikke lov" }],
    ["DELETE", `${API}/colors/1`],
  ];

  it.each(["editor", "staff", "customer"])("%s: refused with 403, nothing written", async (role) => {
    for (const [method, url, body] of routes) {
      const res = await others[role].request(method as "GET", url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from sizes where name = 'Test Ikke lov'",
    );
    expect(n).toBe(0);
  });

  it("a visitor is told to log in", async () => {
    const visitor = new Browser(t.app, "10.6.9.9");
    for (const [method, url, body] of routes) {
      const res = await visitor.request(method as "GET", url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NO_USER_MESSAGE);
    }
  });

  it("the audit log names what changed", async () => {
    const size = (await admin.post(`${API}/sizes`, { name: fresh("Logg") })).json().data;
    const log = await admin.get(`${API}/audit?entity=size&id=${size.id}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data[0]).toMatchObject({
      sentence: `Admin Adminsen opprettet størrelsen «${size.name}».`.replace(
        "Admin Adminsen",
        log.json().data[0].actorName,
      ),
      link: { href: "/admin/storrelser", text: "Gå til størrelsene" },
    });
  });
});
