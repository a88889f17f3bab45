// Product page (route "product", /product/:articleId): one visible article with price, variants by
// colour and stock per shop, all server-rendered. A hidden or unknown article is "Siden finnes ikke".

import type { ArticleDetail } from "../../server/modules/catalog/types.ts";
import { RouteErrorPage, routeErrorMeta } from "../components/route-error-page.tsx";
import { parseArticleId } from "../features/catalog/params.ts";
import { PriceTag } from "../features/catalog/price-tag.tsx";
import { metaDescription, type ProductStockView, toProductView } from "../features/catalog/product-view.ts";
import { requestAddToCart } from "../lib/cart-events.ts";
import { formatPrice } from "../lib/format.ts";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/product";

/** Rendered size of the product image; the generated images are square. */
const PRODUCT_IMAGE_SIZE = 600;

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseArticleId(params.articleId);
  if (id === null) notFound();

  const { catalog, shops } = context.services;
  const [article, shopList] = await Promise.all([
    catalog.article(id).catch((error: unknown) => (isNotFoundError(error) ? notFound() : Promise.reject(error))),
    shops.list(new Date()),
  ]);
  return {
    brandName: context.tenant.name,
    canonical: `${context.origin}/product/${article.id}`,
    product: toProductView(article, shopList),
    // What the cart needs when a variant is added (app/lib/cart-events.ts).
    article,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return routeErrorMeta(error);
  const { brandName, canonical, product } = loaderData;
  const about = product.description.join(" ");
  return [
    { title: `${product.name} | ${brandName}` },
    {
      name: "description",
      content: metaDescription(`${product.name} fra ${product.brand}, ${formatPrice(product.price)}. ${about}`),
    },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
};

function StockTable({ stock }: { stock: ProductStockView | null }) {
  return (
    <section className="product__section" aria-labelledby="stock-title">
      <h2 id="stock-title">Lager per butikk</h2>
      {stock ? (
        <>
          <p className="product__stock-variant">
            {stock.colour}, størrelse {stock.size}
          </p>
          <table className="stock-table" aria-labelledby="stock-title">
            <thead>
              <tr>
                <th scope="col">Butikk</th>
                <th scope="col">Antall</th>
              </tr>
            </thead>
            <tbody>
              {stock.shops.map((row) => (
                <tr key={row.shopId}>
                  <th scope="row">{row.shopName}</th>
                  <td>{row.qty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p>Ikke på lager i noen butikk.</p>
      )}
    </section>
  );
}

/** Minimal add-to-cart (issue 6); the cart listens to the event and opens 'Min Handlekurv'. */
function AddToCartButton({ article, variantId, label }: { article: ArticleDetail; variantId: number; label: string }) {
  const variant = article.variants.find((v) => v.id === variantId);
  if (!variant?.canPurchase) return null;
  return (
    <button
      type="button"
      className="button button--primary variant-list__add"
      aria-label={`Legg ${label} i handlekurven`}
      onClick={() => requestAddToCart({ article, variant })}
    >
      Legg i handlekurv
    </button>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, article } = loaderData;
  return (
    <article className="product">
      <div className="product__media">
        <img
          className="product__image"
          src={product.image}
          alt={product.name}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          fetchPriority="high"
        />
      </div>
      <div className="product__info">
        <h1 className="product__name">{product.name}</h1>
        <p className="product__brand">{product.brand}</p>
        <PriceTag price={product.price} beforePrice={product.beforePrice} className="product__price" />
        {product.pant > 0 ? <p className="product__pant">Pant: {formatPrice(product.pant)}</p> : null}

        {product.description.length > 0 ? (
          <section className="product__section" aria-labelledby="description-title">
            <h2 id="description-title">Beskrivelse</h2>
            {product.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ) : null}

        <section className="product__section" aria-labelledby="variants-title">
          <h2 id="variants-title">Farger og størrelser</h2>
          {product.colours.map((colour) => (
            <div key={colour.id} className="product__colour">
              <h3 className="product__colour-name">
                {colour.hex ? (
                  <span className="swatch" style={{ backgroundColor: colour.hex }} aria-hidden="true" />
                ) : null}
                {colour.name}
              </h3>
              <ul className="variant-list">
                {colour.variants.map((variant) => (
                  <li key={variant.id} className="variant-list__item">
                    <span className="variant-list__size">{variant.size}</span>
                    <span className="visually-hidden">: </span>
                    <span className={variant.inStock ? "variant-list__stock" : "variant-list__stock--none"}>
                      {variant.inStock ? "På lager" : "Ikke på lager"}
                    </span>
                    {variant.inStock && article.canPurchase ? (
                      <AddToCartButton
                        article={article}
                        variantId={variant.id}
                        label={`${colour.name} ${variant.size}`}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>

        <StockTable stock={product.stock} />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
