// The OSRM table service (reference/osrm.md): proxied to OSRM_URL when set, otherwise answered with
// great-circle distances in OSRM's own reply shape so the shop finder works offline.
import { greatCircleMetres } from "./geo.ts";

export interface OsrmQuery {
  coordinates: [number, number][];
  sources?: number[];
  destinations?: number[];
  annotations: ("distance" | "duration")[];
}

export class OsrmError extends Error {
  constructor(
    readonly code: "InvalidQuery" | "InvalidValue" | "InvalidOptions" | "TooBig",
    message: string,
  ) {
    super(message);
  }
}

export const MAX_TABLE_COORDINATES = 500;
/** Assumed road speed for offline durations: 60 km/h. */
const OFFLINE_METRES_PER_SECOND = 60_000 / 3600;

function parseIndexes(value: string | undefined, count: number, name: string): number[] | undefined {
  if (value === undefined || value === "all") return undefined;
  if (!/^\d+(;\d+)*$/.test(value)) throw new OsrmError("InvalidOptions", `${name} must be indexes separated by ;`);
  const indexes = value.split(";").map(Number);
  if (indexes.some((i) => i >= count)) throw new OsrmError("InvalidOptions", `${name} index out of range`);
  return indexes;
}

export function parseOsrmQuery(coordinates: string, query: Record<string, string | undefined>): OsrmQuery {
  const pairs = coordinates.split(";");
  if (pairs.length < 2) throw new OsrmError("InvalidQuery", "At least two coordinates are required");
  if (pairs.length > MAX_TABLE_COORDINATES) throw new OsrmError("TooBig", "Too many table coordinates");
  const parsed = pairs.map((pair): [number, number] => {
    const m = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)$/.exec(pair);
    if (!m) throw new OsrmError("InvalidQuery", "Query string malformed close to position 0");
    const lon = Number(m[1]);
    const lat = Number(m[2]);
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90) {
      throw new OsrmError("InvalidValue", "Coordinate is invalid");
    }
    return [lon, lat];
  });
  const annotations = (query.annotations ?? "duration").split(",");
  if (!annotations.every((a) => a === "distance" || a === "duration")) {
    throw new OsrmError("InvalidOptions", "annotations must be distance, duration or distance,duration");
  }
  const known = new Set(["annotations", "sources", "destinations"]);
  const unknown = Object.keys(query).find((k) => !known.has(k));
  if (unknown) throw new OsrmError("InvalidOptions", `Unknown option ${unknown}`);
  return {
    coordinates: parsed,
    sources: parseIndexes(query.sources, parsed.length, "sources"),
    destinations: parseIndexes(query.destinations, parsed.length, "destinations"),
    annotations: annotations as OsrmQuery["annotations"],
  };
}

const waypoint = ([lon, lat]: [number, number]) => ({ location: [lon, lat], name: "", distance: 0, hint: "" });

export function greatCircleTable(q: OsrmQuery) {
  const all = q.coordinates.map((_, i) => i);
  const sources = q.sources ?? all;
  const destinations = q.destinations ?? all;
  const metres = sources.map((s) =>
    destinations.map((d) => {
      const [lon1, lat1] = q.coordinates[s];
      const [lon2, lat2] = q.coordinates[d];
      return Math.round(greatCircleMetres(lon1, lat1, lon2, lat2) * 10) / 10;
    }),
  );
  return {
    code: "Ok" as const,
    ...(q.annotations.includes("distance") ? { distances: metres } : {}),
    ...(q.annotations.includes("duration")
      ? { durations: metres.map((row) => row.map((m) => Math.round((m / OFFLINE_METRES_PER_SECOND) * 10) / 10)) }
      : {}),
    sources: sources.map((i) => waypoint(q.coordinates[i])),
    destinations: destinations.map((i) => waypoint(q.coordinates[i])),
  };
}

export class OsrmUnavailable extends Error {}

/**
 * Asks the configured OSRM server. Its own answers pass on: a table (200) and its 400 `{code, message}`
 * for a request it refuses. Anything else (another status, a body that is not OSRM's JSON, no answer
 * within `timeoutMs`, no connection) throws, and the caller falls back to great-circle distances.
 */
export async function osrmTable(baseUrl: string, coordinates: string, search: string, timeoutMs: number) {
  const url = `${baseUrl.replace(/\/$/, "")}/table/v1/car/${coordinates}${search}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status !== 200 && response.status !== 400) {
    await response.body?.cancel();
    throw new OsrmUnavailable(`OSRM answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new OsrmUnavailable("OSRM answered malformed JSON", { cause: error });
  }
  const code = (body as { code?: unknown } | null)?.code;
  if (
    typeof body !== "object" ||
    body === null ||
    typeof code !== "string" ||
    (response.status === 200) !== (code === "Ok")
  )
    throw new OsrmUnavailable("OSRM answered something that is not a table");
  return { status: response.status, body };
}

export interface OsrmUpstream {
  url: string | undefined;
  timeoutMs: number;
}

/**
 * The answer to a table request, in OSRM's own format (its errors are `{code, message}` with 400,
 * not the shop's error body): the configured OSRM server when it answers, else great-circle distances.
 * Never a 5xx: the shop finder works whatever state OSRM is in.
 */
export async function answerTable(
  upstream: OsrmUpstream,
  coordinates: string,
  query: Record<string, string | undefined>,
  search: string,
  onUpstreamError: (error: unknown) => void,
): Promise<{ status: 200 | 400; body: unknown }> {
  let parsed: OsrmQuery;
  try {
    parsed = parseOsrmQuery(coordinates, query);
  } catch (error) {
    if (error instanceof OsrmError) return { status: 400, body: { code: error.code, message: error.message } };
    throw error;
  }
  if (upstream.url) {
    try {
      const answer = await osrmTable(upstream.url, coordinates, search, upstream.timeoutMs);
      return { status: answer.status === 200 ? 200 : 400, body: answer.body };
    } catch (error) {
      onUpstreamError(error);
    }
  }
  return { status: 200, body: greatCircleTable(parsed) };
}
