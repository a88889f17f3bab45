// Forgot password (/glemt-passord): asks for a reset link by e-mail.
import { ForgotPasswordForm } from "../features/account/password-forms.tsx";
import accountCss from "../styles/account.css?url";
import type { Route } from "./+types/forgot-password";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];
export const meta: Route.MetaFunction = () => [{ title: "Glemt passord" }, { name: "robots", content: "noindex" }];

export default function ForgotPassword() {
  return (
    <div className="page page--narrow">
      <h1>Glemt passord</h1>
      <p>
        Skriv inn e-postadressen din, så sender vi deg en lenke for å lage nytt passord. Lenken virker i 60 minutter.
      </p>
      <ForgotPasswordForm />
    </div>
  );
}
