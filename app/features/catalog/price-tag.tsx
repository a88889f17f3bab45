import { formatPrice } from "../../../domain/money.ts";

/** The price, and when a campaign lowers it, the before-price struck through (read as "Nå … Før …"). */
export function PriceTag({
  price,
  beforePrice,
  className,
}: {
  price: number;
  beforePrice: number | null;
  className: string;
}) {
  return (
    <p className={`price ${className}`}>
      {beforePrice !== null ? (
        <>
          <span className="visually-hidden">Nå </span>
          <span className="price__now price__now--sale">{formatPrice(price)}</span>{" "}
          <s className="price__before">
            <span className="visually-hidden">Før </span>
            {formatPrice(beforePrice)}
          </s>
        </>
      ) : (
        <span className="price__now">{formatPrice(price)}</span>
      )}
    </p>
  );
}
