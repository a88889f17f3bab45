// Home page (route "home", path /): the week's campaign, the brand's home grid from settings, the
// categories, the bestsellers, the campaign carousel and the running poll. Everything is
// server-rendered; the loader ships only what is shown.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { can } from "../../domain/back-office-roles.ts";
import { ArticleCard } from "../features/catalog/article-card.tsx";
import { CampaignCarousel } from "../features/catalog/campaign-carousel.tsx";
import { weeklyAdFirst } from "../features/catalog/campaign-list.ts";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { ActivePoll } from "../features/content/active-poll.tsx";
import { type HomeSlot, parseHomeGrid } from "../features/content/home-grid.ts";
import { PromoTile } from "../features/content/promo-tile.tsx";
import { socialBlock } from "../features/content/social-posts.server.ts";
import { SocialPosts } from "../features/content/social-posts.tsx";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/home";

const BESTSELLER_COUNT = 8;
/** The first cards may be in view on a phone; the rest load lazily. */
const EAGER_CARDS = 2;
/** The carousel's slides at most: the loader stays small and nobody waits for a tenth slide. */
const CAROUSEL_MAX_SLIDES = 6;

// Also route "homePreview" (/preview/:name): the home screen with the draft of its grid of that name
// (decision 050), for the people who edit content; to anyone else it does not exist. A preview is
// never indexed.
export async function loader({ context, params }: Route.LoaderArgs) {
  const { catalog, tenants, polls } = context.services;
  const previewName = "name" in params && typeof params.name === "string" ? params.name : null;
  const draft = previewName === null ? null : await previewDraft(context, previewName);
  const [categories, bestsellers, campaigns, settings, activePolls] = await Promise.all([
    catalog.categories(),
    catalog.bestsellers(BESTSELLER_COUNT),
    catalog.campaigns(),
    tenants.settings(context.tenant),
    polls.active(context.tenant.id),
  ]);
  const grid = parseHomeGrid(draft ? { ...settings, homeGrid: draft.grid } : settings);
  // The newspaper box names the week's campaign; otherwise the newest running one.
  const campaign = campaigns.find((c) => c.id === grid.newspaperCampaignId) ?? campaigns[0] ?? null;
  return {
    brandName: context.tenant.name,
    preview: draft ? draft.name : null,
    campaign: campaign && {
      id: campaign.id,
      name: campaign.name,
      shortDescription: campaign.shortDescription,
      description: campaign.description,
      url: campaign.url?.startsWith("/") ? campaign.url : null,
    },
    // Running campaigns that have a banner to show, the weekly ad first (as on /kampanjer).
    slides: weeklyAdFirst(campaigns)
      .filter((c) => c.showImage && (c.image || c.imageMobile))
      .slice(0, CAROUSEL_MAX_SLIDES)
      .map((c) => ({
        id: c.id,
        href: `/kampanjer/${c.id}`,
        name: c.name,
        shortDescription: c.shortDescription,
        image: c.image,
        imageMobile: c.imageMobile,
      })),
    poll: activePolls[0]
      ? {
          id: activePolls[0].id,
          name: activePolls[0].name,
          bannerDesktop: activePolls[0].bannerDesktop,
          bannerMobile: activePolls[0].bannerMobile,
        }
      : null,
    promos: grid.promos,
    popular: grid.popular,
    grid: grid.grid,
    categories: categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    bestsellers: bestsellers.map((b) => toCardArticle(b.article, context.services.clock())),
    social: socialBlock(context.services.social, context.tenant.id, context.services.clock()),
  };
}

/** The named draft of the home grid, for a role that edits content; a 404 for everyone else. */
async function previewDraft(context: Route.LoaderArgs["context"], name: string) {
  const user = context.user;
  if (!user || !can(user.role, "content.edit")) notFound();
  return (await context.services.tenants.homeDraft(name)) ?? notFound();
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const brand = loaderData?.brandName ?? "Butikk";
  return [
    ...(loaderData?.preview ? [{ name: "robots", content: "noindex" }] : []),
    { title: `${brand} – sport, fritid og friluftsliv` },
    {
      name: "description",
      content: `Klær, sko og utstyr til sport, fritid og friluftsliv fra ${brand}. Handle på nett, eller reserver og hent i butikk.`,
    },
  ];
};

/** A titled section of the home page with a list of items; nothing where there are none. */
function HomeSection<T>({
  id,
  title,
  landmark: Landmark = "section",
  listClassName,
  items,
  itemKey,
  renderItem,
}: {
  id: string;
  title: string;
  landmark?: "section" | "nav";
  listClassName: string;
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Landmark className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      <ul className={listClassName}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
    </Landmark>
  );
}

function TileSection({ id, title, slots }: { id: string; title: string; slots: HomeSlot[] }) {
  return (
    <HomeSection
      id={id}
      title={title}
      listClassName="tile-grid"
      items={slots}
      itemKey={(slot) => `${slot.type}:${slot.id ?? ""}:${slot.title}`}
      renderItem={(slot) => <PromoTile slot={slot} />}
    />
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brandName, campaign, promos, popular, grid, categories, bestsellers, preview } = loaderData;
  return (
    <div className="home">
      {preview ? (
        <p className="home-preview" role="status">
          <strong>Forhåndsvisning</strong> av utkastet «{preview}». Kundene ser ikke dette før det er publisert.{" "}
          <Link to={`/admin/forside?utkast=${encodeURIComponent(preview)}`}>Tilbake til redigering</Link>
        </p>
      ) : null}
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__intro">
          <h1 id="hero-title" className="hero__title">
            {brandName}
          </h1>
          <p className="hero__lead">Alt til sport, fritid og friluftsliv. Reserver på nett og hent i butikk.</p>
        </div>
        {campaign ? (
          <div className="hero__campaign">
            <p className="hero__eyebrow">{campaign.shortDescription}</p>
            <h2 className="hero__campaign-title">{campaign.name}</h2>
            {campaign.description ? <p className="hero__campaign-text">{campaign.description}</p> : null}
            {campaign.url ? (
              <Link className="button button--inverse" to={campaign.url}>
                Se kampanjen<span className="visually-hidden">: {campaign.name}</span>
              </Link>
            ) : null}
          </div>
        ) : null}
      </section>

      <CampaignCarousel slides={loaderData.slides} />

      <HomeSection
        id="categories-title"
        title="Kategorier"
        landmark="nav"
        listClassName="category-list"
        items={categories}
        itemKey={(category) => category.id}
        renderItem={(category) => (
          <Link className="category-list__link" to={`/${category.slug}`}>
            {category.name}
          </Link>
        )}
      />

      <TileSection id="promos-title" title="Aktuelt" slots={promos} />

      <HomeSection
        id="bestsellers-title"
        title="Bestselgere"
        listClassName="card-grid"
        items={bestsellers}
        itemKey={(article) => article.id}
        renderItem={(article, index) => <ArticleCard article={article} eager={index < EAGER_CARDS} />}
      />

      <TileSection id="popular-title" title="Populære kategorier" slots={popular} />
      <TileSection id="grid-title" title="Utvalgt for deg" slots={grid} />
      <ActivePoll poll={loaderData.poll} />
      <SocialPosts data={loaderData.social} />
    </div>
  );
}
