// The checkout's contact and delivery fields (spec sections 3, 5 and 8). The reservation API validates
// its orderInfo with these rules and the checkout form with the same ones, so the shopper sees the
// server's texts before anything is sent.
import { z } from "zod";
import { NO_HOUSE_NUMBER, splitAddress } from "../address.ts";
import { isNorwegianPhone } from "../phone.ts";
import { MAX_ID } from "../record-id.ts";

export const NAME_REQUIRED = "Navn må ha en verdi";
export const PHONE_INVALID = "Ugyldig telefonnummer";
export const EMAIL_INVALID = "Ugyldig e-postadresse";
export const POSTCODE_INVALID = "Ugyldig postnummer";
export const REQUIRED = "Må fylles ut";
export const SHOP_REQUIRED = "Velg en butikk";

/** Name, e-mail and phone, as orderInfo names them. A missing value gets the same text as a wrong one. */
export const contactFields = {
  CustomerName: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(200),
  Email: z.email(EMAIL_INVALID).max(200),
  Phone: z.string({ error: PHONE_INVALID }).max(40).refine(isNorwegianPhone, PHONE_INVALID),
};

/** The delivery address; each part may be absent on a pickup order. */
export const addressFields = {
  Address: z.string().trim().max(200).nullish(),
  PostalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, POSTCODE_INVALID)
    .nullish(),
  City: z.string().trim().max(100).nullish(),
};

type AddressParts = { Address?: string | null; PostalCode?: string | null; City?: string | null };

/** What a delivery order's address lacks: every part is required, and the address needs a house number. */
export function deliveryAddressIssues(info: AddressParts): { field: keyof AddressParts; message: string }[] {
  const issues: { field: keyof AddressParts; message: string }[] = [];
  for (const field of ["Address", "PostalCode", "City"] as const) {
    if (!info[field]) issues.push({ field, message: REQUIRED });
  }
  if (info.Address && !splitAddress(info.Address)) issues.push({ field: "Address", message: NO_HOUSE_NUMBER });
  return issues;
}

/** The checkout form when the order is picked up in a shop: the contact and the chosen shop. */
export const pickupContactSchema = z.object({
  ...contactFields,
  shop: z.number({ error: SHOP_REQUIRED }).int().positive(SHOP_REQUIRED).max(MAX_ID, SHOP_REQUIRED),
});

/**
 * The checkout form when the order is sent: the contact and a complete address. The address is checked
 * even while a contact field is wrong, so the shopper sees every error at once.
 */
export const deliveryContactSchema = z.object({ ...contactFields, ...addressFields }).superRefine(
  (info, ctx) => {
    for (const { field, message } of deliveryAddressIssues(info))
      ctx.addIssue({ code: "custom", path: [field], message });
  },
  { when: () => true },
);
