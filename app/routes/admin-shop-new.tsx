// Back office: a new shop (issue 31), for administrators: its number, name, contact, address with
// coordinates from the address lookup, hours, preparation time and safety buffer. Saving opens the
// shop's own page, which says where its coordinates came from.
import { Link } from "react-router";
import { ShopForm } from "../features/backoffice/shop-form.tsx";
import type { Route } from "./+types/admin-shop-new";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Ny butikk" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/butikker/ny", "shops.edit", async (staff) => ({ role: staff.role }));
}

export default function AdminShopNew() {
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin/butikker">Alle butikker</Link>
      </p>
      <h1>Ny butikk</h1>
      <p>
        Butikken vises i nettbutikken så snart den er opprettet: i butikkoversikten, som hentested i kassen og med lager
        per butikk.
      </p>
      <ShopForm shop={null} editAll />
    </div>
  );
}
