// The cookie banner's 'Skjønner!' without JavaScript: the banner is a form posting here, which sets
// the consent cookie (1 year, path /) and goes back to the page it came from. With JavaScript the
// banner sets the cookie itself and never posts. A resource route: it renders nothing.
import { redirect } from "react-router";
import { consentCookie } from "../components/cookie-banner.tsx";
import { backPath } from "../lib/back-path.ts";
import type { Route } from "./+types/consent";

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  // Only this site's own pages may post here. Browsers say so in Sec-Fetch-Site; under our
  // no-referrer policy they send Origin "null", so Origin only counts when it names a site.
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  if ((site && site !== "same-origin") || (origin && origin !== "null" && origin !== url.origin)) {
    throw new Response("Forespørselen kom ikke fra denne siden", { status: 403 });
  }
  const form = await request.formData();
  return redirect(backPath(form.get("back"), url.origin), {
    headers: { "Set-Cookie": consentCookie(url.protocol === "https:") },
  });
}

export function loader() {
  return redirect("/");
}
