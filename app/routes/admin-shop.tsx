// Back office: one shop (issues 15 and 31). Administrators edit everything and close or reopen it;
// staff of the shop edit its opening hours and special hours; another shop is not found for staff.
import { Link } from "react-router";
import { can } from "../../domain/back-office-roles.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { ShopForm } from "../features/backoffice/shop-form.tsx";
import { ShopStatus } from "../features/backoffice/shop-status.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-shop";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Butikk: ${data.shop.name}` : "Butikk" },
  { name: "robots", content: "noindex" },
];

/** What a new shop's page says about where its coordinates came from (?opprettet=…). */
const CREATED: Record<string, string> = {
  address: "Butikken er opprettet. Koordinatene er adressens punkt i Kartverkets adresseregister.",
  postcode:
    "Butikken er opprettet. Adressen ble ikke funnet i adresseregisteret, så koordinatene er midten av postnummeret: sjekk dem under «Adresse og kart».",
  postcodeNoLookup:
    "Butikken er opprettet. Adresseoppslag er ikke satt opp, så koordinatene er midten av postnummeret: sjekk dem under «Adresse og kart».",
  manual: "Butikken er opprettet med koordinatene du skrev inn.",
};

/** The sentence for ?opprettet=…; the postcode's centre says why it was used. */
function createdMessage(source: string | null, lookupEnabled: boolean): string | null {
  if (source === "postcode" && !lookupEnabled) return CREATED.postcodeNoLookup;
  return source && source in CREATED && source !== "postcodeNoLookup" ? CREATED[source] : null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  return loadFor(context, `/admin/butikker/${params.id}`, "shops.read", async (staff) => {
    if (id === null) notFound();
    try {
      const { shopAdmin } = context.services;
      const shop = await shopAdmin.one(staff, id);
      const editAll = can(staff.role, "shops.edit");
      return {
        role: staff.role,
        shop,
        openReservations: editAll && shop.active ? await shopAdmin.openReservations(id) : 0,
        created: createdMessage(
          new URL(request.url).searchParams.get("opprettet"),
          context.services.addresses.lookupEnabled,
        ),
      };
    } catch (error) {
      if (isNotFoundError(error)) notFound();
      throw error;
    }
  });
}

export default function AdminShop({ loaderData }: Route.ComponentProps) {
  const { role, shop, openReservations, created } = loaderData;
  const editAll = can(role, "shops.edit");
  return (
    <div className="page admin-page">
      {editAll ? (
        <p>
          <Link to="/admin/butikker">Alle butikker</Link>
        </p>
      ) : null}
      <h1>
        {shop.name} <span className="admin-muted">nr. {shop.no}</span>
        {shop.active ? null : <span className="admin-muted"> (stengt)</span>}
      </h1>
      {created ? (
        <p className="form-message form-message--success" role="status">
          {created}
        </p>
      ) : null}
      <ShopForm key={shop.id} shop={shop} editAll={editAll} />
      {editAll ? <ShopStatus id={shop.id} active={shop.active} openReservations={openReservations} /> : null}
    </div>
  );
}
