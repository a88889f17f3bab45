import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { TestJsonServer } from "../../../tests/servers/json-server.ts";
import { OSRM_STEP_METRES, startTestOsrm } from "../../../tests/servers/osrm.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (app: TestApp, url: string) => {
  const res = await app.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() };
};

describe("GET /api/v1/shops", () => {
  it("lists active shops with parsed opening hours and coordinates", async () => {
    const { status, body } = await get(t, "/api/v1/shops");
    expect(status).toBe(200);
    const [n] = await rows<{ n: number }>(t.database, "select count(*)::int as n from shops where active");
    expect(body.data).toHaveLength(n.n);
    expect(body.data.some((s: { id: number }) => s.id === 55)).toBe(true);
    for (const shop of body.data) {
      expect(shop).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        fullName: expect.any(String),
        open: expect.any(Boolean),
        postNo: expect.stringMatching(/^\d{4}$/),
        chain: 1,
        coords: { latitude: expect.any(Number), longitude: expect.any(Number) },
        distance: null,
      });
      expect(shop.opening_hours.length).toBeGreaterThan(0);
      for (const range of shop.opening_hours) {
        expect(range.from).toMatch(/^\d{2}:\d{2}$/);
        expect(range.days.every((d: number) => d >= 0 && d <= 6)).toBe(true);
      }
    }
  });

  it("sorts by distance from a point when lat and lon are given", async () => {
    const { body } = await get(t, "/api/v1/shops?lat=59.9139&lon=10.7522");
    const distances = body.data.map((s: { distance: number }) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.data[0].postPlace.toUpperCase()).toContain("OSLO");
  });

  it("refuses bad coordinates with 422", async () => {
    for (const q of ["lat=95&lon=10", "lat=abc&lon=10", "lat=59", "city=Oslo"]) {
      expect((await get(t, `/api/v1/shops?${q}`)).status, q).toBe(422);
    }
  });
});

describe("postcodes", () => {
  it("GET /postalcodes lists only postcodes in use", async () => {
    const { body } = await get(t, "/api/v1/postalcodes");
    const [n] = await rows<{ n: number }>(t.database, "select count(*)::int as n from postcodes where active");
    expect(body.data).toHaveLength(n.n);
    expect(body.data.find((p: { PostalCode: string }) => p.PostalCode === "0009")).toBeUndefined();
  });

  it("GET /postalcodes/{code} answers CoordLat and CoordLong", async () => {
    const { status, body } = await get(t, "/api/v1/postalcodes/0010");
    expect(status).toBe(200);
    expect(body).toMatchObject({ PostalCode: "0010", PostalPlace: "Oslo", CoordLat: 59.9171, CoordLong: 10.7274 });
  });

  it("answers 404 for a code out of use and 422 for a malformed one", async () => {
    const gone = await get(t, "/api/v1/postalcodes/0009");
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Postnummeret finnes ikke");
    for (const code of ["abc", "123", "12345"]) {
      const bad = await get(t, `/api/v1/postalcodes/${code}`);
      expect(bad.status, code).toBe(422);
      expect(bad.body.message).toBe("Ugyldig forespørsel");
    }
  });
});

describe("GET /api/v1/osrm/table/v1/car/{coordinates}", () => {
  const oslo = "10.7522,59.9139";
  const bergen = "5.3221,60.3913";
  const trondheim = "10.3951,63.4305";

  it("answers great-circle distances in OSRM's shape without OSRM_URL", async () => {
    const { status, body } = await get(
      t,
      `/api/v1/osrm/table/v1/car/${oslo};${bergen};${trondheim}?annotations=distance&sources=0&destinations=1;2`,
    );
    expect(status).toBe(200);
    expect(body.code).toBe("Ok");
    expect(body.distances).toHaveLength(1);
    expect(body.distances[0]).toHaveLength(2);
    // Oslo–Bergen is about 305 km and Oslo–Trondheim about 392 km as the crow flies.
    expect(body.distances[0][0]).toBeGreaterThan(300_000);
    expect(body.distances[0][0]).toBeLessThan(310_000);
    expect(body.distances[0][1]).toBeGreaterThan(385_000);
    expect(body.distances[0][1]).toBeLessThan(400_000);
    expect(body.sources[0].location).toEqual([10.7522, 59.9139]);
    expect(body.destinations).toHaveLength(2);
    expect(body.durations).toBeUndefined();
  });

  it("gives a full matrix with a zero diagonal by default", async () => {
    const { body } = await get(t, `/api/v1/osrm/table/v1/car/${oslo};${bergen}?annotations=distance,duration`);
    expect(body.distances[0][0]).toBe(0);
    expect(body.distances[0][1]).toBe(body.distances[1][0]);
    expect(body.durations[0][1]).toBeGreaterThan(0);
  });

  it("answers OSRM errors with 400", async () => {
    for (const [path, code] of [
      [oslo, "InvalidQuery"],
      ["abc;def", "InvalidQuery"],
      ["200,59;10,59", "InvalidValue"],
      [`${oslo};${bergen}?annotations=speed`, "InvalidOptions"],
      [`${oslo};${bergen}?sources=5`, "InvalidOptions"],
    ]) {
      const { status, body } = await get(t, `/api/v1/osrm/table/v1/car/${path}`);
      expect(status, path).toBe(400);
      expect(body.code, path).toBe(code);
    }
  });

  describe("with OSRM_URL", () => {
    let osrm: TestJsonServer;
    let proxied: TestApp;
    const path = `/api/v1/osrm/table/v1/car/${oslo};${bergen}?annotations=distance`;
    beforeAll(async () => {
      osrm = await startTestOsrm();
      // A short timeout so the hanging server's test does not wait the default 5 s.
      proxied = await createTestApp({ OSRM_URL: osrm.url, OSRM_TIMEOUT_MS: "300" });
    });
    afterAll(async () => {
      await proxied?.close();
      await osrm?.close();
    });
    beforeEach(() => {
      osrm.mode = "answer";
      osrm.seen.length = 0;
    });

    /** The fallback's answer: Oslo–Bergen as the crow flies, not the local OSRM's 1000 m. */
    const expectGreatCircle = (status: number, body: { code: string; distances: number[][] }) => {
      expect(status).toBe(200);
      expect(body.code).toBe("Ok");
      expect(body.distances[0][1]).toBeGreaterThan(300_000);
      expect(body.distances[0][1]).toBeLessThan(310_000);
    };

    it("passes the table request on and returns OSRM's answer", async () => {
      const { status, body } = await get(proxied, path);
      expect(status).toBe(200);
      expect(body.distances).toEqual([
        [0, OSRM_STEP_METRES],
        [OSRM_STEP_METRES, 0],
      ]);
      expect(body.sources[0].location).toEqual([10.7522, 59.9139]);
      expect(osrm.seen).toEqual([`/table/v1/car/${oslo};${bergen}?annotations=distance`]);
    });

    it("passes sources and destinations on", async () => {
      const { body } = await get(
        proxied,
        `/api/v1/osrm/table/v1/car/${oslo};${bergen};${trondheim}?sources=0&destinations=1;2&annotations=distance`,
      );
      expect(body.distances).toEqual([[OSRM_STEP_METRES, 2 * OSRM_STEP_METRES]]);
    });

    it("answers a request it refuses itself with 400 without asking OSRM", async () => {
      const { status, body } = await get(proxied, `/api/v1/osrm/table/v1/car/${oslo}`);
      expect(status).toBe(400);
      expect(body.code).toBe("InvalidQuery");
      expect(osrm.seen).toEqual([]);
    });

    for (const mode of ["status500", "status503", "malformed", "hang"] as const) {
      it(`falls back to great-circle distances when OSRM answers ${mode}`, async () => {
        osrm.mode = mode;
        const { status, body } = await get(proxied, path);
        expectGreatCircle(status, body);
        expect(osrm.seen).toHaveLength(1);
      });
    }

    it("falls back to great-circle distances when nothing listens at OSRM_URL", async () => {
      const closed = await startTestOsrm();
      await closed.close();
      const refused = await createTestApp({ OSRM_URL: closed.url });
      try {
        const { status, body } = await get(refused, path);
        expectGreatCircle(status, body);
      } finally {
        await refused.close();
      }
    });
  });
});

describe("the shop list within a minute", () => {
  // Monday 2026-11-23: 08:59 UTC is 09:59 in Oslo, 09:00 UTC is 10:00.
  const beforeOpening = new Date("2026-11-23T08:59:30Z");
  const atOpening = new Date("2026-11-23T09:00:00Z");

  it("says 'open' from the minute a shop opens, though the list is shared within a minute", async () => {
    const { shops } = t.app.services;
    const opensAtTen = (await shops.list(atOpening)).filter((s) =>
      s.opening_hours.some((r) => r.days.includes(1) && r.from === "10:00"),
    );
    expect(opensAtTen.length).toBeGreaterThan(0);
    const ids = new Set(opensAtTen.map((s) => s.id));
    const at = async (now: Date) => (await shops.list(now)).filter((s) => ids.has(s.id)).map((s) => s.open);
    expect(await at(beforeOpening)).toEqual(opensAtTen.map(() => false));
    expect(await at(atOpening)).toEqual(opensAtTen.map(() => true));
    expect(await at(beforeOpening)).toEqual(opensAtTen.map(() => false));
  });

  it("gives each caller its own list to sort", async () => {
    const { shops } = t.app.services;
    const first = await shops.list(atOpening);
    first.reverse();
    const second = await shops.list(atOpening);
    expect(second[0].id).not.toBe(first[0].id);
    expect(second.map((s) => s.name)).toEqual([...second.map((s) => s.name)].sort((a, b) => a.localeCompare(b, "nb")));
  });
});
