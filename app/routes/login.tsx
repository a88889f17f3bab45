// Login (/logg-inn). ?tilbake=/path says where to go after login; ?openCart=1 reopens the cart.
import { redirect } from "react-router";
import { backPath } from "../../domain/back-path.ts";
import { LoginForm } from "../features/account/login-form.tsx";
import { landingFor } from "../features/account/user-session.ts";
import accountCss from "../styles/account.css?url";
import type { Route } from "./+types/login";

/** Why the visitor was sent here (?melding=…); spec section 6 gives the promo code's text. */
const NOTICES: Record<string, string> = {
  "krever-innlogging": "Du må logge inn for å se denne siden.",
  "krever-kode": "Denne koden krever at du er innlogget",
};

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];
export const meta: Route.MetaFunction = () => [{ title: "Logg inn" }, { name: "robots", content: "noindex" }];

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("tilbake");
  // No page asked for: the person's landing page, known only once they have logged in.
  const back = asked ? backPath(asked, url.origin, "/konto") : null;
  if (context.user) throw redirect(back ?? landingFor(context.user.role));
  const notice = NOTICES[url.searchParams.get("melding") ?? ""] ?? null;
  return { back, openCart: url.searchParams.get("openCart") === "1", notice };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <h1>Logg inn</h1>
      <LoginForm back={loaderData.back} openCart={loaderData.openCart} notice={loaderData.notice ?? undefined} />
    </div>
  );
}
