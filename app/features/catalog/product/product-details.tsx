// The product page body (spec section 4, product): gallery, name, brand, price with pant, campaign
// label, click-and-collect-only marking, colour and size choice, stock per shop for the chosen
// variant, add to cart, share, descriptions, wash and care labels and approved reviews.
import { type ReactNode, useState } from "react";
import { formatDate } from "../../../../domain/dates.ts";
import { formatPrice } from "../../../../domain/money.ts";
import { sizePhrase } from "../../../../domain/size-name.ts";
import { FavouriteButton } from "../../../components/favourite-button.tsx";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { ShareMenu } from "../../../components/share-menu.tsx";
import { useMyShop } from "../../shops/my-shop.ts";
import { myShopFirst, type StockRow } from "../../shops/my-shop-stock.ts";
import { SquareImage } from "../article-card.tsx";
import { PriceTag } from "../price-tag.tsx";
import { buyBlockedReason, type ChosenVariant, type ProductView, type ReviewView } from "../product-view.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { useFreshStock, withFreshStock } from "./fresh-stock.ts";
import { ReviewFormSlot } from "./review-form-slot.tsx";
import { VariantPicker } from "./variant-picker.tsx";

/** Rendered size of the product image; the generated images are square. */
const PRODUCT_IMAGE_SIZE = 600;
const THUMB_SIZE = 80;
/** The product image fills the page's width on a phone and half of it from a tablet on. */
const PRODUCT_IMAGE_SIZES = "(min-width: 48rem) 50vw, 100vw";

const rating = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const reviewCount = (n: number) => `${n} ${n === 1 ? "omtale" : "omtaler"}`;
const stars = (average: number) => {
  const full = Math.round(average);
  return "★".repeat(full) + "☆".repeat(Math.max(0, 5 - full));
};

function Gallery({ images }: { images: ProductView["images"] }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="gallery">
      {shown.picture ? (
        <ResponsiveImage
          className="product__image"
          picture={shown.picture}
          alt={shown.alt}
          sizes={PRODUCT_IMAGE_SIZES}
          fetchPriority="high"
        />
      ) : (
        <SquareImage
          className="product__image"
          src={shown.src}
          alt={shown.alt}
          size={PRODUCT_IMAGE_SIZE}
          fetchPriority="high"
        />
      )}
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Bilder">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                {image.picture ? (
                  <ResponsiveImage picture={image.picture} alt={image.alt} sizes="4rem" loading="lazy" />
                ) : (
                  <SquareImage src={image.src} alt={image.alt} size={THUMB_SIZE} loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function StockTable({ chosen, rows }: { chosen: ChosenVariant | null; rows: StockRow[] }) {
  return (
    <section className="product__section" aria-labelledby="stock-title">
      <h2 id="stock-title">Lager per butikk</h2>
      {chosen ? (
        <p className="product__stock-variant">
          {chosen.colour}, {sizePhrase(chosen.size)}
        </p>
      ) : null}
      {chosen && rows.length > 0 ? (
        <table className="stock-table" aria-labelledby="stock-title">
          <thead>
            <tr>
              <th scope="col">Butikk</th>
              <th scope="col">Antall</th>
              <th scope="col">Henting</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.shopId} className={row.mine ? "stock-table__mine" : undefined}>
                <th scope="row">
                  {row.shopName}
                  {row.mine ? <span className="my-shop__badge stock-table__badge">Min butikk</span> : null}
                </th>
                <td>{row.qty}</td>
                <td className="stock-table__promise">{row.promise ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Ikke på lager i noen butikk.</p>
      )}
    </section>
  );
}

function Reviews({
  reviews,
  average,
  children,
}: {
  reviews: ReviewView[];
  average: number | null;
  children: ReactNode;
}) {
  return (
    <section className="product__section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Omtaler</h2>
      {reviews.length === 0 ? (
        <p>Ingen omtaler ennå.</p>
      ) : (
        <>
          {average !== null ? (
            <p className="reviews__average">
              Gjennomsnitt {rating.format(average)} av 5 ({reviewCount(reviews.length)})
            </p>
          ) : null}
          <ul className="reviews">
            {reviews.map((review) => (
              <li key={review.id} className="review">
                <p className="review__head">
                  <span className="review__stars" aria-hidden="true">
                    {"★".repeat(review.rating)}
                    {"☆".repeat(Math.max(0, 5 - review.rating))}
                  </span>
                  <span className="visually-hidden">{review.rating} av 5</span> {review.customer},{" "}
                  <time dateTime={review.date}>{formatDate(review.date)}</time>
                </p>
                <p>{review.content}</p>
                {review.reply ? <p className="review__reply">Svar fra butikken: {review.reply}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}

export function ProductDetails({ product, shareUrl }: { product: ProductView; shareUrl: string }) {
  const { chosen } = product;
  const myShop = useMyShop();
  const fresh = useFreshStock(product.id);
  const stock = myShopFirst(withFreshStock(chosen?.stock ?? [], chosen?.id ?? null, fresh), chosen ? myShop : null);
  return (
    <article className="product">
      <div className="product__media">
        {/* Keyed by the main image: a new colour shows its own image first, not the thumb picked before. */}
        <Gallery key={product.images[0]?.src} images={product.images} />
      </div>
      <div className="product__info">
        <h1 className="product__name">{product.name}</h1>
        {product.averageRating !== null && product.reviews.length > 0 ? (
          <p className="product__rating">
            <a href="#reviews-title">
              <span className="review__stars" aria-hidden="true">
                {stars(product.averageRating)}
              </span>{" "}
              {rating.format(product.averageRating)} av 5 ({reviewCount(product.reviews.length)})
            </a>
          </p>
        ) : null}
        <p className="product__brand">{product.brand}</p>
        {product.campaignLabel ? <p className="product__campaign">{product.campaignLabel}</p> : null}
        <PriceTag price={product.price} beforePrice={product.beforePrice} className="product__price" />
        {product.pant > 0 ? <p className="product__pant">Pant: {formatPrice(product.pant)}</p> : null}
        {product.customLabel ? <p className="card__label">{product.customLabel}</p> : null}
        {product.onlyCC ? <p className="product__only-cc">Kun klikk og hent: hentes i butikk</p> : null}

        <VariantPicker
          colours={product.colours}
          sizes={product.sizes}
          colourId={chosen?.colourId ?? null}
          sizeId={chosen?.sizeId ?? null}
        />
        <AddToCartButton
          articleId={product.id}
          variantId={chosen?.id ?? null}
          blockedReason={buyBlockedReason(product)}
        />
        {stock.promise ? (
          <p className={`my-shop-promise${stock.rows[0]?.qty ? "" : " my-shop-promise--none"}`}>{stock.promise}</p>
        ) : null}
        <FavouriteButton articleId={product.id} className="product__favourite" />
        <ShareMenu url={shareUrl} title={product.name} />

        <StockTable chosen={chosen} rows={stock.rows} />

        {product.description.length > 0 ? (
          <section className="product__section" aria-labelledby="description-title">
            <h2 id="description-title">Beskrivelse</h2>
            {product.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ) : null}
        {product.techDescription.length > 0 ? (
          <section className="product__section" aria-labelledby="tech-title">
            <h2 id="tech-title">Teknisk beskrivelse</h2>
            <ul>
              {product.techDescription.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {product.washLabel.length > 0 || product.careLabel.length > 0 ? (
          <section className="product__section" aria-labelledby="care-title">
            <h2 id="care-title">Vask og vedlikehold</h2>
            <ul>
              {[...product.washLabel, ...product.careLabel].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <Reviews reviews={product.reviews} average={product.averageRating}>
          <ReviewFormSlot articleId={product.id} boughtChoices={product.boughtChoices} />
        </Reviews>
      </div>
    </article>
  );
}
