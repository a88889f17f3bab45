// The account's profile fields as the forms show them, and what an update's failure means to the
// page (spec section 8): the field errors, the mapped text, and a 401 that another user logged in.
import type { CustomerView } from "../../../server/modules/customers/profile.ts";
import type { FormFailure } from "../../components/use-api-form.ts";
import { ApiError } from "../../lib/api-client.ts";
import { STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";
import { updateErrorMessage } from "./account-errors.ts";

export type Profile = Pick<
  CustomerView,
  "first_name" | "last_name" | "email" | "phone" | "address" | "postal_code" | "city"
>;

export const PROFILE_FIELDS: { name: keyof Profile; label: string; autoComplete: string; type?: string }[] = [
  { name: "first_name", label: "Fornavn", autoComplete: "given-name" },
  { name: "last_name", label: "Etternavn", autoComplete: "family-name" },
  { name: "email", label: "E-post", autoComplete: "email", type: "email" },
  { name: "phone", label: "Telefon", autoComplete: "tel", type: "tel" },
  { name: "address", label: "Adresse", autoComplete: "street-address" },
  { name: "postal_code", label: "Postnummer", autoComplete: "postal-code" },
  { name: "city", label: "Sted", autoComplete: "address-level2" },
];

export const profileOf = (c: CustomerView): Record<keyof Profile, string> => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone ?? "",
  address: c.address ?? "",
  postal_code: c.postal_code ?? "",
  city: c.city ?? "",
});

/** Spec section 8: a 401 means another user is logged in: forget the user and reload. */
export function onOtherUser(err: unknown) {
  if (err instanceof ApiError && err.status === 401) {
    writeShared(STORAGE_KEYS.user, null);
    window.location.reload();
  }
}

/** The update's failure: the field errors beside the inputs and the spec's mapped text (section 8). */
export function updateFailure(err: unknown): FormFailure {
  onOtherUser(err);
  const body = err instanceof ApiError ? err.body : {};
  return { messages: [updateErrorMessage(err instanceof ApiError ? err.status : 0, body)], fields: body.errors };
}
