// A poll page (/avstemning/{id}; /avstemning is the newest running poll): banners for desktop and
// mobile, the questions as radio groups, and once the shopper has answered, which answers were
// correct and everyone's scores (decision 038). An unknown or stopped poll is "Siden finnes ikke".

import { NotFoundPage } from "../components/not-found-page.tsx";
import { PollView } from "../features/content/poll-view.tsx";
import { readCookie } from "../lib/cookies.ts";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import pollCss from "../styles/polls.css?url";
import type { Route } from "./+types/poll";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pollCss }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { polls } = context.services;
  let id = params.pollId === undefined ? undefined : Number(params.pollId);
  if (id === undefined) id = (await polls.active(context.tenant.id))[0]?.id;
  if (id === undefined || !Number.isSafeInteger(id) || id <= 0) notFound();
  const poll = await polls
    .byId(id, context.tenant.id)
    .catch((error: unknown) => (isNotFoundError(error) ? notFound() : Promise.reject(error)));
  const shopper = polls.shopper(
    context.user?.id ?? null,
    readCookie(request.headers.get("cookie"), "butikk_poll"),
    context.clientAddress,
  );
  return { brandName: context.tenant.name, poll, result: await polls.resultFor(shopper, poll.id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.poll.name} | ${loaderData.brandName}` },
        { name: "description", content: loaderData.poll.description },
      ]
    : [{ title: "Siden finnes ikke" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function PollPage({ loaderData }: Route.ComponentProps) {
  // Keyed by poll: moving to another poll starts with a fresh form.
  return <PollView key={loaderData.poll.id} poll={loaderData.poll} initialResult={loaderData.result} />;
}
