import { describe, expect, it } from "vitest";
import { accountSync, MY_SHOP_KEY, parseMyShop, readMyShop, writeMyShop } from "./my-shop.ts";

const CITY = { id: 55, name: "Oslo City", slug: "oslo-city" };
const VOSS = { id: 12, name: "Voss", slug: "voss" };

/** A Storage in memory, as the browser's local storage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** Storage as private mode or a full quota gives it: every call throws. */
const refusingStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

describe("my shop in local storage", () => {
  it("stores, reads back and forgets the shop", () => {
    const storage = memoryStorage();
    expect(readMyShop(storage)).toBeNull();
    expect(writeMyShop(storage, CITY)).toBe(true);
    expect(JSON.parse(storage.getItem(MY_SHOP_KEY) as string)).toEqual(CITY);
    expect(readMyShop(storage)).toEqual(CITY);
    expect(writeMyShop(storage, null)).toBe(true);
    expect(storage.getItem(MY_SHOP_KEY)).toBeNull();
    expect(readMyShop(storage)).toBeNull();
  });

  it("keeps only the shop's own fields", () => {
    const storage = memoryStorage();
    writeMyShop(storage, { ...CITY, extra: "x" } as typeof CITY);
    expect(JSON.parse(storage.getItem(MY_SHOP_KEY) as string)).toEqual(CITY);
  });

  it("is safe when storage is missing or refuses", () => {
    expect(readMyShop(null)).toBeNull();
    expect(writeMyShop(null, CITY)).toBe(false);
    expect(readMyShop(refusingStorage)).toBeNull();
    expect(writeMyShop(refusingStorage, CITY)).toBe(false);
    expect(writeMyShop(refusingStorage, null)).toBe(false);
  });

  it("counts a value that is not a shop as none", () => {
    for (const raw of [
      "not json",
      "null",
      "42",
      '"Oslo City"',
      "{}",
      JSON.stringify({ ...CITY, id: "55" }),
      JSON.stringify({ ...CITY, id: 0 }),
      JSON.stringify({ ...CITY, id: 1.5 }),
      JSON.stringify({ ...CITY, name: "" }),
      JSON.stringify({ ...CITY, slug: "../konto" }),
    ]) {
      expect(parseMyShop(raw), raw).toBeNull();
    }
    expect(parseMyShop(JSON.stringify(CITY))).toEqual(CITY);
  });
});

describe("my shop at login", () => {
  it("takes the account's shop when it has one", () => {
    expect(accountSync(CITY, VOSS)).toEqual({ to: "browser", shop: CITY });
    expect(accountSync(CITY, null)).toEqual({ to: "browser", shop: CITY });
    expect(accountSync(CITY, CITY)).toEqual({ to: "nowhere" });
  });

  it("saves the browser's shop on an account without one", () => {
    expect(accountSync(null, VOSS)).toEqual({ to: "account", shop: VOSS });
    expect(accountSync(null, null)).toEqual({ to: "nowhere" });
  });
});
