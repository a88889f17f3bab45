/** A campaign's banner: the mobile image below 1020 px (spec section 9), the desktop one above. */
export function CampaignBanner({
  image,
  imageMobile,
  eager,
}: {
  image: string | null;
  imageMobile: string | null;
  eager: boolean;
}) {
  const fallback = imageMobile ?? image;
  if (!fallback) return null;
  return (
    <picture className="campaign-banner">
      {image ? <source media="(min-width: 1020px)" srcSet={image} /> : null}
      <img
        className="campaign-banner__image"
        src={fallback}
        alt=""
        width={600}
        height={600}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
