// The search request of spec section 7: query, take (default 1000), zero-based page, filters.
import { z } from "zod";
import { recordId } from "../../../domain/schemas/fields.ts";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../domain/search-query.ts";
import { InvalidInput } from "../../lib/errors.ts";
import { articleView } from "../catalog/types.ts";

export const SEARCH_TAKE = 1000;
export const ONLY_NUMBERS_VALUE = "Only numbers supported as value";
export const ONLY_NUMBERS_VALUES = "Only numbers supported as values";

export const OPERATORS = ["=", "!=", "<", "<=", ">", ">=", "BETWEEN", "IN", "NOT IN", "IS EXIST"] as const;
export type Operator = (typeof OPERATORS)[number];

/** Filter keys (spec section 7, "On start"): colour and brand filter by text, the others by number. */
export const FILTER_KEYS = ["colorGroups", "gender", "brand", "available", "price", "articleGroup3ID"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
const TEXT_KEYS = new Set<FilterKey>(["colorGroups", "brand"]);
export const isTextKey = (key: FilterKey) => TEXT_KEYS.has(key);

export const ORDER_BY = ["relevance", "bestseller", "price", "name"] as const;
export type SearchOrderBy = (typeof ORDER_BY)[number];

const COMPARISONS = new Set<Operator>(["<", "<=", ">", ">="]);
const LISTS = new Set<Operator>(["IN", "NOT IN"]);

const isNumeric = (v: unknown): boolean =>
  (typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v));

const scalar = z.union([z.string().max(100), z.number()]);

export type FilterRule =
  | { key: FilterKey; operator: "IS EXIST" }
  | { key: FilterKey; operator: Exclude<Operator, "IS EXIST">; values: (string | number)[] };

const ruleSchema = z
  .object({
    key: z.enum(FILTER_KEYS, { message: `key må være en av ${FILTER_KEYS.join(", ")}` }),
    operator: z.enum(OPERATORS, { message: `operator må være en av ${OPERATORS.join(", ")}` }),
    value: z.union([scalar, z.array(scalar).max(100), z.null()]).optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const { key, operator, value } = rule;
    const list = Array.isArray(value) ? value : null;
    const fail = (message: string) => ctx.addIssue({ code: "custom", path: ["value"], message });
    if (operator === "IS EXIST") return;
    if (operator === "BETWEEN") {
      if (!(list?.length === 2 && list.every(isNumeric))) fail(ONLY_NUMBERS_VALUES);
      return;
    }
    if (COMPARISONS.has(operator)) {
      if (list || !isNumeric(value)) fail(ONLY_NUMBERS_VALUE);
      else if (isTextKey(key)) fail(`${operator} kan ikke brukes på ${key}`);
      return;
    }
    if (LISTS.has(operator)) {
      if (!list || list.length === 0) fail(`${operator} trenger en liste med verdier`);
      else if (!isTextKey(key) && !list.every(isNumeric)) fail(ONLY_NUMBERS_VALUES);
      return;
    }
    // = and !=
    if (list || value == null || value === "") fail(`${operator} trenger én verdi`);
    else if (!isTextKey(key) && !isNumeric(value)) fail(ONLY_NUMBERS_VALUE);
  })
  .transform((rule): FilterRule => {
    if (rule.operator === "IS EXIST") return { key: rule.key, operator: "IS EXIST" };
    const raw = Array.isArray(rule.value) ? rule.value : [rule.value as string | number];
    const values = isTextKey(rule.key) ? raw.map((v) => String(v).trim().toLowerCase()) : raw.map(Number);
    return { key: rule.key, operator: rule.operator, values };
  });

const idList = z.array(recordId).max(1000);

export const searchBodySchema = z
  .object({
    query: z.string().max(SEARCH_QUERY_MAX_LENGTH, `query kan være høyst ${SEARCH_QUERY_MAX_LENGTH} tegn`).default(""),
    take: z.number().int().min(1).max(SEARCH_TAKE).default(SEARCH_TAKE),
    /** Zero-based: the client sends page − 1, never below 0 (spec section 5). */
    page: z.number().int().min(0).max(100_000).default(0),
    filters: z.array(ruleSchema).max(30).default([]),
    /** Article ids to leave out; only applied when more than one id is given (spec section 5). */
    exclude: idList.default([]),
    orderBy: z.enum(ORDER_BY).default("relevance"),
    order: z.enum(["asc", "desc"]).default("asc"),
  })
  .strict();

export type SearchRequest = z.infer<typeof searchBodySchema>;

const SPEC_MESSAGES = new Set([ONLY_NUMBERS_VALUE, ONLY_NUMBERS_VALUES]);

/**
 * A body that failed its schema: when a numeric condition was not a number, the answer's message is
 * the spec's own text (with the usual field errors); any other failure is answered as usual.
 */
export function searchBodyError(error: Error & { validation?: { instancePath?: string; message?: string }[] }) {
  const specMessage = error.validation?.map((v) => v.message).find((m) => m !== undefined && SPEC_MESSAGES.has(m));
  if (!specMessage || !error.validation) return error;
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = (issue.instancePath ?? "").split("/").filter(Boolean).join(".") || "_";
    errors[field] ??= [];
    errors[field].push(issue.message ?? specMessage);
  }
  return new InvalidInput(specMessage, errors);
}

const hits = <T extends z.ZodType>(source: T) =>
  z.object({
    hits: z.object({ hits: z.array(z.object({ _source: source })), total: z.object({ value: z.number() }) }),
  });

export const searchAnswer = hits(articleView).meta({ id: "SearchAnswer" });
export const searchIdsAnswer = hits(z.object({ id: z.number().int() })).meta({ id: "SearchIdsAnswer" });
