// Drives the storefront's route table the way React Router does on the server: match a URL against
// app/routes.ts, then run the matched module's loader with a real load context (services on the
// seeded test database). Answers the status, the redirect target and the loader data.
import { type AppLoadContext, matchRoutes, type RouteObject } from "react-router";
import routes from "../../app/routes.ts";
import type { Services } from "../../server/services.ts";

export const ORIGIN = "http://butikk.test";

interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

interface TableEntry {
  id: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: TableEntry[];
}

const tableOf = (entries: RouteEntry[]): TableEntry[] =>
  entries.map((r) => ({
    id: r.id,
    path: r.path,
    index: r.index,
    file: r.file,
    ...(r.children ? { children: tableOf(r.children) } : {}),
  }));

const table = tableOf(routes as RouteEntry[]);

export interface Visit {
  routeId: string;
  status: number;
  location: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: loader data differs per route; tests read what they need.
  data: any;
  response: Response | null;
}

export function matchRouteId(pathname: string): string | null {
  const matches = matchRoutes(table as RouteObject[], pathname);
  return matches ? (matches[matches.length - 1].route.id ?? null) : null;
}

export async function loadContext(
  services: Services,
  host = "localhost",
  user: AppLoadContext["user"] = null,
): Promise<AppLoadContext> {
  return {
    services,
    tenant: await services.tenants.forHost(host),
    csrfToken: "t".repeat(43),
    nonce: "nonce",
    origin: ORIGIN,
    clientAddress: "10.0.0.1",
    user,
  } as AppLoadContext;
}

/** Status of what a loader threw: a Response, or React Router's data(…, {status}). */
function thrownStatus(error: unknown): { status: number; location: string | null; response: Response | null } | null {
  if (error instanceof Response) {
    return { status: error.status, location: error.headers.get("Location"), response: error };
  }
  const init = (error as { init?: { status?: number } } | null)?.init;
  if (error && typeof error === "object" && (error as { type?: string }).type === "DataWithResponseInit" && init) {
    return { status: init.status ?? 200, location: null, response: null };
  }
  return null;
}

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown> | unknown;
  action?: (args: unknown) => Promise<unknown> | unknown;
};

/** The route a URL matches, its params and its module, and the layout routes around it (outermost first). */
async function routeOf(url: URL) {
  const matches = matchRoutes(table as RouteObject[], url.pathname);
  if (!matches) throw new Error(`no route for ${url.pathname}`);
  const leaf = matches[matches.length - 1];
  const entry = leaf.route as TableEntry;
  const module = (await import(`../../app/${entry.file}`)) as RouteModule;
  const layouts = await Promise.all(
    matches.slice(0, -1).map(async (m) => (await import(`../../app/${(m.route as TableEntry).file}`)) as RouteModule),
  );
  return { entry, params: leaf.params, module, layouts };
}

/** Runs a loader or action the way React Router does, and answers what it returned or threw. */
async function answerOf(routeId: string, run: () => Promise<unknown> | unknown): Promise<Visit> {
  try {
    const result = await run();
    if (result instanceof Response) {
      return { routeId, status: result.status, location: result.headers.get("Location"), data: null, response: result };
    }
    return { routeId, status: 200, location: null, data: result, response: null };
  } catch (error) {
    const thrown = thrownStatus(error);
    if (!thrown) throw error;
    return { routeId, data: null, ...thrown };
  }
}

/** `user` is who is signed in (null: a visitor). */
export async function visit(
  services: Services,
  url: string,
  host = "localhost",
  user: AppLoadContext["user"] = null,
): Promise<Visit> {
  const full = new URL(url, ORIGIN);
  const { entry, params, module, layouts } = await routeOf(full);
  const { loader } = module;
  if (!loader) return { routeId: entry.id, status: 200, location: null, data: null, response: null };
  const context = await loadContext(services, host, user);
  // The layouts' loaders run too (the back office's guard is in its layout); the first to throw answers.
  return answerOf(entry.id, async () => {
    for (const layout of layouts) await layout.loader?.({ request: new Request(full), params, context });
    return loader({ request: new Request(full), params, context });
  });
}

/** Posts a form to the route's action, the way React Router does for a document request without JavaScript. */
export async function submit(
  services: Services,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
  user: AppLoadContext["user"] = null,
): Promise<Visit> {
  const full = new URL(url, ORIGIN);
  const { entry, params, module } = await routeOf(full);
  const { action } = module;
  if (!action) throw new Error(`${entry.id} has no action`);
  const request = new Request(full, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return answerOf(entry.id, async () =>
    action({ request, params, context: await loadContext(services, "localhost", user) }),
  );
}

/**
 * A signed-in person of the role as a loader sees them (the session's user); staff work in shop 55,
 * as the demo's staff member does, unless another shop (or none) is given.
 */
export function signedIn(
  role: NonNullable<AppLoadContext["user"]>["role"],
  staffShopId: number | null = role === "staff" ? 55 : null,
): NonNullable<AppLoadContext["user"]> {
  return {
    id: 1,
    email: `${role}@example.no`,
    firstName: "Test",
    lastName: "Person",
    phone: null,
    role,
    staffShopId,
    verified: true,
    club: false,
    myShopId: null,
  };
}
