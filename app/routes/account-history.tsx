// The customer's reservations, orders and reviews (/konto/reservasjoner, /konto/ordrer,
// /konto/anmeldelser): the first page is rendered, later pages load on demand.
import { Link, redirect } from "react-router";
import { type HistoryKind, HistoryList, type HistoryPage } from "../features/account/history-list.tsx";
import accountCss from "../styles/account.css?url";
import type { Route } from "./+types/account-history";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];

const KINDS: Record<string, { kind: HistoryKind; title: string }> = {
  reservasjoner: { kind: "reservations", title: "Reservasjoner" },
  ordrer: { kind: "orders", title: "Ordrer" },
  anmeldelser: { kind: "reviews", title: "Anmeldelser" },
};

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Min konto" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  const entry = KINDS[segment];
  if (!entry) throw new Response(null, { status: 404 });
  if (!context.user) throw redirect(`/logg-inn?tilbake=/konto/${segment}&melding=krever-innlogging`);
  const { customers } = context.services;
  const first =
    entry.kind === "reservations"
      ? await customers.reservations(context.user.id, 1)
      : entry.kind === "orders"
        ? await customers.orders(context.user.id, 1)
        : await context.services.reviews.ofCustomer(context.user.id, 1);
  // Dates travel as ISO text, as the API sends them.
  return { ...entry, first: JSON.parse(JSON.stringify(first)) as HistoryPage };
}

export default function AccountHistory({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <p>
        <Link to="/konto">Tilbake til Min konto</Link>
      </p>
      <h1>{loaderData.title}</h1>
      <HistoryList key={loaderData.kind} kind={loaderData.kind} first={loaderData.first} />
    </div>
  );
}
