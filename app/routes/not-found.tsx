// Catch-all route: any path no other route claims answers "Siden finnes ikke" with HTTP 404.
import { data } from "react-router";
import { NotFoundPage } from "../components/not-found-page.tsx";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Siden finnes ikke" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function NotFound() {
  return <NotFoundPage />;
}
