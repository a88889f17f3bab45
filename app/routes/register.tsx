// Registration (/registrer).
import { Link, redirect } from "react-router";
import { RegisterForm } from "../features/account/register-form.tsx";
import accountCss from "../styles/account.css?url";
import type { Route } from "./+types/register";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];
export const meta: Route.MetaFunction = () => [{ title: "Opprett konto" }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  if (context.user) throw redirect("/konto");
  return null;
}

export default function Register() {
  return (
    <div className="page page--narrow">
      <h1>Opprett konto</h1>
      <p>
        Har du allerede en konto? <Link to="/logg-inn">Logg inn</Link>
      </p>
      <RegisterForm />
    </div>
  );
}
