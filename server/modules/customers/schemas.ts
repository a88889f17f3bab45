// Request and answer shapes of /api/v1/customers.
import { z } from "zod";
import { ROLES } from "../../../domain/back-office-roles.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";

// The body rules are shared with the storefront's forms, so both give the same Norwegian texts.
export {
  loginSchema,
  type PreferencesInput,
  passwordEmailSchema,
  passwordResetSchema,
  preferencesSchema,
  type RegisterInput,
  registerSchema,
  type UpdateInput,
  updateSchema,
  verifySchema,
} from "../../../domain/schemas/account.ts";

export const loginTypeSchema = z.enum(["email", "phone"]);
export const loginTypeParams = z.object({ type: loginTypeSchema });

export const idParamSchema = z.object({ id: recordIdText }).strict();

export const historyQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }).strict();

export const MY_SHOP_UNKNOWN = "Butikken finnes ikke";

/** PUT /customers/current/my-shop: an active shop's id, or null to clear it. */
export const myShopSchema = z.strictObject({
  shopId: z
    .number({ error: MY_SHOP_UNKNOWN })
    .int(MY_SHOP_UNKNOWN)
    .positive(MY_SHOP_UNKNOWN)
    .max(2_147_483_647, MY_SHOP_UNKNOWN)
    .nullable(),
});

// Response shapes (OpenAPI, checked in tests).
const nullableText = z.string().nullable();

export const customerViewSchema = z.object({
  id: z.number().int(),
  auth_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: nullableText,
  birth_date: nullableText,
  gender_id: z.number().int().nullable(),
  address: nullableText,
  postal_code: nullableText,
  city: nullableText,
  terms_conditions: z.boolean(),
  email_verified: z.boolean(),
  role: z.enum(ROLES),
  staff_shop_id: z.number().int().nullable(),
  permissions: z.array(z.string()),
  preferences: z.record(z.string(), z.boolean()),
  club: z.boolean(),
  marketing: z.boolean(),
  newsletter: z.boolean(),
  event_invite: z.boolean(),
  birthday_gift: z.boolean(),
  my_shop_id: z.number().int().nullable().describe("the customer's own shop (decision 031)"),
});

export const customerData = z.object({ data: customerViewSchema });
export const messageBody = z.object({ message: z.string() });
export const preferencesData = z.object({ data: customerViewSchema, message: z.string() });
export const clubCodeData = z.object({ data: z.object({ code: z.string(), svg: z.string(), club: z.boolean() }) });
