// Web Mercator, the projection map tiles use, so the drawn map and a tile layer line up: a point's
// place in a world of 1×1, and the tiles at a zoom level that cover a box of points.

export interface LatLon {
  latitude: number;
  longitude: number;
}

export function mercator({ latitude, longitude }: LatLon): { x: number; y: number } {
  const lat = (Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180;
  return { x: (longitude + 180) / 360, y: (1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2 };
}

export interface MapFrame {
  /** The box shown, in world units (0..1). */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box around the points with a margin, never smaller than a town (one point still shows a map). */
export function frameAround(points: LatLon[]): MapFrame {
  const xs = points.map((p) => mercator(p).x);
  const ys = points.map((p) => mercator(p).y);
  const minSide = 0.002;
  let left = Math.min(...xs);
  let top = Math.min(...ys);
  let width = Math.max(Math.max(...xs) - left, minSide);
  let height = Math.max(Math.max(...ys) - top, minSide);
  left -= width * 0.08;
  top -= height * 0.08;
  width *= 1.16;
  height *= 1.16;
  return { left, top, width, height };
}

export interface Tile {
  href: string;
  x: number;
  y: number;
  size: number;
}

/** The tiles (of MAP_TILE_URL) covering the frame, at a zoom where the frame is about 4 tiles wide. */
export function tilesFor(frame: MapFrame, template: string): Tile[] {
  const zoom = Math.max(1, Math.min(16, Math.round(Math.log2(4 / Math.max(frame.width, frame.height)))));
  const n = 2 ** zoom;
  const tiles: Tile[] = [];
  for (let tx = Math.floor(frame.left * n); tx < Math.ceil((frame.left + frame.width) * n); tx++) {
    for (let ty = Math.floor(frame.top * n); ty < Math.ceil((frame.top + frame.height) * n); ty++) {
      if (tx < 0 || ty < 0 || tx >= n || ty >= n) continue;
      tiles.push({
        href: template.replace("{z}", String(zoom)).replace("{x}", String(tx)).replace("{y}", String(ty)),
        x: tx / n,
        y: ty / n,
        size: 1 / n,
      });
    }
  }
  return tiles;
}
