// Request shapes of /api/v1/customers.
import { z } from "zod";
import { isNorwegianPhone, normalisePhone } from "../../lib/phone.ts";
import { PASSWORDS_DIFFER, REQUIRED_FIELD_MESSAGES, RESET_LINK_INVALID } from "./messages.ts";

const required = (field: keyof typeof REQUIRED_FIELD_MESSAGES, max: number) =>
  z
    .string({ error: REQUIRED_FIELD_MESSAGES[field] })
    .trim()
    .min(1, REQUIRED_FIELD_MESSAGES[field])
    .max(max, "For lang verdi");

const email = required("email", 254)
  .pipe(z.email("Ugyldig e-postadresse"))
  .transform((v) => v.toLowerCase());
const phone = required("phone", 32)
  .refine(isNorwegianPhone, "Telefonnummeret må ha åtte siffer og begynne med 4 eller 9")
  .transform((v) => normalisePhone(v) as string);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).transform((v) => {
  return v === true || v === 1 || v === "1";
});
const optionalText = (max: number) => z.string().trim().max(max, "For lang verdi").optional();

const profileFields = {
  first_name: required("first_name", 100),
  last_name: required("last_name", 100),
  email,
  phone,
  birth_date: z.iso.date("Fødselsdato må være en dato (ÅÅÅÅ-MM-DD)").optional(),
  gender_id: z.coerce.number().int().positive().optional(),
  address: optionalText(200),
  postal_code: z
    .string()
    .regex(/^\d{4}$/, "Postnummer må være fire siffer")
    .optional(),
  city: optionalText(100),
  club: flag.optional(),
  marketing: flag.optional(),
  newsletter: flag.optional(),
  event_invite: flag.optional(),
  birthday_gift: flag.optional(),
};

// Long passwords are allowed (ASVS 2.1.2); the policy module gives the exact limits and messages.
const newPassword = z.string({ error: "Passord må ha en verdi" }).max(1024, "For langt passord");

export const registerSchema = z
  .object({
    ...profileFields,
    password: newPassword,
    password_confirmation: z.string({ error: PASSWORDS_DIFFER }),
    terms_conditions: z.union([z.literal(1), z.literal("1"), z.literal(true)], {
      error: "Du må godta vilkårene",
    }),
  })
  .strict()
  .refine((b) => b.password === b.password_confirmation, {
    message: PASSWORDS_DIFFER,
    path: ["password_confirmation"],
  });

export const updateSchema = z
  .object({
    ...profileFields,
    terms_conditions: z.union([z.literal(1), z.literal("1"), z.literal(true)]).optional(),
    current_password: z.string().max(1024).optional(),
    password: newPassword.optional(),
    password_confirmation: z.string().optional(),
  })
  .strict()
  .refine((b) => b.password === undefined || b.password === b.password_confirmation, {
    message: PASSWORDS_DIFFER,
    path: ["password_confirmation"],
  })
  .refine((b) => b.password === undefined || Boolean(b.current_password), {
    message: "Oppgi nåværende passord for å bytte passord",
    path: ["current_password"],
  });

export type RegisterInput = z.infer<typeof registerSchema>;
export type UpdateInput = z.infer<typeof updateSchema>;

export const loginTypeSchema = z.enum(["email", "phone"]);
export const loginTypeParams = z.object({ type: loginTypeSchema });

export const loginSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(32).optional(),
    password: z.string().min(1).max(1024),
    remember: flag.optional(),
  })
  .strict()
  .refine((b) => Boolean(b.email) !== Boolean(b.phone), { message: "Oppgi e-post eller telefon", path: ["email"] });

export const passwordEmailSchema = z.object({ email: z.string().trim().min(1).max(254) }).strict();

export const passwordResetSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID),
    password: newPassword,
    password_confirmation: z.string({ error: PASSWORDS_DIFFER }),
  })
  .strict()
  .refine((b) => b.password === b.password_confirmation, {
    message: PASSWORDS_DIFFER,
    path: ["password_confirmation"],
  });

export const verifySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID) }).strict();

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export const historyQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }).strict();

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
  role: z.enum(["customer", "staff", "admin"]),
  staff_shop_id: z.number().int().nullable(),
  permissions: z.array(z.string()),
  preferences: z.record(z.string(), z.boolean()),
  club: z.boolean(),
  marketing: z.boolean(),
  newsletter: z.boolean(),
  event_invite: z.boolean(),
  birthday_gift: z.boolean(),
});

export const customerData = z.object({ data: customerViewSchema });
export const messageBody = z.object({ message: z.string() });
export const clubCodeData = z.object({ data: z.object({ code: z.string(), svg: z.string(), club: z.boolean() }) });

export const pageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

const historyLine = z.object({
  id: z.number().int(),
  article_id: z.number().int().nullable(),
  ean: z.string(),
  name: z.string(),
  count: z.number().int(),
  price: z.number(),
});

export const reservationHistory = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      shopID: z.number().int(),
      customerID: z.number().int().nullable(),
      statusID: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      delivery: z.boolean(),
      address: nullableText,
      city: nullableText,
      zipcode: nullableText,
      total: z.number(),
      trackingUrl: nullableText,
      articles: z.array(historyLine),
      date: z.string(),
    }),
  ),
  meta: pageMeta,
});

export const orderHistory = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      vat_percentage: z.number().int(),
      total_vat: z.number(),
      net_amount: z.number(),
      total: z.number(),
      articles: z.array(historyLine.extend({ total: z.number() })),
      date: z.string(),
    }),
  ),
  meta: pageMeta,
});
