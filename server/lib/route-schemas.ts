// Route schemas (zod, through fastify-type-provider-zod): requests are validated and typed from
// the schema every route declares; responses are documented by theirs (OpenAPI) and checked against
// it in tests, but never reshaped: what a handler returns is what is sent (decision 019).
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { z } from "zod";

export { validatorCompiler } from "fastify-type-provider-zod";

/** Serializes a response; with `check`, a response that breaks its declared schema throws (tests). */
export function responseSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      if (check) {
        const result = (schema as z.ZodType).safeParse(data);
        if (!result.success) {
          throw new Error(`response of ${method} ${url} breaks its schema: ${JSON.stringify(result.error.issues)}`);
        }
      }
      return JSON.stringify(data);
    };
}

/** The body of every error answer (DESIGN.md section 5): the message and, per field, its messages. */
export const errorBody = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
  .meta({ id: "Error" });

/** The `meta` of a paged list (DESIGN.md section 5: `{data, meta}`). */
export const pageMeta = z
  .object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "PageMeta" });

/**
 * An amount in kroner, exact to the øre (decision 025): 1519.2, never 1519 for 1 519,20 nor a float
 * tail such as 379.79999999999995. Responses are checked against it in tests.
 */
export const kroner = z
  .number()
  .refine((n) => Math.round(n * 100) / 100 === n, "Beløpet må være kroner med to desimaler")
  .describe("kroner, exact to the øre (two decimals)");
