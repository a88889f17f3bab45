// Requests derived from the API's OpenAPI document, plausible and hostile, from a seeded generator so
// a failing run can be replayed exactly. Plausible requests use real ids and codes (the vocabulary) to
// reach deep into the services; hostile ones break one thing at a time: a wrong type, a number beyond
// any id, NUL and control characters, a 100 KB text, deep nesting, invalid JSON, a wrong content type,
// a repeated query key, an unknown field.

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema as the OpenAPI document gives it.
type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  schema: Schema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** As documented: /api/v1/articles/{id} */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: Schema | null;
}

export interface FuzzRequest {
  operation: Operation;
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Real values to put where the schema asks for an id or a code, so requests get past "not found". */
export interface Vocabulary {
  articleIds: number[];
  categoryIds: number[];
  subcategoryIds: number[];
  reservationIds: number[];
  customerIds: number[];
  shopIds: number[];
  eans: string[];
  promoCodes: string[];
  promoCodeIds: number[];
  emails: string[];
  words: string[];
}

export type Rng = () => number;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

const HUGE_NUMBERS = [2147483648, 2147483648, 4294967296, 9007199254740991, 1e21, 1e308, -2147483649, -1, 0, 0.5];
// Ids just beyond a PostgreSQL integer come up most: they pass any check that only asks for a positive number.
const HUGE_NUMBER_TEXTS = [
  "2147483648",
  "2147483648",
  "4294967296",
  "9007199254740991",
  "99999999999999999999",
  "1e309",
  "-1",
  "0",
  "1.5",
  "0x10",
  " 1",
  "NaN",
];
const HUNDRED_KB = "ø".repeat(50_000);
const HOSTILE_TEXTS = [
  "\u0000",
  "kari\u0000@example.no",
  "a\u0001b\u001fc\u007f",
  "\u001b[31m",
  "\t\r\n",
  "\uD800",
  "😀𝕳",
  "'; drop table articles; --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%00",
  "%",
  "\\",
  "",
  " ",
  "null",
  "[object Object]",
  "9".repeat(400),
  "a".repeat(5000),
  HUNDRED_KB,
];
const WRONG_TYPES: unknown[] = [null, true, [], {}, [1, 2], { a: { b: 1 } }, 1.5, "", "x"];

function resolve(doc: Schema, schema: Schema | undefined): Schema {
  // A malformed document (a schema given as a bare word) is fuzzed as "anything".
  let s = schema !== null && typeof schema === "object" ? schema : {};
  for (let i = 0; i < 10 && typeof s.$ref === "string"; i++) {
    const name = s.$ref.split("/").pop() as string;
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

/** Every documented operation of the API, with its parameters and JSON body schema. */
export function operationsOf(doc: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const params: Schema[] = op.parameters ?? [];
      const param = (p: Schema): Parameter => ({
        name: p.name,
        schema: resolve(doc, p.schema),
        required: Boolean(p.required),
      });
      const body = op.requestBody?.content?.["application/json"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map(param),
        query: params.filter((p) => p.in === "query").map(param),
        body: body ? resolveDeep(doc, body, 0) : null,
      });
    }
  }
  return operations;
}

function resolveDeep(doc: Schema, schema: Schema, depth: number): Schema {
  const s = resolve(doc, schema);
  if (depth > 8 || typeof s !== "object" || s === null) return s;
  const out: Schema = { ...s };
  if (s.properties) {
    out.properties = Object.fromEntries(
      Object.entries(s.properties as Record<string, Schema>).map(([k, v]) => [k, resolveDeep(doc, v, depth + 1)]),
    );
  }
  if (s.items) out.items = resolveDeep(doc, s.items, depth + 1);
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    if (Array.isArray(s[key])) out[key] = s[key].map((v: Schema) => resolveDeep(doc, v, depth + 1));
  }
  return out;
}

/** Which real ids fit a field or path parameter, judged by its name and the operation's path. */
function idPool(name: string, path: string, words: Vocabulary): number[] {
  const n = name.toLowerCase();
  if (n === "shop" || n.includes("shop")) return words.shopIds;
  if (n.includes("promocode")) return words.promoCodeIds;
  if (n.includes("shipping")) return [1, 2, 3];
  if (n.includes("campaign")) return [1, 2, 3, 4];
  if (path.includes("/subcategories/")) return words.subcategoryIds;
  if (path.includes("/categories/")) return words.categoryIds;
  if (path.includes("reservations")) return words.reservationIds;
  if (path.includes("/customers/")) return words.customerIds;
  return words.articleIds;
}

/** The type of a value the schema describes: its `type`, or what its enum or const holds. */
function leafType(schema: Schema): string {
  if (Array.isArray(schema.enum)) return typeof schema.enum[0];
  if ("const" in schema) return typeof schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  return typeof type === "string" ? type : "unknown";
}

/** How a sampler spoils the values it makes: none, ids beyond any record, or hostile texts and types. */
type Spoil = "none" | "huge ids" | "hostile";

class Sampler {
  constructor(
    private readonly rng: Rng,
    private readonly words: Vocabulary,
    private readonly path: string,
    private readonly spoil: Spoil = "none",
    /** The chance that one value is spoiled: about one per request. */
    private readonly spoilChance = 0.3,
  ) {}

  private spoiled(type: string): { value: unknown } | null {
    const { rng } = this;
    if (this.spoil === "none" || rng() >= this.spoilChance) return null;
    if (this.spoil === "huge ids") {
      return type === "integer" || type === "number" ? { value: pick(rng, HUGE_NUMBERS) } : null;
    }
    if (type === "string") return { value: rng() < 0.8 ? pick(rng, HOSTILE_TEXTS) : pick(rng, WRONG_TYPES) };
    if (type === "integer" || type === "number")
      return { value: rng() < 0.6 ? pick(rng, HUGE_NUMBERS) : pick(rng, WRONG_TYPES) };
    return { value: pick(rng, WRONG_TYPES) };
  }

  /** A value the schema accepts, or close to it, built from real ids and codes where it can. */
  value(schema: Schema, name: string, depth = 0): unknown {
    const { rng } = this;
    const spoiled = this.spoiled(leafType(schema));
    if (spoiled) return spoiled.value;
    if (schema.nullable && rng() < 0.1) return null;
    if (Array.isArray(schema.enum)) return pick(rng, schema.enum);
    if ("const" in schema) return schema.const;
    const branches = schema.anyOf ?? schema.oneOf;
    if (Array.isArray(branches) && branches.length > 0) {
      const nonNull = branches.filter((b: Schema) => b.type !== "null");
      return this.value(pick(rng, nonNull.length > 0 ? nonNull : branches), name, depth);
    }
    const type = Array.isArray(schema.type)
      ? pick(
          rng,
          schema.type.filter((t: string) => t !== "null"),
        )
      : schema.type;
    switch (type) {
      case "integer":
      case "number":
        return this.number(schema, name, type === "integer");
      case "boolean":
        return rng() < 0.5;
      case "string":
        return this.text(schema, name);
      case "array": {
        if (depth > 6) return [];
        const min = schema.minItems ?? 0;
        const max = Math.min(schema.maxItems ?? 3, min + 3);
        return Array.from({ length: between(rng, min, max) }, () => this.value(schema.items ?? {}, name, depth + 1));
      }
      case "object": {
        if (depth > 6) return {};
        const out: Record<string, unknown> = {};
        const required = new Set<string>(schema.required ?? []);
        for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
          if (required.has(key) || rng() < 0.5) out[key] = this.value(child, key, depth + 1);
        }
        return out;
      }
      default:
        return pick(rng, ["x", 1, true]);
    }
  }

  private number(schema: Schema, name: string, integer: boolean): number {
    const { rng } = this;
    const looksLikeId = /id$|^id|shop|^page$/i.test(name) || (schema.minimum === 0 && schema.exclusiveMinimum);
    if (looksLikeId && name !== "page") return pick(rng, idPool(name, this.path, this.words));
    const min = typeof schema.minimum === "number" ? schema.minimum : 0;
    const max = typeof schema.maximum === "number" ? Math.min(schema.maximum, min + 100) : min + 100;
    const value = min + rng() * (max - min);
    return integer ? Math.max(min, Math.round(value)) : value;
  }

  private text(schema: Schema, name: string): string {
    const { rng, words } = this;
    const n = name.toLowerCase();
    if (schema.format === "email" || n.includes("email")) return pick(rng, words.emails);
    if (n === "eanno" || n === "ean") return pick(rng, words.eans);
    if (n === "code") return pick(rng, words.promoCodes);
    if (n.includes("postal") || n === "zipcode") return pick(rng, ["0150", "5003", "9990", "0001"]);
    if (n.includes("phone")) return pick(rng, ["91234567", "+47 41234567", "12"]);
    if (n === "coordinates") return pick(rng, ["10.75,59.91;10.39,63.43", "5.32,60.39;10.75,59.91;18.95,69.65"]);
    if (n.includes("password")) return "Fjelltur-i-regnet-42";
    if (n === "id") return String(pick(rng, idPool(name, this.path, words)));
    const text = pick(rng, words.words);
    const max = typeof schema.maxLength === "number" ? schema.maxLength : 200;
    return text.slice(0, max);
  }
}

function hostileScalar(rng: Rng): unknown {
  const r = rng();
  if (r < 0.45) return pick(rng, HOSTILE_TEXTS);
  if (r < 0.75) return pick(rng, HUGE_NUMBERS);
  return pick(rng, WRONG_TYPES);
}

/** A copy of a JSON value with one place (chosen at random, any depth) replaced by `replacement`. */
function replaceOne(rng: Rng, value: unknown, replacement: unknown): unknown {
  if (value === null || typeof value !== "object" || rng() < 0.25) return replacement;
  if (Array.isArray(value)) {
    if (value.length === 0) return [replacement];
    const i = Math.floor(rng() * value.length);
    return value.map((v, j) => (j === i ? replaceOne(rng, v, replacement) : v));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return { [pick(rng, ["x", "__proto__", "constructor"])]: replacement };
  const key = pick(rng, keys);
  return { ...(value as object), [key]: replaceOne(rng, (value as Record<string, unknown>)[key], replacement) };
}

/** Nesting deep enough to hurt anything that walks it recursively. */
function deeplyNested(rng: Rng): string {
  const depth = pick(rng, [1000, 10_000, 50_000]);
  return rng() < 0.5 ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its raw UTF-8 bytes. */
function encodePart(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

const KINDS = [
  ["plausible", 30],
  ["hostile field", 25],
  ["huge ids", 10],
  ["repeated keys", 6],
  ["unknown fields", 6],
  ["invalid json", 6],
  ["wrong content type", 6],
  ["deep nesting", 5],
  ["huge text", 6],
] as const;

function pickKind(rng: Rng): string {
  const total = KINDS.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [kind, weight] of KINDS) {
    r -= weight;
    if (r < 0) return kind;
  }
  return "plausible";
}

/** One request for `operation`, plausible or broken in one way. */
export function generateRequest(rng: Rng, operation: Operation, words: Vocabulary): FuzzRequest {
  const kind = pickKind(rng);
  const spoil: Spoil = kind === "hostile field" ? "hostile" : kind === "huge ids" ? "huge ids" : "none";
  const fieldCount = operation.pathParams.length + operation.query.length + (operation.body ? 4 : 0);
  const sampler = new Sampler(rng, words, operation.path, spoil, Math.min(0.5, 1.5 / Math.max(1, fieldCount)));
  const pathValues: Record<string, unknown> = {};
  for (const p of operation.pathParams) pathValues[p.name] = sampler.value(p.schema, p.name);
  const query: [string, unknown][] = [];
  for (const p of operation.query) {
    if (p.required || rng() < 0.5) query.push([p.name, sampler.value(p.schema, p.name)]);
  }
  let body: unknown = operation.body ? sampler.value(operation.body, "body") : undefined;
  let payload: string | undefined;
  let contentType = "application/json";

  switch (kind) {
    case "hostile field": {
      const where = pick(
        rng,
        ["path", "query", "body"].filter((w) => w !== "body" || body !== undefined),
      );
      const bad = hostileScalar(rng);
      if (where === "path" && operation.pathParams.length > 0) pathValues[pick(rng, operation.pathParams).name] = bad;
      else if (where === "query" || (where === "path" && operation.pathParams.length === 0)) {
        const name = operation.query.length > 0 ? pick(rng, operation.query).name : "q";
        query.push([name, bad]);
      } else body = replaceOne(rng, body, bad);
      break;
    }
    case "huge ids":
      for (const p of operation.pathParams) pathValues[p.name] = pick(rng, HUGE_NUMBER_TEXTS);
      for (const entry of query) if (/id|page|shop|limit|status/i.test(entry[0])) entry[1] = pick(rng, HUGE_NUMBERS);
      if (body !== undefined) body = replaceOne(rng, body, pick(rng, HUGE_NUMBERS));
      break;
    case "repeated keys":
      for (const entry of [...query]) query.push([entry[0], entry[1]]);
      query.push(["page", 1], ["page", 2], ["__proto__", "x"], ["constructor", "y"]);
      break;
    case "unknown fields":
      query.push([pick(rng, ["x", "__proto__", "constructor", "debug"]), "1"]);
      if (body && typeof body === "object" && !Array.isArray(body)) {
        body = { ...body, [pick(rng, ["x", "__proto__", "admin", "role", "price"])]: pick(rng, WRONG_TYPES) };
      }
      break;
    case "invalid json":
      payload = pick(rng, [
        "{",
        '{"a":',
        "{'a':1}",
        "[1,]",
        "\u0000",
        "nul",
        '{"a":1}{"b":2}',
        "\uFEFF{}",
        '"\\ud800"',
      ]);
      break;
    case "wrong content type":
      contentType = pick(rng, [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "application/json; charset=latin1",
        "",
      ]);
      payload = contentType.startsWith("application/x-www") ? "email=a&password=b" : "<a>b</a>";
      break;
    case "deep nesting":
      payload = deeplyNested(rng);
      break;
    case "huge text":
      if (operation.pathParams.length > 0 && rng() < 0.3) pathValues[operation.pathParams[0].name] = HUNDRED_KB;
      else if (body !== undefined) body = replaceOne(rng, body, HUNDRED_KB);
      else query.push([operation.query[0]?.name ?? "q", HUNDRED_KB]);
      break;
  }

  const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodePart(pathValues[name] ?? ""));
  const search = query.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join("&");
  const url = search ? `${path}?${search}` : path;
  const sendsBody = operation.method !== "GET" && operation.method !== "DELETE";
  if (payload === undefined && sendsBody) payload = JSON.stringify(body ?? {});
  if (payload !== undefined && !sendsBody && kind !== "invalid json" && kind !== "deep nesting") payload = undefined;
  const headers: Record<string, string> = {};
  if (payload !== undefined && contentType) headers["content-type"] = contentType;
  return { operation, kind, method: operation.method, url, headers, payload };
}
