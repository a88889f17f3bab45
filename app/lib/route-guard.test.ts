// The browser half of the route guard: a guard's redirect home becomes "back to the page being left",
// but never to an address that a browser would read as another site.
import { redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withPreviousRoute } from "./route-guard.ts";

const ORIGIN = "https://butikk.test";

/** The browser is on this shop's page `pathname` (which may itself start with "//"). */
function onPage(pathname: string, search = "") {
  vi.stubGlobal("window", { location: { origin: ORIGIN, pathname, search } });
}

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof Response ? error.headers.get("Location") : null;
  }
}

const guardSendsHome = async () => {
  throw redirect("/");
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("withPreviousRoute", () => {
  it("sends the shopper back to the page being left, query included", async () => {
    onPage("/klaer", "?page=2");
    expect(await redirectOf(() => withPreviousRoute(guardSendsHome))).toBe("/klaer?page=2");
  });

  it("sends the shopper home instead of to a page address that names another site", async () => {
    for (const pathname of ["//evil.example/x", "/\\evil.example"]) {
      onPage(pathname);
      expect(await redirectOf(() => withPreviousRoute(guardSendsHome))).toBe("/");
    }
  });

  it("passes the loader's data through", async () => {
    onPage("/klaer");
    expect(await withPreviousRoute(async () => ({ ok: true }))).toEqual({ ok: true });
  });
});
