// Going live from an empty database (issue 31): the schema and the reference data only, no demo. An
// administrator sets up a shop and a pickup method in the back office, the storefront shows them, and
// the checkout reserves an article for pickup there; the back office's shop, shipping, brand and home
// pages open with nothing in them. The coordinates come from the postcode, as no geocoder is set up.
import { hash } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../tests/helpers/browser.ts";
import { signedIn, visit } from "../tests/helpers/route-harness.ts";
import { rows } from "../tests/helpers/test-app.ts";
import { buildApp } from "./app.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seedReference } from "./db/seed/index.ts";
import { loadEnv } from "./env.ts";
import { COORDINATES_FROM_POSTCODE_NO_LOOKUP } from "./modules/shops/admin-service.ts";

const ADMIN = { email: "forste.admin@example.no", password: "Et-langt-passord-for-start-1" };

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: Browser;

beforeAll(async () => {
  // Always a fresh embedded database of its own, also when the suite runs on PostgreSQL: it must be empty.
  database = await openDatabase({});
  await database.migrate();
  await seedReference(database);
  // The first administrator, as `admin:create` would make them (no demo accounts exist).
  await rows(
    database,
    `insert into customers (first_name, last_name, email, password_hash, role, email_verified_at, terms_accepted_at)
     values ('Første', 'Admin', $1, $2, 'admin', now(), now())`,
    [ADMIN.email, await hash(ADMIN.password)],
  );
  app = await buildApp({ database, env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn", SEED_DEMO: "0" }) });
  await app.ready();
  admin = new Browser(app, "10.9.0.1");
  await admin.login(ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const services = () => app.services;

describe("an empty database", () => {
  it("has no shops, no shipping methods and no articles, and the storefront's lists say so without errors", async () => {
    const [{ n }] = await rows<{ n: number }>(
      database,
      "select (select count(*) from shops) + (select count(*) from shipping_methods) + (select count(*) from articles) + (select count(*) from brands) as n",
    );
    expect(Number(n)).toBe(0);
    const visitor = new Browser(app, "10.9.0.2");
    expect((await visitor.get("/api/v1/shops")).json().data).toEqual([]);
    expect((await visitor.get("/api/v1/shipping_methods")).json().data).toEqual([]);
  });

  it.each(["/admin", "/admin/butikker", "/admin/butikker/ny", "/admin/frakt", "/admin/merker"])(
    "opens %s for an administrator",
    async (url) => {
      const page = await visit(services(), url, "localhost", signedIn("admin"));
      expect(page.status, url).toBe(200);
    },
  );

  it("says that the home grid, pages and menus need a brand until the first exists, then opens them", async () => {
    for (const url of ["/admin/forside", "/admin/sider", "/admin/menyer"]) {
      const page = await visit(services(), url, "localhost", signedIn("editor"));
      expect(page.status, url).toBe(409);
    }
    const brand = await admin.post("/api/v1/backoffice/brands", { name: "Fjellsport", hostnames: ["fjellsport.no"] });
    expect(brand.statusCode, brand.body).toBe(201);
    const brandId = brand.json().data.id as number;
    expect(brand.json().data).toMatchObject({ slug: "fjellsport", hostnames: ["fjellsport.no"] });
    const [row] = await rows<{ is_default: boolean }>(database, "select is_default from brands where id = $1", [
      brandId,
    ]);
    expect(row.is_default).toBe(true);
    // The storefront now shows the brand on any host.
    expect((await services().tenants.forHost("localhost")).name).toBe("Fjellsport");
    for (const url of ["/admin/forside", "/admin/sider", "/admin/menyer"]) {
      const page = await visit(services(), url, "localhost", signedIn("editor"));
      expect(page.status, url).toBe(200);
    }

    // The home grid: a text slot in a draft, published; the settings of the brand: a page text and the menu.
    const slot = await admin.put(`/api/v1/backoffice/home/${brandId}/drafts/start/slots/generalPromoBox`, {
      slot: { type: "text", title: "Velkommen", link: "/butikker" },
    });
    expect(slot.statusCode, slot.body).toBe(200);
    const published = await admin.post(`/api/v1/backoffice/home/${brandId}/drafts/start/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const home = (await admin.get(`/api/v1/backoffice/home/${brandId}`)).json();
    expect(JSON.stringify(home)).toContain("Velkommen");
    const page = await admin.put(`/api/v1/backoffice/pages/${brandId}/about`, {
      title: "Om oss",
      text: "Vi er en ny butikk.",
    });
    expect(page.statusCode, page.body).toBe(200);
    const menu = await admin.put(`/api/v1/backoffice/menus/${brandId}`, {
      categories: [],
      extras: { collection: false, support: true, maintenance: false, about: true, information: false },
    });
    expect(menu.statusCode, menu.body).toBe(200);
  });

  it("refuses a second brand with the same name (409) and a brand without a name (422)", async () => {
    expect((await admin.post("/api/v1/backoffice/brands", { name: "Fjellsport" })).statusCode).toBe(409);
    expect((await admin.post("/api/v1/backoffice/brands", { name: " " })).statusCode).toBe(422);
  });

  it("lets an administrator set up a shop and a pickup method, and a shopper reserve there", async () => {
    const located = await admin.get("/api/v1/backoffice/shops/locate?address=Stenersgata%201&postNo=0050");
    expect(located.json().data).toMatchObject({ source: "postcode", message: COORDINATES_FROM_POSTCODE_NO_LOOKUP });

    const shop = await admin.post("/api/v1/backoffice/shops", {
      no: "1001",
      name: "Sentrum",
      fullName: "Butikk Sentrum AS",
      address: "Stenersgata 1",
      postNo: "0050",
      postPlace: "Oslo",
      email: "sentrum@example.no",
      openingHours: "0-6:0000-2359",
    });
    expect(shop.statusCode, shop.body).toBe(201);
    expect(shop.json().meta.coordinates).toBe("postcode");
    const shopId = shop.json().data.id as number;
    expect(shop.json().data).toMatchObject({ latitude: 59.9129, longitude: 10.7522, preparationMinutes: 120 });

    const method = await admin.post("/api/v1/backoffice/shipping-methods", {
      name: "Hent i butikk",
      type: "pickup",
      price: "0",
    });
    expect(method.statusCode, method.body).toBe(201);
    const methodId = method.json().data.id as number;

    const visitor = new Browser(app, "10.9.0.3");
    expect((await visitor.get("/api/v1/shops")).json().data.map((s: { id: number }) => s.id)).toEqual([shopId]);
    expect((await visitor.get("/api/v1/shipping_methods")).json().data).toEqual([
      { id: methodId, name: "Hent i butikk", description: "", type: "pickup", price: 0, delivery: false },
    ]);
    const checkout = await visit(services(), "/checkout", "localhost");
    expect(checkout.status).toBe(200);

    // One article with stock in the shop (the catalogue's own pages and import are another part's).
    const [{ ean }] = await rows<{ ean: string }>(
      database,
      `with cg as (insert into color_groups (name, label, hex) values ('Svart', 'Svart', '#000000') returning id),
            c as (insert into colors (name, hex, color_code, color_group_id) select 'Svart', '#000000', '01', id from cg returning id),
            s as (insert into sizes (name) values ('M') returning id),
            pl as (insert into product_lines (name) values ('Butikk') returning id),
            mg as (insert into main_groups (name, slug) values ('Klær', 'klaer') returning id),
            g2 as (insert into article_groups2 (main_group_id, name, slug) select id, 'Jakker', 'jakker' from mg returning id, main_group_id),
            g3 as (insert into article_groups3 (article_group2_id, name, slug) select id, 'Dunjakker', 'dunjakker' from g2 returning id, article_group2_id),
            a as (insert into articles (article_no, name, slug, product_line_id, gender_id, main_group_id, article_group2_id, article_group3_id, suggested_price_ore, image)
                  select 'A1', 'Dunjakke', 'dunjakke', pl.id, 10, g2.main_group_id, g3.article_group2_id, g3.id, 199900, ''
                    from pl, g2, g3 returning id),
            v as (insert into variants (article_id, ean, size_id, color_id) select a.id, '7090000000014', s.id, c.id from a, s, c returning id, ean)
       insert into stock (variant_id, shop_id, qty) select v.id, $1, 5 from v returning (select ean from v)`,
      [shopId],
    );
    await services().catalog.cache.invalidate();

    const reserved = await visitor.post("/api/v1/reservations/klarna/", {
      payment: "card",
      shop: shopId,
      order: [{ EanNo: ean, Count: 1 }],
      orderInfo: {
        CustomerName: "Ola Nordmann",
        Email: "ola@example.no",
        Phone: "+47 91234567",
        Delivery: false,
        shipping_method_id: methodId,
      },
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const [row] = await rows<{ shop_id: number; shipping_method_id: number; status_id: number }>(
      database,
      "select shop_id, shipping_method_id, status_id from reservations",
    );
    expect(row).toEqual({ shop_id: shopId, shipping_method_id: methodId, status_id: 1 });
  });
});
