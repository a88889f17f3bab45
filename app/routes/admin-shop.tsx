// Back office: one shop's edit form (issue 15). Administrators edit everything; staff of the shop its
// opening hours and special hours; another shop is not found for staff.
import { can } from "../../domain/back-office-roles.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { ShopForm } from "../features/backoffice/shop-form.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-shop";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Butikk: ${data.shop.name}` : "Butikk" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  return loadFor(context, `/admin/butikker/${params.id}`, "shops.read", async (staff) => {
    if (id === null) notFound();
    try {
      return { role: staff.role, shop: await context.services.shopAdmin.one(staff, id) };
    } catch (error) {
      if (isNotFoundError(error)) notFound();
      throw error;
    }
  });
}

export default function AdminShop({ loaderData }: Route.ComponentProps) {
  const { role, shop } = loaderData;
  return (
    <div className="page admin-page">
      <h1>{shop.name}</h1>
      <ShopForm key={shop.id} shop={shop} editAll={can(role, "shops.edit")} />
    </div>
  );
}
