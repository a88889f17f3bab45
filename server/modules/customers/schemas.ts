// Request shapes of /api/v1/customers.
import { z } from "zod";

// The body rules are shared with the storefront's forms, so both give the same Norwegian texts.
export {
  loginSchema,
  passwordEmailSchema,
  passwordResetSchema,
  type RegisterInput,
  registerSchema,
  type UpdateInput,
  updateSchema,
  verifySchema,
} from "../../../domain/schemas/account.ts";
export { reviewSchema } from "../../../domain/schemas/review.ts";

export const loginTypeSchema = z.enum(["email", "phone"]);

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export const historyQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }).strict();
