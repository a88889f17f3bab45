// Home page (route "home", path /): the week's campaign, the brand's home grid from settings, the
// categories and the bestsellers. Everything is server-rendered; the loader ships only what is shown.
import { Link } from "react-router";
import { ArticleCard } from "../features/catalog/article-card.tsx";
import { toCardArticle } from "../features/catalog/card-article.ts";
import { type HomeSlot, parseHomeGrid } from "../features/content/home-grid.ts";
import { PromoTile } from "../features/content/promo-tile.tsx";
import type { Route } from "./+types/home";

const BESTSELLER_COUNT = 8;
/** The first cards may be in view on a phone; the rest load lazily. */
const EAGER_CARDS = 2;

// Also route "homePreview" (/preview/:name): the home screen with the name passed on; a preview is
// never indexed.
export async function loader({ context, params }: Route.LoaderArgs) {
  const { catalog, tenants } = context.services;
  const [categories, bestsellers, campaigns, settings] = await Promise.all([
    catalog.categories(),
    catalog.bestsellers(BESTSELLER_COUNT),
    catalog.campaigns(),
    tenants.settings(context.tenant),
  ]);
  const grid = parseHomeGrid(settings);
  // The newspaper box names the week's campaign; otherwise the newest running one.
  const campaign = campaigns.find((c) => c.id === grid.newspaperCampaignId) ?? campaigns[0] ?? null;
  return {
    brandName: context.tenant.name,
    preview: "name" in params && typeof params.name === "string" ? params.name : null,
    campaign: campaign && {
      id: campaign.id,
      name: campaign.name,
      shortDescription: campaign.shortDescription,
      description: campaign.description,
      url: campaign.url?.startsWith("/") ? campaign.url : null,
    },
    promos: grid.promos,
    popular: grid.popular,
    grid: grid.grid,
    categories: categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    bestsellers: bestsellers.map((b) => toCardArticle(b.article, context.services.clock())),
  };
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

function TileSection({ id, title, slots }: { id: string; title: string; slots: HomeSlot[] }) {
  if (slots.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      <ul className="tile-grid">
        {slots.map((slot) => (
          <li key={`${slot.type}:${slot.id ?? ""}:${slot.title}`}>
            <PromoTile slot={slot} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brandName, campaign, promos, popular, grid, categories, bestsellers } = loaderData;
  return (
    <div className="home">
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

      {categories.length > 0 ? (
        <nav className="home-section" aria-labelledby="categories-title">
          <h2 id="categories-title" className="home-section__title">
            Kategorier
          </h2>
          <ul className="category-list">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="category-list__link" to={`/${category.slug}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <TileSection id="promos-title" title="Aktuelt" slots={promos} />

      {bestsellers.length > 0 ? (
        <section className="home-section" aria-labelledby="bestsellers-title">
          <h2 id="bestsellers-title" className="home-section__title">
            Bestselgere
          </h2>
          <ul className="card-grid">
            {bestsellers.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <TileSection id="popular-title" title="Populære kategorier" slots={popular} />
      <TileSection id="grid-title" title="Utvalgt for deg" slots={grid} />
    </div>
  );
}
