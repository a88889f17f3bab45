// The campaign list (/kampanjer; spec section 2 names "campaigns" as a screen whose path is not
// shown): the weekly ad first as 'Ukens annonse!' with its banner and period, then every other
// running campaign, then articles of the campaigns that combine with other offers
// (GET /campaigns/combined/articles of spec section 7).
import { Link } from "react-router";
import { ArticleGrid } from "../features/catalog/article-card.tsx";
import { CampaignBanner } from "../features/catalog/campaign-banner.tsx";
import {
  campaignEndText,
  campaignPeriodText,
  isWeeklyAd,
  WEEKLY_AD_TITLE,
  weeklyAdFirst,
} from "../features/catalog/campaign-list.ts";
import { toCardArticle } from "../features/catalog/card-article.ts";
import type { Route } from "./+types/campaigns";

/** Articles of combinable campaigns shown under the list. */
const COMBINED_COUNT = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, clock } = context.services;
  const [campaigns, combined] = await Promise.all([
    catalog.campaigns(),
    catalog.combinedCampaignArticles({ page: 1, perPage: COMBINED_COUNT, orderBy: "bestseller", order: "asc" }),
  ]);
  const now = clock();
  return {
    brandName: context.tenant.name,
    canonical: `${context.origin}/kampanjer`,
    campaigns: weeklyAdFirst(campaigns).map((c) => ({
      id: c.id,
      href: `/kampanjer/${c.id}`,
      name: c.name,
      weeklyAd: isWeeklyAd(c),
      shortDescription: c.shortDescription,
      description: c.description,
      image: c.showImage ? c.image : null,
      imageMobile: c.showImage ? c.imageMobile : null,
      period: campaignPeriodText(c),
      ends: campaignEndText(c, now),
      count: c.count,
    })),
    combined: combined.data.map((a) => toCardArticle(a, now)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Kampanjer | ${loaderData?.brandName ?? "Butikk"}` },
  { name: "description", content: "Ukens annonse og alle kampanjer og tilbud som gjelder nå." },
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
];

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns, combined } = loaderData;
  return (
    <div className="page campaigns">
      <h1>Kampanjer</h1>
      {campaigns.length === 0 ? <p>Ingen kampanjer akkurat nå.</p> : null}
      <ul className="campaigns__list">
        {campaigns.map((c, i) => (
          <li
            key={c.id}
            className={[
              "campaign-tile",
              c.weeklyAd ? "campaign-tile--weekly" : "",
              c.image || c.imageMobile ? "" : "campaign-tile--text",
            ].join(" ")}
          >
            <CampaignBanner image={c.image} imageMobile={c.imageMobile} eager={i === 0} />
            <div className="campaign-tile__text">
              <p className="campaign-tile__eyebrow">{c.weeklyAd ? WEEKLY_AD_TITLE : c.shortDescription}</p>
              <h2 className="campaign-tile__title">
                <Link to={c.href}>{c.name}</Link>
              </h2>
              <p className="campaign-tile__period">{c.weeklyAd ? c.period : c.ends}</p>
              {c.description ? <p>{c.description}</p> : null}
              <p className="campaign-tile__count">{c.count === 1 ? "1 vare" : `${c.count} varer`}</p>
            </div>
          </li>
        ))}
      </ul>
      {combined.length > 0 ? (
        <section aria-labelledby="combined-title">
          <h2 id="combined-title">Kan kombineres med andre tilbud</h2>
          <ArticleGrid articles={combined} />
        </section>
      ) : null}
    </div>
  );
}
