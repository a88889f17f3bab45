// For routes whose body has its own 422 message (config.invalidMessage): malformed path params
// answer with the general message, as they did before the route schemas, so a hook checks them
// first. The route still declares the same params schema, which then always passes.
import type { z } from "zod";
import { INVALID_INPUT, InvalidInput } from "./errors.ts";

export function checkParams<S extends z.ZodType>(schema: S, params: unknown): z.infer<S> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  throw new InvalidInput(INVALID_INPUT, errors);
}
