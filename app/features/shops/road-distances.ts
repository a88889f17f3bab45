// Road distances from one point to every shop through the OSRM table call
// (/api/v1/osrm/table/v1/car/…, which answers great-circle distances itself when OSRM is away).
// Any failure leaves the great-circle distances the page already has.
import { osrmTablePath } from "../../../domain/distance.ts";
import type { LatLon } from "./map-projection.ts";

export async function roadDistances(from: LatLon, shops: LatLon[], signal?: AbortSignal): Promise<number[] | null> {
  if (shops.length === 0) return [];
  try {
    const answer = await fetch(`/api/v1${osrmTablePath(from, shops)}`, {
      headers: { accept: "application/json" },
      signal,
    });
    if (!answer.ok) return null;
    const body = (await answer.json()) as { code?: string; distances?: (number | null)[][] };
    const row = body.code === "Ok" ? body.distances?.[0] : undefined;
    if (!row || row.length !== shops.length + 1 || row.slice(1).some((d) => typeof d !== "number")) return null;
    return row.slice(1) as number[];
  } catch {
    return null;
  }
}
