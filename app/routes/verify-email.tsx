// E-mail verification (/konto/bekreft-epost?token=…), opened from the mail. The link itself is the
// proof, so the loader spends the single-use token; a second visit says the link is used up.
import { Link } from "react-router";
import { EMAIL_VERIFIED, RESET_LINK_INVALID } from "../../domain/account-messages.ts";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [
  { title: "Bekreft e-post" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verified = /^[A-Za-z0-9_-]{43}$/.test(token) && (await context.services.customers.verifyEmail(token));
  return { verified, loggedIn: Boolean(context.user) };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <h1>Bekreft e-post</h1>
      <p role="status">{loaderData.verified ? EMAIL_VERIFIED : RESET_LINK_INVALID}</p>
      <p>{loaderData.loggedIn ? <Link to="/konto">Til kontoen din</Link> : <Link to="/logg-inn">Logg inn</Link>}</p>
    </div>
  );
}
