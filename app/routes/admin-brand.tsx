// Back office: one brand's edit form (issue 15), for administrators.
import { parseRecordId } from "../../domain/record-id.ts";
import { BrandForm } from "../features/backoffice/brand-form.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-brand";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Merke: ${data.brand.name}` : "Merke" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  return loadFor(context, `/admin/merker/${params.id}`, "brands.edit", async (staff) => {
    if (id === null) notFound();
    try {
      return { role: staff.role, brand: await context.services.brandAdmin.one(id) };
    } catch (error) {
      if (isNotFoundError(error)) notFound();
      throw error;
    }
  });
}

export default function AdminBrand({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  return (
    <div className="page admin-page">
      <h1>{brand.name}</h1>
      <BrandForm key={brand.id} brand={brand} />
    </div>
  );
}
