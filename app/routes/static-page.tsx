// Static pages of spec section 2 (about, support, maintenance, policy, cookies-screen): the brand's
// texts, server-rendered.

import { parsePageText, STATIC_PAGES } from "../features/content/static-page.ts";
import { StaticPageBody } from "../features/content/static-page-body.tsx";
import { notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/static-page";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const page = STATIC_PAGES[path];
  if (!page) notFound();
  return {
    brandName: context.tenant.name,
    canonical: `${context.origin}${path}`,
    ...parsePageText(context.tenant.pages[page.key], page.fallbackTitle),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.title} | ${loaderData.brandName}` },
        { name: "description", content: (loaderData.paragraphs[0] ?? loaderData.title).slice(0, 155) },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
      ]
    : [];

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page page--narrow static-page">
      <StaticPageBody title={loaderData.title} blocks={loaderData.blocks} />
    </article>
  );
}
