// The shops on a map. Drawn as SVG from the shops' coordinates, so it is complete without network
// access (decision 029); with MAP_TILE_URL the tiles are laid under the same projection.
import { frameAround, type LatLon, mercator, tilesFor } from "./map-projection.ts";

export interface MapShop extends LatLon {
  name: string;
  href: string;
}

interface ShopMapProps {
  shops: MapShop[];
  /** The shopper's position or postcode, when known. */
  origin: (LatLon & { label: string }) | null;
  tileUrl: string | null;
  tileAttribution: string;
}

const VIEW_WIDTH = 1000;

export function ShopMap({ shops, origin, tileUrl, tileAttribution }: ShopMapProps) {
  if (shops.length === 0) return null;
  const frame = frameAround(origin ? [...shops, origin] : shops);
  const scale = VIEW_WIDTH / frame.width;
  const viewHeight = Math.round(frame.height * scale);
  const at = (p: LatLon) => {
    const m = mercator(p);
    return { cx: (m.x - frame.left) * scale, cy: (m.y - frame.top) * scale };
  };
  // Markers stay a finger-sized share of the drawn map, however tall the frame is.
  const radius = Math.max(VIEW_WIDTH, viewHeight) / 70;
  return (
    <figure className="shop-map">
      <svg
        className="shop-map__svg"
        viewBox={`0 0 ${VIEW_WIDTH} ${viewHeight}`}
        aria-labelledby="shop-map-title"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="shop-map-title">Kart over butikkene</title>
        <rect x="0" y="0" width={VIEW_WIDTH} height={viewHeight} className="shop-map__sea" />
        {tileUrl
          ? tilesFor(frame, tileUrl).map((t) => (
              <image
                key={t.href}
                href={t.href}
                x={(t.x - frame.left) * scale}
                y={(t.y - frame.top) * scale}
                width={t.size * scale}
                height={t.size * scale}
              />
            ))
          : null}
        {shops.map((s) => {
          const p = at(s);
          return (
            <a key={s.href} href={s.href} aria-label={s.name} className="shop-map__marker">
              <title>{s.name}</title>
              <circle cx={p.cx} cy={p.cy} r={radius} />
            </a>
          );
        })}
        {origin ? (
          <g className="shop-map__origin">
            <title>{origin.label}</title>
            <rect
              x={at(origin).cx - radius}
              y={at(origin).cy - radius}
              width={radius * 2}
              height={radius * 2}
              transform={`rotate(45 ${at(origin).cx} ${at(origin).cy})`}
            />
          </g>
        ) : null}
      </svg>
      <figcaption className="shop-map__caption">
        {origin ? "Rund prikk: butikk. Firkant: der du søkte fra." : "Hver prikk er en butikk; velg en for å se den."}
        {tileUrl && tileAttribution ? <span className="shop-map__attribution"> Kart: {tileAttribution}</span> : null}
      </figcaption>
    </figure>
  );
}
