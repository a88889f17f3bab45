// After login the browser goes where the login page was asked to return to, and only on this site.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "../../../domain/back-office-roles.ts";
import { afterLogin, afterLogout } from "./user-session.ts";

const ORIGIN = "https://butikk.test";

/** A local storage for the tests that step through login in Node. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function assignedAfterLogin(next: { openCart: boolean; back: string | null }, role?: Role): string[] {
  const assigned: string[] = [];
  vi.stubGlobal("localStorage", memoryStorage());
  vi.stubGlobal("window", { location: { origin: ORIGIN, assign: (to: string) => assigned.push(to) } });
  afterLogin({ id: 1, role }, next);
  return assigned;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("afterLogin", () => {
  it("goes back to the page asked for, or to the cart when it is to reopen", () => {
    expect(assignedAfterLogin({ openCart: false, back: "/konto/ordrer?page=2#liste" })).toEqual([
      "/konto/ordrer?page=2#liste",
    ]);
    expect(assignedAfterLogin({ openCart: true, back: "/konto" })).toEqual(["/checkout"]);
  });

  it("lands staff, editors and administrators in the back office, customers on their account (issue 29)", () => {
    expect(assignedAfterLogin({ openCart: false, back: null }, "customer")).toEqual(["/konto"]);
    for (const role of ["staff", "editor", "admin"] as const) {
      expect(assignedAfterLogin({ openCart: false, back: null }, role)).toEqual(["/admin"]);
      // A page asked for still wins.
      expect(assignedAfterLogin({ openCart: false, back: "/favoritter" }, role)).toEqual(["/favoritter"]);
    }
  });

  it("goes to the account instead of to another site", () => {
    for (const back of [
      "/\t/evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
    ]) {
      expect(assignedAfterLogin({ openCart: false, back })).toEqual(["/konto"]);
    }
  });
});

describe("favourites around login (decision 038)", () => {
  it("keeps the favourites chosen before login, for the merge with the account's", () => {
    const storage = memoryStorage({ favourites: "[12,7]" });
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("window", { location: { origin: ORIGIN, assign: () => undefined } });
    afterLogin({ id: 1 }, { openCart: false, back: "/konto" });
    expect(storage.items.get("favourites")).toBe("[12,7]");
  });

  it("forgets them in the browser at logout (the account keeps them)", () => {
    const storage = memoryStorage({ favourites: "[12,7]", "favourites-owner": "1" });
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("window", { location: { origin: ORIGIN, assign: () => undefined } });
    afterLogout();
    expect(storage.items.has("favourites")).toBe(false);
    expect(storage.items.has("favourites-owner")).toBe(false);
  });
});
