// The shop finder (/butikker, spec sections 1, 7 and 8): every shop of the chain, sorted by
// distance from a postcode (a GET form the server answers, so it works without JavaScript) or from
// the browser's position (asked only when the shopper presses the button). The server sorts by
// great-circle distance; in the browser the OSRM table call replaces it with distance by road.
import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { formatDistance } from "../../domain/distance.ts";
import { openingStatus } from "../../domain/opening-hours.ts";
import { slugify } from "../../domain/slug.ts";
import { MyShopButton } from "../features/shops/my-shop-controls.tsx";
import { currentPosition, logNoPosition, PositionError, positionErrorText } from "../features/shops/position.ts";
import { roadDistances } from "../features/shops/road-distances.ts";
import { ShopMap } from "../features/shops/shop-map.tsx";
import type { Route } from "./+types/shops";

export const POSTCODE_FORMAT = "Postnummer må være fire siffer";
export const POSTCODE_UNKNOWN = "Postnummeret finnes ikke";

/** `label` names the point on the map; `near` ends "nærmest … først". */
type Origin = { latitude: number; longitude: number; label: string; near: string };

/** Where to measure from: a postcode, or lat/lon the geolocation button sent. */
async function originOf(
  url: URL,
  postcodeOf: (code: string) => Promise<{ CoordLat: number; CoordLong: number; PostalPlace: string } | undefined>,
) {
  const code = url.searchParams.get("postnummer")?.trim() ?? "";
  if (code) {
    if (!/^\d{4}$/.test(code)) return { code, origin: null, error: POSTCODE_FORMAT };
    const found = await postcodeOf(code);
    if (!found) return { code, origin: null, error: POSTCODE_UNKNOWN };
    const origin: Origin = {
      latitude: found.CoordLat,
      longitude: found.CoordLong,
      label: `${code} ${found.PostalPlace}`,
      near: `${code} ${found.PostalPlace}`,
    };
    return { code, origin, error: null };
  }
  const lat = Number(url.searchParams.get("lat"));
  const lon = Number(url.searchParams.get("lon"));
  if (url.searchParams.has("lat") && url.searchParams.has("lon") && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
    return {
      code: "",
      origin: { latitude: lat, longitude: lon, label: "Din posisjon", near: "deg" } as Origin,
      error: null,
    };
  }
  return { code: "", origin: null, error: null };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { shops: service, clock, env } = context.services;
  const { code, origin, error } = await originOf(url, (c) => service.postcode(c));
  const now = clock();
  const [special, shops] = await Promise.all([service.specialDaysOf(now), service.list(now, origin ?? undefined)]);
  return {
    brandName: context.tenant.name,
    canonical: `${context.origin}/butikker`,
    postcode: code,
    error,
    origin,
    map: { tileUrl: env.MAP_TILE_URL ?? null, attribution: env.MAP_TILE_ATTRIBUTION },
    shops: shops.map((s) => ({
      id: s.id,
      slug: slugify(s.name),
      name: s.fullName || s.name,
      shortName: s.name,
      address: s.address,
      postNo: s.postNo,
      postPlace: s.postPlace,
      phone: s.phone,
      latitude: s.coords.latitude,
      longitude: s.coords.longitude,
      open: s.open,
      status: openingStatus(s.opening_hours, now, special(s.id)).text,
      distance: s.distance,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `Finn butikk | ${loaderData.brandName}` },
        {
          name: "description",
          content: `Finn nærmeste ${loaderData.brandName}-butikk: adresser, åpningstider og avstand fra deg.`,
        },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
      ]
    : [];

type ShopRow = Route.ComponentProps["loaderData"]["shops"][number];

/** Road distances for the page's origin, once it is known in the browser; null while unknown. */
function useRoadDistances(origin: Origin | null, shops: ShopRow[]): Map<number, number> | null {
  const [road, setRoad] = useState<Map<number, number> | null>(null);
  const key = origin ? `${origin.latitude},${origin.longitude}:${shops.map((s) => s.id).join(",")}` : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for origin and shops.
  useEffect(() => {
    setRoad(null);
    if (!origin) return;
    const abort = new AbortController();
    roadDistances(origin, shops, abort.signal).then((found) => {
      if (found) setRoad(new Map(shops.map((s, i) => [s.id, found[i]])));
    });
    return () => abort.abort();
  }, [key]);
  return road;
}

export default function Shops({ loaderData }: Route.ComponentProps) {
  const { origin, error, postcode, map } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [geolocation, setGeolocation] = useState<"unknown" | "available" | "unavailable">("unknown");
  const [positionError, setPositionError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const road = useRoadDistances(origin, loaderData.shops);

  useEffect(() => {
    const available = typeof navigator !== "undefined" && "geolocation" in navigator;
    setGeolocation(available ? "available" : "unavailable");
    if (!available && !origin) logNoPosition();
  }, [origin]);

  const usePosition = async () => {
    setPositionError(null);
    if (!("geolocation" in navigator)) {
      logNoPosition();
      return;
    }
    setLocating(true);
    try {
      const p = await currentPosition(navigator.geolocation);
      navigate(`/butikker?lat=${p.latitude.toFixed(5)}&lon=${p.longitude.toFixed(5)}`);
    } catch (e) {
      const failure = e instanceof PositionError ? e : new PositionError(2, String(e));
      console.warn(failure);
      setPositionError(positionErrorText(failure));
    } finally {
      setLocating(false);
    }
  };

  const shops = road
    ? [...loaderData.shops]
        .map((s) => ({ ...s, distance: road.get(s.id) ?? s.distance }))
        .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))
    : loaderData.shops;

  return (
    <div className="page shop-finder">
      <h1>Finn butikk</h1>
      <Form method="get" action="/butikker" className="shop-finder__form" aria-label="Finn nærmeste butikk">
        <label htmlFor="shop-finder-postcode">Postnummer</label>
        <div className="shop-finder__row">
          <input
            id="shop-finder-postcode"
            name="postnummer"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="\d{4}"
            maxLength={4}
            defaultValue={postcode}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "shop-finder-error" : undefined}
          />
          <button type="submit" className="button button--primary">
            Vis nærmeste
          </button>
          {/* Its place is kept from the server's render on (hidden until the browser says it can
              locate), so the list below does not move when it appears (CLS 0, decision 053). */}
          <button
            type="button"
            className="button"
            onClick={usePosition}
            disabled={locating || geolocation !== "available"}
            aria-hidden={geolocation === "available" ? undefined : true}
            tabIndex={geolocation === "available" ? undefined : -1}
            style={geolocation === "available" ? undefined : { visibility: "hidden" }}
          >
            {locating ? "Finner posisjonen …" : "Bruk min posisjon"}
          </button>
        </div>
        {error ? (
          <p id="shop-finder-error" className="form-message form-message--error" role="alert">
            {error}
          </p>
        ) : null}
        {positionError ? (
          <p className="form-message form-message--error" role="alert">
            {positionError}
          </p>
        ) : null}
      </Form>

      <p className="shop-finder__summary" aria-live="polite">
        {navigation.state === "loading"
          ? "Henter butikkene …"
          : origin
            ? `${shops.length} butikker, nærmest ${origin.near} først.`
            : `${shops.length} butikker.`}
      </p>

      <div className="shop-finder__layout">
        <ul className="shop-list">
          {shops.map((shop) => (
            <li key={shop.id} className="shop-list__item">
              <h2 className="shop-list__name">
                <Link to={`/butikker/${shop.slug}`}>{shop.name}</Link>
              </h2>
              {shop.distance !== null ? <p className="shop-list__distance">{formatDistance(shop.distance)}</p> : null}
              <p>
                {shop.address}, {shop.postNo} {shop.postPlace}
              </p>
              {shop.phone ? (
                <p>
                  Telefon: <a href={`tel:${shop.phone.replace(/[^\d+]/g, "")}`}>{shop.phone}</a>
                </p>
              ) : null}
              <p className={shop.open ? "shop-list__open" : "shop-list__closed"}>{shop.status}</p>
              <MyShopButton shop={{ id: shop.id, name: shop.shortName, slug: shop.slug }} />
            </li>
          ))}
        </ul>
        <ShopMap
          shops={shops.map((s) => ({
            name: s.name,
            href: `/butikker/${s.slug}`,
            latitude: s.latitude,
            longitude: s.longitude,
          }))}
          origin={origin}
          tileUrl={map.tileUrl}
          tileAttribution={map.attribution}
        />
      </div>

      <p className="shop-finder__licence">
        Postnummer og koordinater: «Norske postnummer med koordinatar» av{" "}
        <a href="https://www.erikbolstad.no/postnummer/">Erik Bolstad</a>, lisens{" "}
        <a href="https://creativecommons.org/licenses/by/3.0/">CC BY 3.0</a>.
      </p>
    </div>
  );
}
