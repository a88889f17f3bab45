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

  const entry = readFileSync("app/entry.server.tsx", "utf8");
  const imported = (text: string, kind: "inline" | "url") =>
    [...text.matchAll(new RegExp(`from "\\./(.+\\.css)\\?${kind}"`, "g"))].map((m) => m[1]).sort();
  // A route's stylesheet (handle.styles, decision 056) is in entry.server.tsx twice: its address and its text.
  const routeSheets = imported(entry, "url");

  it("are the same three files in the page (entry.server.tsx) and in the links (root.tsx)", () => {
    const inlined = imported(entry, "inline").filter((file) => !routeSheets.includes(file));
    const linked = imported(readFileSync("app/root.tsx", "utf8"), "url");
    expect(inlined).toEqual(linked);
    expect(inlined).toHaveLength(3);
  });

  it("a route stylesheet the page may carry has its text there as well as its address", () => {
    expect(routeSheets).toEqual(["styles/account.css", "styles/checkout.css"]);
    for (const file of routeSheets) expect(imported(entry, "inline")).toContain(file);
  });
});
