import type { ImgHTMLAttributes } from "react";
import { Link } from "react-router";
import { FavouriteButton } from "../../components/favourite-button.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import type { CardArticle } from "./card-article.ts";
import { PriceTag } from "./price-tag.tsx";

/** Rendered size of card images; the generated images are square. */
export const CARD_IMAGE_SIZE = 300;

/** How wide a card is drawn: two a row on a phone, up to five on a laptop (the card grid's columns). */
const CARD_IMAGE_SIZES = "(min-width: 64rem) 16rem, (min-width: 40rem) 33vw, 50vw";

/** An image drawn at `size` × `size` pixels (the generated images are square). */
export function SquareImage({
  className,
  src,
  alt,
  size,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height"> & { alt: string; size: number }) {
  return <img className={className} src={src} alt={alt} width={size} height={size} {...rest} />;
}

const oneDecimal = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The average rating with its count: stars for the eye, the numbers in words for a screen reader. */
function CardRating({ average, count }: { average: number; count: number }) {
  const words = `${oneDecimal.format(average)} av 5 stjerner, ${count} ${count === 1 ? "omtale" : "omtaler"}`;
  return (
    <p className="card__rating">
      <span aria-hidden="true">
        <span className="card__stars">★</span> {oneDecimal.format(average)} ({count})
      </span>
      <span className="visually-hidden">Vurdering {words}</span>
    </p>
  );
}

interface ArticleCardProps {
  article: CardArticle;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

export function ArticleCard({ article, eager = false, headingLevel = 3 }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card">
      {article.picture ? (
        <ResponsiveImage
          className="card__image"
          picture={article.picture}
          alt={article.picture.alt}
          sizes={CARD_IMAGE_SIZES}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : (
        <SquareImage
          className="card__image"
          src={article.image}
          alt={article.name}
          size={CARD_IMAGE_SIZE}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      )}
      <FavouriteButton articleId={article.id} className="card__favourite" />
      <div className="card__body">
        <Heading className="card__name">
          {/* The link covers the whole card (CSS); its name is just the article name. */}
          <Link to={article.href} className="card__link">
            {article.name}
          </Link>
        </Heading>
        <p className="card__brand">{article.brand}</p>
        <PriceTag price={article.price} beforePrice={article.beforePrice} className="card__price" />
        {article.rating ? <CardRating {...article.rating} /> : null}
        {article.campaignLabel ? <p className="card__campaign">{article.campaignLabel}</p> : null}
        {article.label ? <p className="card__label">{article.label}</p> : null}
      </div>
    </article>
  );
}

/** Cards in the shop's grid: lists, search, a shop's page, campaigns, blog posts and favourites. */
export function ArticleGrid({
  articles,
  eagerCount = 0,
  headingLevel = 3,
}: {
  articles: readonly ArticleCardProps["article"][];
  /** How many of the first cards load their image at once (those above the fold). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="card-grid">
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
