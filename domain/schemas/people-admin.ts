// The back office's people as an administrator writes them (issue 31, decision 068): the bodies of
// POST /backoffice/people (an invitation) and PATCH /backoffice/people/{id} (role, shop, active),
// validated by the routes and, before they are sent, by the page's forms.
import { z } from "zod";
import { EMAIL_INVALID } from "./account.ts";
import { recordId, requiredText } from "./fields.ts";

/** The roles a person of the back office may have (a customer has none there). */
export const PERSON_ROLES = ["staff", "editor", "admin"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const EMAIL_REQUIRED = "Skriv e-postadressen";
export const NAME_REQUIRED = "Skriv navnet";
export const ROLE_REQUIRED = "Velg en rolle";
export const SHOP_REQUIRED = "En butikkansatt må ha en butikk";
export const NOTHING_TO_CHANGE = "Ingen endring å lagre";

const role = z.enum(PERSON_ROLES, { error: ROLE_REQUIRED });
/** The shop a person works in; none for an administrator (they work in every shop). */
const shopId = recordId.nullable();

export const personInviteBody = z
  .strictObject({
    email: requiredText(EMAIL_REQUIRED, 254)
      .pipe(z.email(EMAIL_INVALID))
      .transform((v) => v.toLowerCase()),
    name: requiredText(NAME_REQUIRED, 100),
    role,
    shopId: shopId.default(null),
  })
  .superRefine((body, ctx) => {
    if (body.role === "staff" && body.shopId === null) {
      ctx.addIssue({ code: "custom", path: ["shopId"], message: SHOP_REQUIRED });
    }
  });
export type PersonInviteBody = z.infer<typeof personInviteBody>;

/** Any of the three; the server checks the person as they would be after the change. */
export const personUpdateBody = z
  .strictObject({
    role: role.optional(),
    shopId: shopId.optional(),
    /** false: deactivated (no login, every session ended); true: active again. */
    active: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role === undefined && body.shopId === undefined && body.active === undefined) {
      ctx.addIssue({ code: "custom", path: ["role"], message: NOTHING_TO_CHANGE });
    }
    if (body.role === "staff" && body.shopId === null) {
      ctx.addIssue({ code: "custom", path: ["shopId"], message: SHOP_REQUIRED });
    }
  });
export type PersonUpdateBody = z.infer<typeof personUpdateBody>;
