// A chain's first brand from an empty database (issue 31): an administrator creates it in the back
// office; it becomes the default, answers every hostname, and its page texts can then be written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import { createEmptyApp, emptyShopAdmin } from "../../../tests/helpers/empty-app.ts";
import { rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createEmptyApp();
});
afterAll(async () => t?.close());

describe("creating a brand", () => {
  it("makes the first one the default, with a text logo and the standard colours", async () => {
    const admin = await emptyShopAdmin(t);
    const created = await admin.request("POST", "/api/v1/backoffice/brands", {
      name: "Fjell & Fjord",
      hostnames: ["WWW.Fjellogfjord.no", "www.fjellogfjord.no"],
    });
    expect(created.statusCode).toBe(201);
    const brand = created.json().data;
    expect(brand).toMatchObject({ name: "Fjell & Fjord", slug: "fjell-&-fjord", hostnames: ["www.fjellogfjord.no"] });
    expect(brand.logoSvg).toContain('aria-label="Fjell &amp; Fjord"');
    expect((await t.app.services.tenants.forHost("localhost")).id).toBe(brand.id);

    const second = await admin.request("POST", "/api/v1/backoffice/brands", { name: "Fjellsport" });
    expect(second.statusCode).toBe(201);
    expect((await t.app.services.tenants.forHost("localhost")).id).toBe(brand.id);
    const same = await admin.request("POST", "/api/v1/backoffice/brands", { name: "fjell & FJORD" });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("Et merke med dette navnet finnes allerede");
  });

  it("refuses an empty name, a bad hostname and one another brand uses, in Norwegian", async () => {
    const admin = await emptyShopAdmin(t);
    const empty = await admin.request("POST", "/api/v1/backoffice/brands", { name: "  " });
    expect(empty.statusCode).toBe(422);
    const bad = await admin.request("POST", "/api/v1/backoffice/brands", { name: "Ny", hostnames: ["https://x.no/"] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe("Vertsnavn skrives som butikk.no eller www.butikk.no, uten https:// og skråstrek");
    const taken = await admin.request("POST", "/api/v1/backoffice/brands", {
      name: "Ny",
      hostnames: ["www.fjellogfjord.no"],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Vertsnavnet www.fjellogfjord.no brukes allerede av et annet merke");
  });

  it("writes the change to the audit log", async () => {
    const [row] = await rows<{ changes: { after: { name: string } } }>(
      t.database,
      "select changes from audit_log where action = 'brand.create' order by id limit 1",
    );
    expect(row?.changes.after.name).toBe("Fjell & Fjord");
  });

  it("is refused to staff, editors, customers and visitors", async () => {
    for (const role of ["staff", "editor", "customer"]) {
      const person = await emptyShopAdmin(t);
      await rows(t.database, "update customers set role = $1 where id = (select max(id) from customers)", [role]);
      const answer = await person.request("POST", "/api/v1/backoffice/brands", { name: "Ikke lov" });
      expect(answer.statusCode, role).toBe(403);
    }
    const visitor = await new Browser(t.app, "10.9.0.9").request("POST", "/api/v1/backoffice/brands", { name: "X" });
    // A visitor is told to log in with 404, as every back-office route answers (spec section 8).
    expect(visitor.statusCode).toBe(404);
  });
});
