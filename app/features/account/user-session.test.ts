// After login the browser goes where the login page was asked to return to, and only on this site.
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLogin } from "./user-session.ts";

const ORIGIN = "https://butikk.test";

function assignedAfterLogin(next: { openCart: boolean; back: string }): string[] {
  const assigned: string[] = [];
  vi.stubGlobal("window", { location: { origin: ORIGIN, assign: (to: string) => assigned.push(to) } });
  afterLogin({ id: 1 }, next);
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
