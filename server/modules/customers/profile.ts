// A customer's profile as the API shows it and as a form writes it: the view without the password
// hash, the columns from validated input, and the database's refusals as the shopper's input errors.
import { GENDER_INVALID, INVALID_DATA } from "../../../domain/account-messages.ts";
import type { Role } from "../../../domain/back-office-roles.ts";
import { InvalidInput } from "../../lib/errors.ts";
import { passwordProblem } from "./password-policy.ts";
import type { CustomerRow, NewCustomer } from "./repo.ts";
import type { RegisterInput, UpdateInput } from "./schemas.ts";

/** The account as the API shows it (spec section 3, Customer); never the password hash. */
export function customerView(c: CustomerRow) {
  return {
    id: c.id,
    auth_id: c.authId,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone: c.phone,
    birth_date: c.birthDate,
    gender_id: c.genderId,
    address: c.address,
    postal_code: c.postalCode,
    city: c.city,
    terms_conditions: c.termsAcceptedAt !== null,
    email_verified: c.emailVerifiedAt !== null,
    role: c.role as Role,
    staff_shop_id: c.staffShopId,
    permissions: c.permissions,
    preferences: c.preferences,
    club: c.club,
    marketing: c.marketing,
    newsletter: c.newsletter,
    event_invite: c.eventInvite,
    birthday_gift: c.birthdayGift,
    my_shop_id: c.myShopId,
  };
}

export type CustomerView = ReturnType<typeof customerView>;

/** PostgreSQL's error code, on the error or (drizzle wraps it) on its cause. */
const pgCode = (error: unknown): unknown => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code ?? e?.cause?.code;
};

/**
 * A unique index refused the row (two registrations racing for one address). drizzle wraps the
 * driver's error, so the code is on its cause: reading only the error's own code answered 500.
 */
export const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";

/**
 * The only foreign key a profile sets is its gender (genders belong to the catalogue): an id that
 * does not exist is the shopper's input, answered 422 on the field rather than a 500.
 */
export function refuseUnknownGender(error: unknown): void {
  if (pgCode(error) === "23503") throw new InvalidInput(GENDER_INVALID, { gender_id: [GENDER_INVALID] });
}

/** Profile columns from validated input; keys are fixed here, never taken from the request. */
export function profileValues(input: RegisterInput | UpdateInput) {
  const values: Partial<NewCustomer> = {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
  };
  const optional: Partial<NewCustomer> = {
    birthDate: input.birth_date,
    genderId: input.gender_id,
    address: input.address,
    postalCode: input.postal_code,
    city: input.city,
    club: input.club,
    marketing: input.marketing,
    newsletter: input.newsletter,
    eventInvite: input.event_invite,
    birthdayGift: input.birthday_gift,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(values, { [key]: value });
  }
  return values;
}

export async function checkNewPassword(password: string) {
  const problem = await passwordProblem(password);
  if (problem) throw new InvalidInput(INVALID_DATA, { password: [problem] });
}
