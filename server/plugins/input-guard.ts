// Characters no field of the shop can hold, refused once for every request before any route's schema:
// NUL (PostgreSQL text cannot store it, so it would fail deep inside a query) and the other C0
// control characters (no form can type them; in a name or a mail subject they only hide things).
// A body or a query may hold tab and line breaks (a review has paragraphs; a pasted return address
// may carry a tab, which its parser drops); a path may not: pages build their redirects from their
// path, and a line break in a Location header makes Node drop the connection. An API request with
// one is a 422 that names the field; a page address with one is a 400 page.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { INVALID_INPUT, InvalidInput } from "../lib/errors.ts";
import { sendPageError } from "./errors.ts";

export const FORBIDDEN_CHARACTERS_MESSAGE = "Inneholder tegn som ikke er tillatt";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const FORBIDDEN_IN_PATH = /[\u0000-\u001F\u007F]/;

/**
 * The path of the first text (a value or a key) with a forbidden character, or null. Walks without
 * recursion: a JSON body of 100,000 nested arrays must not exhaust the stack.
 */
export function forbiddenTextAt(value: unknown, root: string, forbidden = FORBIDDEN_IN_TEXT): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === "string") {
      if (forbidden.test(item)) return path;
    } else if (ArrayBuffer.isView(item)) {
      // A file's bytes (the CSV import) are no text field: its reader checks the text it decodes.
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) stack.push([item[i], `${path}.${i}`]);
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (forbidden.test(key)) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** Where in the request a forbidden character is ("query.to", "body.orderInfo.CustomerName"), or null. */
function forbiddenInRequest(req: FastifyRequest): string | null {
  return (
    forbiddenTextAt(req.params, "params", FORBIDDEN_IN_PATH) ??
    forbiddenTextAt(req.query, "query") ??
    (req.url.startsWith("/api/") ? forbiddenTextAt(req.body, "body") : null)
  );
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (req, reply) => {
    const at = forbiddenInRequest(req);
    if (at === null) return;
    if (!req.url.startsWith("/api/")) return sendPageError(reply, 400);
    // The field as the schema errors name it: without the "params."/"query."/"body." part.
    const field = at.split(".").slice(1).join(".") || "_";
    throw new InvalidInput(req.routeOptions.config.invalidMessage ?? INVALID_INPUT, {
      [field]: [FORBIDDEN_CHARACTERS_MESSAGE],
    });
  });
});
