// Renders a route module's component to HTML with the data its loader answered, inside a memory data
// router (some components ask for the router, e.g. useRevalidator), the way the server renders it.
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";

export function renderRoute(component: ComponentType<never>, loaderData: unknown): string {
  const element = createElement(component, { loaderData } as never);
  const router = createMemoryRouter([{ id: "page", path: "/", element }], { hydrationData: { loaderData: {} } });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

/** The text a person reads: tags dropped, entities of React's output decoded, spaces kept as they are. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replace(/ {2,}/g, " ");
}
