// The account forms (spec sections 4, 5 and 8): registration, login, profile update, password change,
// forgot and reset password. The API validates its bodies with these schemas and the storefront's forms
// validate with the same ones, so a field shows in the browser exactly what the server would answer.
import { z } from "zod";
import { LOGIN_FAILED, PASSWORDS_DIFFER, REQUIRED_FIELD_MESSAGES, RESET_LINK_INVALID } from "../account-messages.ts";
import { isNorwegianPhone, normalisePhone } from "../phone.ts";
import { flag, optionalText, recordIdText, requiredText } from "./fields.ts";

export const EMAIL_INVALID = "Ugyldig e-postadresse";
export const PHONE_RULE = "Telefonnummeret må ha åtte siffer og begynne med 4 eller 9";
export const TERMS_REQUIRED = "Du må godta vilkårene";
export const CURRENT_PASSWORD_NEEDED = "Oppgi nåværende passord for å bytte passord";

const email = requiredText(REQUIRED_FIELD_MESSAGES.email, 254)
  .pipe(z.email(EMAIL_INVALID))
  .transform((v) => v.toLowerCase());
const phone = requiredText(REQUIRED_FIELD_MESSAGES.phone, 32)
  .refine(isNorwegianPhone, PHONE_RULE)
  .transform((v) => normalisePhone(v) as string);

export const profileFields = {
  first_name: requiredText(REQUIRED_FIELD_MESSAGES.first_name, 100),
  last_name: requiredText(REQUIRED_FIELD_MESSAGES.last_name, 100),
  email,
  phone,
  birth_date: z.iso.date("Fødselsdato må være en dato (ÅÅÅÅ-MM-DD)").optional(),
  gender_id: recordIdText.optional(),
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

/**
 * The account page's own choices (issue 14): every flag given, as true or false, so what is saved is
 * exactly what the form shows.
 */
const choice = z.boolean({ error: "Velg ja eller nei" });
export const preferencesSchema = z
  .object({ club: choice, marketing: choice, newsletter: choice, event_invite: choice, birthday_gift: choice })
  .strict();
export type PreferencesInput = z.infer<typeof preferencesSchema>;
export const PREFERENCES_SAVED = "Valgene dine er lagret";

// Long passwords are allowed (ASVS 2.1.2); the server's policy module gives the exact limits and messages.
const newPassword = z.string({ error: "Passord må ha en verdi" }).max(1024, "For langt passord");
const resetToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID);

/** The repetition must equal the password (when one is given). */
const samePasswords = <T extends { password?: string; password_confirmation?: string }>(b: T) =>
  b.password === undefined || b.password === b.password_confirmation;
const passwordsDiffer = { message: PASSWORDS_DIFFER, path: ["password_confirmation"] };

export const registerSchema = z
  .object({
    ...profileFields,
    password: newPassword,
    password_confirmation: z.string({ error: PASSWORDS_DIFFER }),
    terms_conditions: z.union([z.literal(1), z.literal("1"), z.literal(true)], { error: TERMS_REQUIRED }),
  })
  .strict()
  .refine(samePasswords, passwordsDiffer);

/** A password change: the new password twice and the current one. */
const passwordChangeFields = {
  current_password: z.string().max(1024).optional(),
  password: newPassword.optional(),
  password_confirmation: z.string().optional(),
};
const currentPasswordGiven = (b: { password?: string; current_password?: string }) =>
  b.password === undefined || Boolean(b.current_password);
const currentPasswordMissing = { message: CURRENT_PASSWORD_NEEDED, path: ["current_password"] };

export const updateSchema = z
  .object({
    ...profileFields,
    terms_conditions: z.union([z.literal(1), z.literal("1"), z.literal(true)]).optional(),
    ...passwordChangeFields,
  })
  .strict()
  .refine(samePasswords, passwordsDiffer)
  .refine(currentPasswordGiven, currentPasswordMissing);

/** The account page's password form (sent with the profile through the update). */
export const passwordChangeSchema = z
  .object(passwordChangeFields)
  .refine(samePasswords, passwordsDiffer)
  .refine(currentPasswordGiven, currentPasswordMissing);

export type RegisterInput = z.infer<typeof registerSchema>;
export type UpdateInput = z.infer<typeof updateSchema>;

export const loginSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(32).optional(),
    password: z.string().min(1).max(1024),
    remember: flag.optional(),
  })
  .strict()
  .refine((b) => Boolean(b.email) !== Boolean(b.phone), { message: "Oppgi e-post eller telefon", path: ["email"] });

/**
 * The login form: one input for e-mail or phone. What the API would answer for an empty one is the
 * login failure of spec section 8.
 */
export const loginFormSchema = z.object({
  login: requiredText(LOGIN_FAILED, 254),
  password: z.string({ error: LOGIN_FAILED }).min(1, LOGIN_FAILED).max(1024),
});

export const passwordEmailSchema = z.object({ email: z.string().trim().min(1).max(254) }).strict();

export const passwordResetSchema = z
  .object({
    token: resetToken,
    password: newPassword,
    password_confirmation: z.string({ error: PASSWORDS_DIFFER }),
  })
  .strict()
  .refine(samePasswords, passwordsDiffer);

export const verifySchema = z.object({ token: resetToken }).strict();
