// New password (/konto/nytt-passord?token=…), opened from the reset mail; with &invitasjon=1 from an
// invitation to the back office (decision 068), where the person chooses their first password.
import { Link } from "react-router";
import { ResetPasswordForm } from "../features/account/password-forms.tsx";
import accountCss from "../styles/account.css?url";
import type { Route } from "./+types/reset-password";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.invited ? "Velg passord" : "Nytt passord" },
  { name: "robots", content: "noindex" },
  // The token is in the address: never send it on to another site.
  { name: "referrer", content: "no-referrer" },
];

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  return { token: /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null, invited: query.get("invitasjon") === "1" };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <h1>{loaderData.invited ? "Velg passord" : "Nytt passord"}</h1>
      {loaderData.invited && loaderData.token ? (
        <p>Velkommen! Velg passordet du skal logge inn i administrasjonen med.</p>
      ) : null}
      {loaderData.token ? (
        <ResetPasswordForm token={loaderData.token} />
      ) : (
        <p role="alert">
          Lenken er ugyldig eller utløpt - <Link to="/glemt-passord">be om en ny</Link>.
        </p>
      )}
    </div>
  );
}
