// The consent form (banner buttons, the settings view and /samtykke, decision 036) and what it records.
import { z } from "zod";
import { ACCEPT_ALL, type ConsentChoice, NECESSARY_ONLY } from "./consent.ts";

const checkbox = z.literal("on").optional();

/** The consent form (banner buttons and the settings view): all, necessary only, or the switches. */
export const consentFormSchema = z.object({
  choice: z.enum(["all", "necessary", "custom"], { error: "Velg hvilke informasjonskapsler du godtar" }),
  statistics: checkbox,
  marketing: checkbox,
});

export type ConsentForm = z.infer<typeof consentFormSchema>;

export function choiceFromForm(form: ConsentForm): ConsentChoice {
  if (form.choice === "all") return ACCEPT_ALL;
  if (form.choice === "necessary") return NECESSARY_ONLY;
  return { statistics: form.statistics === "on", marketing: form.marketing === "on" };
}

export const CONSENT_SAVED = "Valgene dine for informasjonskapsler er lagret.";
