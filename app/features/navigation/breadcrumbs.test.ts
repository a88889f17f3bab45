import { describe, expect, it } from "vitest";
import { positionToRestore } from "../../lib/scroll.ts";
import {
  BREADCRUMB_LIMIT,
  backTarget,
  type Crumb,
  HOME_CRUMB,
  pageTitle,
  readTrail,
  recordVisit,
  saveScrollPosition,
} from "./breadcrumbs.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

const crumb = (path: string, name = "category"): Crumb => ({ name, params: {}, title: path, path, scrollPosition: 0 });

describe("breadcrumbs", () => {
  it("keeps only the last 10 visits", () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 12; i++) recordVisit(storage, crumb(`/side-${i}`));
    const trail = readTrail(storage);
    expect(trail).toHaveLength(BREADCRUMB_LIMIT);
    expect(trail[0].path).toBe("/side-3");
    expect(trail.at(-1)?.path).toBe("/side-12");
  });

  it("starts a new trail on home and on search", () => {
    const storage = memoryStorage();
    recordVisit(storage, crumb("/klaer"));
    expect(recordVisit(storage, crumb("/", "home"))).toEqual([crumb("/", "home")]);
    recordVisit(storage, crumb("/klaer"));
    expect(recordVisit(storage, crumb("/search/jakke", "search")).map((c) => c.path)).toEqual(["/search/jakke"]);
  });

  it("does not repeat a reload of the same page", () => {
    const storage = memoryStorage();
    recordVisit(storage, crumb("/klaer"));
    recordVisit(storage, crumb("/klaer"));
    expect(readTrail(storage)).toHaveLength(1);
  });

  it("goes back to the page before the current one, else home titled Forside", () => {
    expect(backTarget([crumb("/klaer"), crumb("/product/a-1")], "/product/a-1").path).toBe("/klaer");
    expect(backTarget([crumb("/product/a-1")], "/product/a-1")).toEqual(HOME_CRUMB);
    expect(HOME_CRUMB.title).toBe("Forside");
  });

  it("remembers the scroll position of the current entry", () => {
    const storage = memoryStorage();
    recordVisit(storage, crumb("/klaer"));
    saveScrollPosition(storage, "/klaer", 640);
    saveScrollPosition(storage, "/annet", 10);
    expect(readTrail(storage)[0].scrollPosition).toBe(640);
  });

  it("survives broken storage", () => {
    const storage = memoryStorage();
    storage.setItem("breadcrumbs", "{not json");
    expect(readTrail(storage)).toEqual([]);
  });

  it("titles a crumb with the page's part of the document title", () => {
    expect(pageTitle("Klær | Butikk")).toBe("Klær");
    expect(pageTitle("")).toBe("Forside");
  });
});

describe("scroll position to restore", () => {
  it("takes the navigation's saved position, else the scrollPosition parameter", () => {
    expect(positionToRestore({ scrollPosition: 300 }, "?scrollPosition=5")).toBe(300);
    expect(positionToRestore(null, "?scrollPosition=120")).toBe(120);
    expect(positionToRestore(null, "?scrollPosition=abc")).toBeNull();
    expect(positionToRestore({ scrollPosition: -1 }, "")).toBeNull();
  });
});
