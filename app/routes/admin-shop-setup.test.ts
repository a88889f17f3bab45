// The pages of issue 31's shop set-up, through their loaders: the shop list offers "Ny butikk" to an
// administrator only, a shop's page says where a new shop's coordinates came from and how many open
// reservations keep it from closing, and the shipping page lists every method. Which role opens which
// page is tested in admin-pages-roles.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, rows, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the shop set-up pages", () => {
  it("list every shop for an administrator, with its number", async () => {
    const page = await visit(t.app.services, "/admin/butikker", "localhost", signedIn("admin"));
    const [{ n }] = await rows<{ n: string }>(t.database, "select count(*) n from shops");
    expect(page.data.shops).toHaveLength(Number(n));
    expect(page.data.shops[0].no).toMatch(/^\d+$/);
  });

  it("say where a new shop's coordinates came from, and count the open reservations that keep it open", async () => {
    const page = await visit(t.app.services, "/admin/butikker/55?opprettet=postcode", "localhost", signedIn("admin"));
    expect(page.status).toBe(200);
    // The test app has no geocoder: the page says the lookup is not set up.
    expect(page.data.created).toContain("Adresseoppslag er ikke satt opp");
    const [{ n }] = await rows<{ n: string }>(
      t.database,
      "select count(*) n from reservations where shop_id = 55 and status_id in (1, 2, 3, 8)",
    );
    expect(page.data.openReservations).toBe(Number(n));
    const plain = await visit(t.app.services, "/admin/butikker/55?opprettet=noe-annet", "localhost", signedIn("admin"));
    expect(plain.data.created).toBeNull();
  });

  it("do not count open reservations for staff, who cannot close the shop", async () => {
    const page = await visit(t.app.services, "/admin/butikker/55", "localhost", signedIn("staff"));
    expect(page.status).toBe(200);
    expect(page.data.openReservations).toBe(0);
  });

  it("list every shipping method, inactive ones too, for an administrator", async () => {
    const page = await visit(t.app.services, "/admin/frakt", "localhost", signedIn("admin"));
    const [{ n }] = await rows<{ n: string }>(t.database, "select count(*) n from shipping_methods");
    expect(page.data.methods).toHaveLength(Number(n));
    expect(page.data.methods[0]).toMatchObject({ price: expect.stringMatching(/^\d+,\d{2}$/) });
  });
});
