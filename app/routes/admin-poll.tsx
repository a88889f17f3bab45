// Back office: a new poll (/admin/avstemninger/ny) or one poll with its results, for editors and
// administrators (decision 049).
import { Link } from "react-router";
import { osloDateTime } from "../../domain/opening-hours.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { PollForm, type PollFormValues } from "../features/backoffice/poll-form.tsx";
import { PollResults } from "../features/backoffice/poll-results.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-poll";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.poll ? `Avstemning: ${data.poll.name}` : "Ny avstemning" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = params.id === "ny" ? null : parseRecordId(params.id);
  return loadFor(context, `/admin/avstemninger/${params.id}`, "content.edit", async (staff) => {
    if (id === null && params.id !== "ny") notFound();
    const { pollAdmin, tenants, clock } = context.services;
    const poll =
      id === null
        ? null
        : await pollAdmin
            .one(id)
            .catch((error: unknown) => (isNotFoundError(error) ? notFound() : Promise.reject(error)));
    const brands = await tenants.admin.list();
    return {
      role: staff.role,
      poll,
      justSaved: new URL(request.url).searchParams.has("lagret"),
      brands: brands.map(({ id, name }) => ({ id, name })),
      nowLocal: osloDateTime(clock()),
    };
  });
}

export default function AdminPoll({ loaderData }: Route.ComponentProps) {
  const { poll, justSaved, brands, nowLocal } = loaderData;
  const initial: PollFormValues = poll ?? {
    name: "",
    description: "",
    brandId: null,
    active: true,
    startsAt: nowLocal,
    endsAt: null,
    bannerDesktop: null,
    bannerMobile: null,
    answers: 0,
    questions: [],
  };
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin/avstemninger">Alle avstemninger</Link>
      </p>
      <h1>{poll ? poll.name : "Ny avstemning"}</h1>
      {justSaved ? <p role="status">Avstemningen er opprettet.</p> : null}
      {poll ? (
        <p>
          <Link to={`/avstemning/${poll.id}`}>Se avstemningen i nettbutikken</Link>
        </p>
      ) : null}
      <PollForm key={poll ? `${poll.id}-${poll.answers}` : "ny"} initial={initial} brands={brands} />
      {poll ? <PollResults answers={poll.answers} questions={poll.questions} /> : null}
    </div>
  );
}
