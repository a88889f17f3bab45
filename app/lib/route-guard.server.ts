// The route guard of spec section 2, on the server: the current user is looked up once per request
// (a failure means no user), then the route's access check and its actions run in parallel. A
// guard error sends the shopper to the error's redirect, else the previous route, else home.
import { type AppLoadContext, redirect } from "react-router";

export class GuardError extends Error {
  constructor(
    message: string,
    /** Where to go instead; none: the previous route, else home. */
    readonly redirectTo?: string,
  ) {
    super(message);
    this.name = "GuardError";
  }
}

/** Spec section 2: the message of the product access check. */
export const ARTICLE_NOT_VISIBLE = "Article marked not visible for web";

export type CurrentUser = NonNullable<AppLoadContext["user"]>;

const users = new WeakMap<AppLoadContext, Promise<CurrentUser | null>>();

/**
 * The one place a route asks who the visitor is: the session plugin puts the logged-in customer on
 * the load context (`user`, decision 012). Looked up once per request; a failure is logged and
 * means no user.
 */
export function currentUser(context: AppLoadContext): Promise<CurrentUser | null> {
  let user = users.get(context);
  if (!user) {
    user = Promise.resolve()
      .then(() => context.user ?? null)
      .catch((error: unknown) => {
        console.warn("Kunne ikke hente innlogget bruker", error);
        return null;
      });
    users.set(context, user);
  }
  return user;
}

interface Guarded<T> {
  context: AppLoadContext;
  /** Throws a GuardError when the visitor may not see the route. */
  access: (user: CurrentUser | null) => Promise<void>;
  /** The route's data; runs at the same time as the access check. */
  actions: (user: CurrentUser | null) => Promise<T>;
  /** The route the visitor came from, when the server knows it. */
  previous?: string | null;
}

export async function guarded<T>({ context, access, actions, previous }: Guarded<T>): Promise<T> {
  const user = await currentUser(context);
  try {
    const [, result] = await Promise.all([access(user), actions(user)]);
    return result;
  } catch (error) {
    if (error instanceof GuardError) throw redirect(error.redirectTo ?? previous ?? "/");
    throw error;
  }
}
