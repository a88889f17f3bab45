// What the OpenAPI document needs beyond what the routes' zod schemas give (issue 32, item 9), added
// once to the generated document: the security schemes (the session cookie and the CSRF header) and
// which operations need them, an operationId and a summary on every operation, and a type beside
// every `nullable` (OpenAPI 3.0 ignores `nullable` without one; Redocly's linter refuses it).
import { CSRF_COOKIE } from "./csrf.ts";
import { SESSION_COOKIE } from "./session.ts";

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
}

/**
 * Routes answered only with a session: the back office (its guard), the mail outbox, the customer's
 * own pages and favourites, and posting a review. Declared here once; the test asks each of them
 * without a session and expects a refusal.
 */
export const SESSION_ROUTES: readonly RegExp[] = [
  /^\/api\/v1\/backoffice\//,
  /^\/api\/v1\/mail\//,
  // the current customer's own lists; GET /customers/current itself answers a visitor with 204
  /^\/api\/v1\/customers\/current\//,
  /^\/api\/v1\/favourites(\/|$)/,
  /^\/api\/v1\/articles\/\{[^}]+\}\/reviews$/,
];

const UNSAFE = new Set(["post", "put", "patch", "delete"]);
const METHODS = new Set(["get", "post", "put", "patch", "delete", "head", "options"]);

/** "post /api/v1/backoffice/brands/{id}/photos" → "postBackofficeBrandsByIdPhotos". */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\/?/, "")
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      const text = param ? `by-${param[1]}` : part;
      return text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join("");
    });
  return `${method.toLowerCase()}${words.join("") || "Root"}`;
}

function componentType(doc: Json, ref: string): string | undefined {
  const name = ref.replace("#/components/schemas/", "");
  const schema = ((doc.components as Json | undefined)?.schemas as Record<string, Json> | undefined)?.[name];
  return typeof schema?.type === "string" ? schema.type : schema?.properties ? "object" : undefined;
}

function typeOf(doc: Json, schema: Json): string | undefined {
  if (typeof schema.type === "string") return schema.type;
  if (typeof schema.$ref === "string") return componentType(doc, schema.$ref);
  const members = (schema.allOf ?? schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  const types = new Set(members?.map((m) => typeOf(doc, m)));
  return types.size === 1 ? [...types][0] : undefined;
}

/** Gives every `nullable` its type: the one its members share, else each member is made nullable. */
function typeNullables(doc: Json, node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullables(doc, item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const schema = node as Json;
  if (schema.nullable === true && schema.type === undefined) {
    const type = typeOf(doc, schema);
    if (type) schema.type = type;
    else {
      const key = schema.anyOf ? "anyOf" : "oneOf";
      const members = (schema[key] ?? []) as Json[];
      schema[key] = members.map((m) => {
        const own = typeOf(doc, m);
        return m.$ref ? { allOf: [m], ...(own ? { type: own } : {}), nullable: true } : { ...m, nullable: true };
      });
      delete schema.nullable;
    }
  }
  for (const value of Object.values(schema)) typeNullables(doc, value);
}

export function finishOpenApiDocument<T extends object>(generated: T): T {
  const doc = structuredClone(generated) as unknown as Json;
  doc.servers = [{ url: "/", description: "This shop" }];
  const components = (doc.components ?? {}) as Json;
  components.securitySchemes = {
    session: {
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
      description: "The login session, set by POST /api/v1/customers/login (HttpOnly).",
    },
    csrf: {
      type: "apiKey",
      in: "header",
      name: "X-XSRF-TOKEN",
      description: `The value of the ${CSRF_COOKIE} cookie (double submit), on every POST, PUT, PATCH and DELETE, with X-Requested-With: XMLHttpRequest.`,
    },
  };
  doc.components = components;
  const used = new Set<string>();
  for (const [path, operations] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      let id = op.operationId ?? operationIdOf(method, path);
      for (let n = 2; used.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
      used.add(id);
      op.operationId = id;
      op.summary ??= `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, "")}`;
      const session = SESSION_ROUTES.some((r) => r.test(path));
      const unsafe = UNSAFE.has(method);
      const needs: Record<string, string[]> = {
        ...(session ? { session: [] } : {}),
        ...(unsafe ? { csrf: [] } : {}),
      };
      op.security = Object.keys(needs).length > 0 ? [needs] : [];
    }
  }
  typeNullables(doc, doc);
  // zod's registry adds an input twin ("ArticleInput") of every named schema; most are never used.
  const schemas = (components.schemas ?? {}) as Record<string, unknown>;
  const text = JSON.stringify(doc.paths);
  for (const name of Object.keys(schemas)) {
    const referenced = (n: string) =>
      text.includes(`"#/components/schemas/${n}"`) || JSON.stringify(schemas).includes(`"#/components/schemas/${n}"`);
    if (name.endsWith("Input") && !referenced(name)) delete schemas[name];
  }
  return doc as unknown as T;
}
