import { describe, expect, it } from "vitest";
import { LOGIN_FAILED, PASSWORDS_DIFFER, REQUIRED_FIELD_MESSAGES } from "../account-messages.ts";
import { loginRequest } from "../login-request.ts";
import { PROMO_NOT_FOUND } from "../promo-code-messages.ts";
import {
  CURRENT_PASSWORD_NEEDED,
  loginFormSchema,
  passwordChangeSchema,
  registerSchema,
  TERMS_REQUIRED,
} from "./account.ts";
import { promoCodeSchema } from "./promo-code.ts";

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("account schemas (the API's texts for the browser's forms)", () => {
  it("gives a form left empty the spec's required-field texts", () => {
    expect(messagesOf(registerSchema.safeParse({ password: "x", password_confirmation: "x" }))).toEqual({
      first_name: REQUIRED_FIELD_MESSAGES.first_name,
      last_name: REQUIRED_FIELD_MESSAGES.last_name,
      email: REQUIRED_FIELD_MESSAGES.email,
      phone: REQUIRED_FIELD_MESSAGES.phone,
      terms_conditions: TERMS_REQUIRED,
    });
  });

  it("asks for the current password and an equal repetition when the password changes", () => {
    expect(messagesOf(passwordChangeSchema.safeParse({ password: "Nytt-passord-1" }))).toEqual({
      password_confirmation: PASSWORDS_DIFFER,
      current_password: CURRENT_PASSWORD_NEEDED,
    });
    expect(passwordChangeSchema.safeParse({}).success).toBe(true);
  });

  it("answers an empty login with the login failure, and logs a mobile number in by phone", () => {
    expect(messagesOf(loginFormSchema.safeParse({}))).toEqual({ login: LOGIN_FAILED, password: LOGIN_FAILED });
    expect(loginRequest("+47 91234567", "pw")).toEqual({
      type: "phone",
      body: { phone: "+47 91234567", password: "pw" },
    });
    expect(loginRequest("kari@example.no", "pw").type).toBe("email");
  });

  it("takes any promo code text, and calls what cannot be a code not found", () => {
    expect(promoCodeSchema.parse({ code: " velkommen100 " })).toEqual({ code: "velkommen100" });
    expect(messagesOf(promoCodeSchema.safeParse({ code: "x".repeat(65) }))).toEqual({ code: PROMO_NOT_FOUND });
    expect(messagesOf(promoCodeSchema.safeParse({}))).toEqual({ code: PROMO_NOT_FOUND });
  });
});
