import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redoclyLint } from "../../scripts/openapi-lint.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { API_DOCS_PATH, OPENAPI_PATH } from "./openapi.ts";
import { SESSION_ROUTES } from "./openapi-document.ts";

/** "/api/v1/reservations/:id/authorize" as OpenAPI writes it: "/api/v1/reservations/{id}/authorize". */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\/$/, "");

describe("OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("is served at /api/v1/openapi.json and lists every registered /api/v1 route", async () => {
    const res = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(t.app.apiRouteList.length).toBeGreaterThan(20);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${openApiPath(path)}`),
      ),
    );
    const missing = t.app.apiRouteList.filter((route) => {
      const [method, url] = route.split(" ") as [string, string];
      return !documented.has(`${method} ${openApiPath(url)}`);
    });
    expect(missing).toEqual([]);
  });

  it("has every route declare its answer: a 2xx response with a schema", async () => {
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const undeclared = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith("2") && r.content))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it("documents a route's parameters and responses from its zod schemas", async () => {
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json();
    const check = doc.paths["/api/v1/promocodes/check/{code}"].get;
    expect(check.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "code", in: "path" })]));
    expect(Object.keys(check.responses)).toEqual(expect.arrayContaining(["200", "404", "422"]));
  });

  it("documents the shop set-up routes of issue 31 with their bodies and refusals", async () => {
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json();
    const bodyOf = (op: { requestBody: { content: Record<string, { schema: unknown }> } }) =>
      JSON.stringify(op.requestBody.content["application/json"].schema);
    const newShop = doc.paths["/api/v1/backoffice/shops"].post;
    expect(bodyOf(newShop)).toContain('"no"');
    expect(Object.keys(newShop.responses)).toEqual(expect.arrayContaining(["201", "403", "409", "422"]));
    expect(doc.paths["/api/v1/backoffice/shops/{id}/close"].post.responses).toHaveProperty("409");
    expect(doc.paths["/api/v1/backoffice/shops/locate"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["address", "postNo"]),
    );
    const method = doc.paths["/api/v1/backoffice/shipping-methods"].post;
    expect(bodyOf(method)).toContain('"price"');
    expect(doc.paths["/api/v1/backoffice/shipping-methods/{id}"].patch.responses).toHaveProperty("404");
    expect(bodyOf(doc.paths["/api/v1/backoffice/brands"].post)).toContain('"hostnames"');
  });

  it("has a browsable reference page", async () => {
    const res = await t.app.inject({ method: "GET", url: `${API_DOCS_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });

  it("passes Redocly's linter with no error (recommended rules, redocly.yaml)", async () => {
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).body;
    const result = redoclyLint(doc);
    expect(result.output).toContain("Your API description is valid");
    expect(result.status).toBe(0);
  }, 120_000);

  it("names every operation once, says what it needs, and gives each nullable a type", async () => {
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json() as {
      components: { securitySchemes: Record<string, { in: string; name: string }> };
      paths: Record<string, Record<string, { operationId: string; summary: string; security: object[] }>>;
    };
    expect(doc.components.securitySchemes.session).toMatchObject({ in: "cookie", name: "butikk_session" });
    expect(doc.components.securitySchemes.csrf).toMatchObject({ in: "header", name: "X-XSRF-TOKEN" });
    const ops = Object.entries(doc.paths).flatMap(([path, o]) => Object.entries(o).map(([m, op]) => ({ path, m, op })));
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.every((o) => o.op.summary)).toBe(true);
    const brand = doc.paths["/api/v1/backoffice/brands/{id}"];
    expect(brand.patch.security).toEqual([{ session: [], csrf: [] }]);
    expect(brand.get.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/v1/customers/login"].post.security).toEqual([{ csrf: [] }]);
    expect(doc.paths["/api/v1/genders"].get.security).toEqual([]);
    const untyped: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      const n = node as Record<string, unknown>;
      if (n.nullable === true && n.type === undefined) untyped.push(at);
      for (const [k, v] of Object.entries(n)) walk(v, `${at}/${k}`);
    };
    walk(doc, "#");
    expect(untyped).toEqual([]);
  });

  it("marks as needing a session only routes a visitor is refused", async () => {
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, { security: { session?: string[] }[] }>>;
    };
    const gets = Object.entries(doc.paths).filter(([path, o]) => o.get && !path.includes("{"));
    for (const [path, o] of gets) {
      const needsSession = o.get.security.some((s) => s.session);
      expect(needsSession, path).toBe(SESSION_ROUTES.some((r) => r.test(path)));
      if (!needsSession) continue;
      const answer = await t.app.inject({ method: "GET", url: path });
      expect([401, 403, 404], path).toContain(answer.statusCode);
    }
  });
});
