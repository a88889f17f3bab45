// Answers of the back office's people routes (/api/v1/backoffice/people…, decision 068); the request
// bodies are domain/schemas/people-admin.ts, shared with the page's forms.
import { z } from "zod";
import { PERSON_ROLES, personInviteBody, personUpdateBody } from "../../../domain/schemas/people-admin.ts";

export { personInviteBody, personUpdateBody };

export const personRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(PERSON_ROLES),
    shopId: z.number().int().nullable().describe("the shop the person works in; null for an administrator"),
    shopName: z.string().nullable(),
    status: z
      .enum(["active", "invited", "deactivated"])
      .describe("invited: has not yet chosen a password from the invitation's link"),
  })
  .meta({ id: "BackofficePerson" });

export const personList = z.object({ data: z.array(personRecord) });
export const personOne = z.object({ data: personRecord, message: z.string() });
export const personInvited = z.object({
  data: personRecord,
  promoted: z.boolean().describe("the address had a customer account, which now has the role (no new account)"),
  message: z.string(),
});
