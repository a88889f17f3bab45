// A local OSRM server for tests (shared/reference/osrm.md): `GET /table/v1/car/{lon,lat;…}` answers in
// OSRM's table shape with distances of 1000 m per index step between points (so a test can tell its
// answer from the shop's great-circle fallback), and OSRM's 400 `{code, message}` for a bad request.
// Set `mode` to make it answer 5xx, malformed JSON or hang.
import { startJsonServer, type TestJsonServer } from "./json-server.ts";

export const OSRM_STEP_METRES = 1000;

function table(url: URL): { status: number; body: unknown } {
  const m = /^\/table\/v1\/car\/(.+)$/.exec(url.pathname);
  if (!m) return { status: 400, body: { code: "InvalidUrl", message: "URL string malformed close to position 1" } };
  const points = decodeURIComponent(m[1])
    .split(";")
    .map((p) => p.split(",").map(Number));
  if (points.length < 2 || points.some((p) => p.length !== 2 || p.some(Number.isNaN)))
    return { status: 400, body: { code: "InvalidQuery", message: "Query string malformed close to position 0" } };
  const indexes = (name: string) => {
    const v = url.searchParams.get(name);
    return v === null || v === "all" ? points.map((_, i) => i) : v.split(";").map(Number);
  };
  const sources = indexes("sources");
  const destinations = indexes("destinations");
  const annotations = (url.searchParams.get("annotations") ?? "duration").split(",");
  const metres = sources.map((s) => destinations.map((d) => Math.abs(s - d) * OSRM_STEP_METRES));
  const waypoint = (i: number) => ({ hint: "", distance: 0, name: "", location: points[i] });
  return {
    status: 200,
    body: {
      code: "Ok",
      ...(annotations.includes("distance") ? { distances: metres } : {}),
      ...(annotations.includes("duration") ? { durations: metres.map((r) => r.map((x) => x / 10)) } : {}),
      sources: sources.map(waypoint),
      destinations: destinations.map(waypoint),
    },
  };
}

export function startTestOsrm(port = 0): Promise<TestJsonServer> {
  return startJsonServer(table, port);
}
