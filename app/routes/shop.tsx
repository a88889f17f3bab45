// One shop's page (/butikker/{slug of the name}): address, contact, the week's opening hours from
// Monday, whether it is open now and when it closes or opens next, the holidays ahead, a few
// articles in stock and LocalBusiness JSON-LD. An unknown or old name is "Siden finnes ikke" (404).
import { data, Link } from "react-router";
import { openingStatus, osloDate, relativeTimeText, weekTable } from "../../domain/opening-hours.ts";
import { NotFoundPage } from "../components/not-found-page.tsx";
import { ArticleGrid } from "../features/catalog/article-card.tsx";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { MyShopButton } from "../features/shops/my-shop-controls.tsx";
import type { Route } from "./+types/shop";

const ARTICLES_SHOWN = 8;
const HOLIDAYS_AHEAD_DAYS = 60;

const holidayDate = new Intl.DateTimeFormat("nb-NO", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const { shops, catalog, clock } = context.services;
  const now = clock();
  const shop = await shops.bySlug(params.shopName, now);
  if (!shop) throw data(null, { status: 404 });
  const status = openingStatus(shop.opening_hours, now, shop.specialDays);
  const today = osloDate(now);
  const until = osloDate(new Date(now.getTime() + HOLIDAYS_AHEAD_DAYS * 86_400_000));
  const articles = await catalog.inStockAt(shop.id, ARTICLES_SHOWN);
  const canonical = `${context.origin}/butikker/${shop.slug}`;
  const week = weekTable(shop.opening_hours);
  return {
    brandName: context.tenant.name,
    canonical,
    shop: {
      id: shop.id,
      slug: shop.slug,
      shortName: shop.name,
      name: shop.fullName || shop.name,
      description: shop.description,
      address: shop.address,
      postNo: shop.postNo,
      postPlace: shop.postPlace,
      phone: shop.phone,
      email: shop.email,
      messengerId: shop.messengerId,
      orgNo: shop.orgNo,
      mapLink:
        shop.mapLink ??
        `https://www.openstreetmap.org/?mlat=${shop.coords.latitude}&mlon=${shop.coords.longitude}#map=16/${shop.coords.latitude}/${shop.coords.longitude}`,
    },
    status: {
      open: status.open,
      text: status.text,
      relative: status.changesAt ? relativeTimeText(now, status.changesAt) : null,
    },
    week,
    holidays: shop.specialDays
      .filter((d) => d.date >= today && d.date <= until)
      .map((d) => ({
        date: d.date,
        label: `${d.name}, ${holidayDate.format(new Date(`${d.date}T00:00:00Z`))}`,
        hours: d.hours ? `${d.hours.from}–${d.hours.to}` : "Stengt",
      })),
    articles: articles.map((a) => toCardArticle(a, now)),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: shop.fullName || shop.name,
      url: canonical,
      telephone: shop.phone || undefined,
      email: shop.email || undefined,
      address: {
        "@type": "PostalAddress",
        streetAddress: shop.address,
        postalCode: shop.postNo,
        addressLocality: shop.postPlace,
        addressCountry: "NO",
      },
      geo: { "@type": "GeoCoordinates", latitude: shop.coords.latitude, longitude: shop.coords.longitude },
      openingHoursSpecification: [
        ...shop.opening_hours.map((r) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: r.days.map((d) => SCHEMA_DAYS[d]),
          opens: r.from,
          closes: r.to,
        })),
        ...shop.specialDays
          .filter((d) => d.date >= today)
          .map((d) => ({
            "@type": "OpeningHoursSpecification",
            validFrom: d.date,
            validThrough: d.date,
            opens: d.hours?.from ?? "00:00",
            closes: d.hours?.to ?? "00:00",
          })),
      ],
    },
  };
}

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
  (d) => `https://schema.org/${d}`,
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.shop.name} | ${loaderData.brandName}` },
        {
          name: "description",
          content: `${loaderData.shop.name}: ${loaderData.shop.address}, ${loaderData.shop.postNo} ${loaderData.shop.postPlace}. Åpningstider og kontakt.`,
        },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
        { "script:ld+json": loaderData.jsonLd },
      ]
    : [{ title: "Siden finnes ikke" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { shop, status, week, holidays, articles } = loaderData;
  return (
    <div className="page shop-page">
      <p>
        <Link to="/butikker">Alle butikker</Link>
      </p>
      <h1>{shop.name}</h1>
      <MyShopButton shop={{ id: shop.id, name: shop.shortName, slug: shop.slug }} />
      <p className={status.open ? "shop-list__open" : "shop-list__closed"}>
        {status.text}
        {status.relative ? ` (${status.relative})` : null}
      </p>
      {shop.description ? <p>{shop.description}</p> : null}

      <div className="shop-page__columns">
        <section aria-labelledby="shop-contact">
          <h2 id="shop-contact">Adresse og kontakt</h2>
          <address className="shop-page__address">
            {shop.address}
            <br />
            {shop.postNo} {shop.postPlace}
          </address>
          <p>
            <a href={shop.mapLink}>Vis i kart</a>
          </p>
          <dl className="shop-page__facts">
            {shop.phone ? (
              <>
                <dt>Telefon</dt>
                <dd>
                  <a href={`tel:${shop.phone.replace(/[^\d+]/g, "")}`}>{shop.phone}</a>
                </dd>
              </>
            ) : null}
            {shop.email ? (
              <>
                <dt>E-post</dt>
                <dd>
                  <a href={`mailto:${shop.email}`}>{shop.email}</a>
                </dd>
              </>
            ) : null}
            {shop.messengerId ? (
              <>
                <dt>Messenger</dt>
                <dd>
                  <a href={`https://m.me/${encodeURIComponent(shop.messengerId)}`}>Send melding</a>
                </dd>
              </>
            ) : null}
            {shop.orgNo ? (
              <>
                <dt>Organisasjonsnummer</dt>
                <dd>{shop.orgNo}</dd>
              </>
            ) : null}
          </dl>
        </section>

        <section aria-labelledby="shop-hours">
          <h2 id="shop-hours">Åpningstider</h2>
          <table className="shop-page__hours">
            <tbody>
              {week.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.name[0].toUpperCase() + d.name.slice(1)}</th>
                  <td>{d.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {holidays.length > 0 ? (
            <>
              <h3>Helligdager</h3>
              <ul className="shop-page__holidays">
                {holidays.map((h) => (
                  <li key={h.date}>
                    {h.label}: {h.hours}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      {articles.length > 0 ? (
        <section aria-labelledby="shop-articles">
          <h2 id="shop-articles">På lager i butikken</h2>
          <ArticleGrid articles={articles} />
        </section>
      ) : null}
    </div>
  );
}
