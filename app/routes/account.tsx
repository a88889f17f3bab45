// The account overview (/konto): only for a logged-in customer, else to the login page and back.
import { Link, redirect } from "react-router";
import { AccountOverview } from "../features/account/account-overview.tsx";
import accountCss from "../styles/account.css?url";
import type { Route } from "./+types/account";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];
export const meta: Route.MetaFunction = () => [{ title: "Min konto" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  const profile = context.user ? await context.services.customers.profile(context.user.id) : null;
  if (!profile) throw redirect("/logg-inn?tilbake=/konto&melding=krever-innlogging");
  return profile;
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { customer, clubCode } = loaderData;
  return (
    <div className="page page--narrow">
      <h1>Hei, {customer.first_name}!</h1>
      <nav aria-label="Min konto">
        <ul className="account-links">
          <li>
            <Link to="/konto/reservasjoner">Reservasjoner</Link>
          </li>
          <li>
            <Link to="/konto/ordrer">Ordrer</Link>
          </li>
          <li>
            <Link to="/konto/anmeldelser">Anmeldelser</Link>
          </li>
        </ul>
      </nav>
      <AccountOverview key={customer.id} customer={customer} clubCode={clubCode} />
    </div>
  );
}
