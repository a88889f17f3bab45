// /samtykke: the consent settings (decision 036). The banner's buttons and the settings form post
// here. Without JavaScript the page itself is the settings view and a post goes back to the page it
// came from; with JavaScript the forms post through a fetcher (js=1) and get an answer instead. For a
// logged-in customer the choice is also kept on the account.
import { data, redirect } from "react-router";
import { backPath } from "../../domain/back-path.ts";
import { CONSENT_COOKIE, consentCookie, NECESSARY_ONLY, parseConsent } from "../../domain/consent.ts";
import { CONSENT_SAVED, choiceFromForm, consentFormSchema } from "../../domain/consent-form.ts";
import { ConsentForm } from "../components/consent/consent-form.tsx";
import { readCookie } from "../lib/cookies.ts";
import type { Route } from "./+types/consent";

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  // Only this site's own pages may post here. Browsers say so in Sec-Fetch-Site; under our
  // no-referrer policy they send Origin "null", so Origin only counts when it names a site.
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  if ((site && site !== "same-origin") || (origin && origin !== "null" && origin !== url.origin)) {
    throw new Response("Forespørselen kom ikke fra denne siden", { status: 403 });
  }
  const form = await request.formData();
  const parsed = consentFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ saved: false, message: parsed.error.issues[0].message }, { status: 422 });
  }
  const choice = choiceFromForm(parsed.data);
  if (context.user) await context.services.customers.saveConsent(context.user.id, choice);
  const headers = { "Set-Cookie": consentCookie(choice, url.protocol === "https:") };
  if (form.get("js") === "1") return data({ saved: true, message: CONSENT_SAVED }, { headers });
  return redirect(backPath(form.get("back"), url.origin), { headers });
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const choice = parseConsent(readCookie(request.headers.get("cookie"), CONSENT_COOKIE)) ?? NECESSARY_ONLY;
  return { choice, back: backPath(url.searchParams.get("tilbake"), url.origin) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Informasjonskapsler" },
  { name: "robots", content: "noindex" },
];

export default function ConsentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <article className="page page--narrow">
      <h1>Informasjonskapsler</h1>
      <p>
        Vi bruker informasjonskapsler for å gjøre opplevelsen din så god som mulig. Her velger du hva vi kan bruke. Du
        kan endre valget når som helst fra lenken «Informasjonskapsler» nederst på siden.
      </p>
      {actionData?.message && !actionData.saved ? (
        <p className="form-message form-message--error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <ConsentForm initial={loaderData.choice} back={loaderData.back} />
    </article>
  );
}
