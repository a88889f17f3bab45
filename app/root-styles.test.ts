// A browser's first page carries the common stylesheets inside it (no render-blocking request on a
// slow phone network); later pages, whose browser has the XSRF-TOKEN cookie, link them (decision 053).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContext } from "../tests/helpers/route-harness.ts";
import { createTestApp, type TestApp } from "../tests/helpers/test-app.ts";
import { loader } from "./root.tsx";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function inlineStyles(cookie: string | null) {
  const context = await loadContext(t.app.services, "localhost", null);
  const headers = cookie ? { cookie } : undefined;
  const data = await loader({ request: new Request("http://butikk.test/", { headers }), context, params: {} } as never);
  return data.inlineStyles;
}

describe("the common stylesheets", () => {
  it("are inside a first visit's page and linked once the browser has been here", async () => {
    expect(await inlineStyles(null)).toBe(true);
    expect(await inlineStyles("cookiesAccepted=necessary")).toBe(true);
    expect(await inlineStyles("XSRF-TOKEN=abc; cookiesAccepted=necessary")).toBe(false);
  });

  it("are the same three files in the page (entry.server.tsx) and in the links (root.tsx)", () => {
    const inlined = [...readFileSync("app/entry.server.tsx", "utf8").matchAll(/from "\.\/(.+\.css)\?inline"/g)];
    const linked = [...readFileSync("app/root.tsx", "utf8").matchAll(/from "\.\/(.+\.css)\?url"/g)];
    expect(inlined.map((m) => m[1]).sort()).toEqual(linked.map((m) => m[1]).sort());
    expect(inlined).toHaveLength(3);
  });
});
