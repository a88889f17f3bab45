// The product page body (spec section 4, product): gallery, name, brand, price with pant, campaign
// label, click-and-collect-only marking, colour and size choice, stock per shop for the chosen
// variant, add to cart, share, descriptions, wash and care labels and approved reviews.
import { useState } from "react";
import { formatDate } from "../../../../domain/dates.ts";
import { formatPrice } from "../../../../domain/money.ts";
import { sizePhrase } from "../../../../domain/size-name.ts";
import { ShareMenu } from "../../../components/share-menu.tsx";
import { SquareImage } from "../article-card.tsx";
import { PriceTag } from "../price-tag.tsx";
import type { ChosenVariant, ProductView, ReviewView } from "../product-view.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { VariantPicker } from "./variant-picker.tsx";

/** Rendered size of the product image; the generated images are square. */
const PRODUCT_IMAGE_SIZE = 600;
const THUMB_SIZE = 80;

const rating = new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function Gallery({ images }: { images: ProductView["images"] }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="gallery">
      <SquareImage
        className="product__image"
        src={shown.src}
        alt={shown.alt}
        size={PRODUCT_IMAGE_SIZE}
        fetchPriority="high"
      />
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
                <SquareImage src={image.src} alt={image.alt} size={THUMB_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function StockTable({ chosen }: { chosen: ChosenVariant | null }) {
  return (
    <section className="product__section" aria-labelledby="stock-title">
      <h2 id="stock-title">Lager per butikk</h2>
      {chosen ? (
        <p className="product__stock-variant">
          {chosen.colour}, {sizePhrase(chosen.size)}
        </p>
      ) : null}
      {chosen && chosen.stock.length > 0 ? (
        <table className="stock-table" aria-labelledby="stock-title">
          <thead>
            <tr>
              <th scope="col">Butikk</th>
              <th scope="col">Antall</th>
              <th scope="col">Henting</th>
            </tr>
          </thead>
          <tbody>
            {chosen.stock.map((row) => (
              <tr key={row.shopId}>
                <th scope="row">{row.shopName}</th>
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

function Reviews({ reviews, average }: { reviews: ReviewView[]; average: number | null }) {
  return (
    <section className="product__section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Omtaler</h2>
      {reviews.length === 0 ? (
        <p>Ingen omtaler ennå.</p>
      ) : (
        <>
          {average !== null ? (
            <p className="reviews__average">
              Gjennomsnitt {rating.format(average)} av 5 ({reviews.length} {reviews.length === 1 ? "omtale" : "omtaler"}
              )
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
                {review.reply ? <p className="review__reply">Svar: {review.reply}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function ProductDetails({ product, shareUrl }: { product: ProductView; shareUrl: string }) {
  const { chosen } = product;
  return (
    <article className="product">
      <div className="product__media">
        <Gallery images={product.images} />
      </div>
      <div className="product__info">
        <h1 className="product__name">{product.name}</h1>
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
          disabled={!(chosen?.available && chosen.canPurchase)}
        />
        <ShareMenu url={shareUrl} title={product.name} />

        <StockTable chosen={chosen} />

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
        <Reviews reviews={product.reviews} average={product.averageRating} />
      </div>
    </article>
  );
}
