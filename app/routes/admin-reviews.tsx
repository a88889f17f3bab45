// Back office: review moderation (issue 15, decision 042). New reviews oldest first, or the approved
// ones (?status=godkjente), each with approve, reject and the shop's reply.
import { Link } from "react-router";
import { ReviewModerationCard } from "../features/backoffice/review-moderation-card.tsx";
import type { Route } from "./+types/admin-reviews";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Anmeldelser" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/anmeldelser", "reviews.moderate", async (staff) => {
    const approved = new URL(request.url).searchParams.get("status") === "godkjente";
    const queue = await context.services.reviewModeration.queue(approved ? "approved" : "new");
    return { role: staff.role, approved, ...queue };
  });
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { approved, counts, data } = loaderData;
  return (
    <div className="page admin-page">
      <h1>Anmeldelser</h1>
      <nav aria-label="Anmeldelser">
        <ul className="admin-nav">
          <li>
            <Link to="/admin/anmeldelser" aria-current={approved ? undefined : "page"}>
              Nye ({counts.new})
            </Link>
          </li>
          <li>
            <Link to="/admin/anmeldelser?status=godkjente" aria-current={approved ? "page" : undefined}>
              Godkjente ({counts.approved})
            </Link>
          </li>
        </ul>
      </nav>
      {data.length === 0 ? (
        <p>{approved ? "Ingen godkjente anmeldelser." : "Ingen nye anmeldelser å se gjennom."}</p>
      ) : (
        data.map((r) => <ReviewModerationCard key={r.id} review={r} />)
      )}
    </div>
  );
}
