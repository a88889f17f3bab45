// The checkout form's validation: the reservation API's contact and address rules (domain/schemas),
// chosen by whether the order is sent or picked up, read from the form as Conform reads it. Loaded when
// the checkout is idle (use-api-form.ts), not with the page.
import { parseWithZod } from "@conform-to/zod/v4";
import { deliveryContactSchema, pickupContactSchema } from "../../../domain/schemas/contact.ts";

export function contactSchema(delivery: boolean) {
  return delivery ? deliveryContactSchema : pickupContactSchema;
}

/** The first error of each invalid field ({} when the form may be sent). */
export function contactErrors(formData: FormData, delivery: boolean): Record<string, string> {
  const submission = parseWithZod(formData, { schema: contactSchema(delivery) });
  const found: Record<string, string[] | null> = submission.status === "success" ? {} : (submission.error ?? {});
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(found)) if (messages?.[0]) errors[field] = messages[0];
  return errors;
}
