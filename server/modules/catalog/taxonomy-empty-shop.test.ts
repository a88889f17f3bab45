// Going live from an empty database (issue 31, decision 069): on a database with only the reference
// data (no demo), an administrator builds the category tree, a size and a colour through the back
// office's API, the spec's special names then lead somewhere, and an article can use them all.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hash } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import { rows } from "../../../tests/helpers/test-app.ts";
import { buildApp } from "../../app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { seedReference } from "../../db/seed/index.ts";
import { loadEnv } from "../../env.ts";

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: Browser;
const API = "/api/v1/backoffice";

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedReference(database);
  app = await buildApp({
    database,
    env: loadEnv({ NODE_ENV: "test", IMAGE_DIR: join(tmpdir(), `butikk-test-images-${process.pid}`) }),
  });
  await app.ready();
  // The first administrator, as the command line makes one (the shop has no other way in yet).
  await rows(
    database,
    `insert into customers (first_name, last_name, email, password_hash, role, terms_accepted_at, email_verified_at)
     values ('Første', 'Admin', 'forste@example.no', $1, 'admin', now(), now())`,
    [await hash("Forste-passord-1")],
  );
  admin = new Browser(app, "10.7.0.1");
  await admin.login("forste@example.no", "Forste-passord-1");
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const created = async (url: string, body: unknown) => {
  const res = await admin.post(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; slug: string };
};

describe("a shop without the demo", () => {
  it("starts with no categories, sizes or colours, and the special names lead nowhere yet", async () => {
    const tree = (await admin.get(`${API}/categories`)).json().data;
    expect(tree.mainGroups).toEqual([]);
    expect(tree.specialNames.map((s: { ready: boolean }) => s.ready)).toEqual([false, false, false]);
    expect(tree.specialNames[0].missing).toBe("hovedgruppen med adressen «vintersport» mangler");
    expect((await admin.get(`${API}/sizes`)).json().data).toEqual([]);
    expect((await admin.get(`${API}/colors`)).json().data).toEqual([]);
  });

  it("gets its tree, a size and a colour from the back office, and an article can use them", async () => {
    const main = await created(`${API}/categories`, { name: "Vintersport" });
    const helmets = await created(`${API}/categories/${main.id}/subcategories`, { name: "Hjelmer & alpinbriller" });
    const goggles = await created(`${API}/subcategories/${helmets.id}/groups`, { name: "Alpinbriller" });
    await created(`${API}/subcategories/${helmets.id}/groups`, { name: "Alpinhjelm" });
    const poles = await created(`${API}/categories/${main.id}/subcategories`, { name: "Staver" });
    await created(`${API}/subcategories/${poles.id}/groups`, { name: "Alpinstaver" });
    const tree = (await admin.get(`${API}/categories`)).json().data;
    expect(tree.specialNames.map((s: { ready: boolean }) => s.ready)).toEqual([true, true, true]);

    const size = await created(`${API}/sizes`, { name: "M" });
    const blue = await created(`${API}/color-groups`, { label: "Blå", hex: "#1f5fbf" });
    expect(blue.name).toBe("bla");
    const navy = await created(`${API}/colors`, {
      name: "Marineblå",
      hex: "#1f2a44",
      colorCode: "030",
      colorGroupId: blue.id,
    });

    // The chain's catalogue file (decision 071) names the tree, the size and the colour made above;
    // its brand (product line) is created by the import.
    const file =
      "ean;articleNo;name;brand;gender;mainGroup;subcategory;group;color;colorGroup;size;price;originalPrice;pant;webPurchaseLimit;onlyCC;visible;season;description;techDescription\n" +
      "7038010000010;1001;Alpinbrille Klar;Fjellrev;Unisex;Vintersport;Hjelmer & alpinbriller;Alpinbriller;Marineblå;Blå;M;899,00;;;5;nei;nei;;;\n";
    const run = await admin.request(
      "POST",
      `${API}/import/run?kind=articles&file=${encodeURIComponent("varer.csv")}`,
      Buffer.from(file),
      { headers: { "content-type": "text/csv" } },
    );
    expect(run.statusCode, run.body).toBe(200);
    const [article] = await rows<{ id: number; main_group_id: number; article_group3_id: number }>(
      database,
      "select id, main_group_id, article_group3_id from articles where article_no = '1001'",
    );
    expect(article).toMatchObject({ main_group_id: main.id, article_group3_id: goggles.id });
    const [variant] = await rows<{ size_id: number; color_id: number }>(
      database,
      "select size_id, color_id from variants where ean = '7038010000010'",
    );
    expect(variant).toEqual({ size_id: size.id, color_id: navy.id });

    // Now in use: none of them can be deleted.
    expect((await admin.delete(`${API}/sizes/${size.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`${API}/colors/${navy.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`${API}/groups/${goggles.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`${API}/categories/${main.id}`)).statusCode).toBe(409);
  });
});
