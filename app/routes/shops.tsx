// The chain's shops (/butikker; the spec's shop finder has no path of its own, and the home grid's
// store search box links here): every active shop with address, phone and whether it is open now.
// Distance by postcode or geolocation belongs to the shop finder and is not part of this page.
import type { Route } from "./+types/shops";

export async function loader({ context }: Route.LoaderArgs) {
  const shops = await context.services.shops.list(new Date());
  return {
    brandName: context.tenant.name,
    canonical: `${context.origin}/butikker`,
    shops: shops.map((s) => ({
      id: s.id,
      name: s.fullName || s.name,
      address: s.address,
      postNo: s.postNo,
      postPlace: s.postPlace,
      phone: s.phone,
      open: s.open,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `Butikker | ${loaderData.brandName}` },
        { name: "description", content: `Finn din ${loaderData.brandName}-butikk: adresser og telefon.` },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
      ]
    : [];

export default function Shops({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>Butikker</h1>
      <ul className="shop-list">
        {loaderData.shops.map((shop) => (
          <li key={shop.id} className="shop-list__item">
            <h2 className="shop-list__name">{shop.name}</h2>
            <p>
              {shop.address}, {shop.postNo} {shop.postPlace}
            </p>
            {shop.phone ? <p>Telefon: {shop.phone}</p> : null}
            <p className={shop.open ? "shop-list__open" : "shop-list__closed"}>{shop.open ? "Åpen nå" : "Stengt nå"}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
