// What the login form sends, apart from its schema: the form's page loads without zod (issue 16).
import { isNorwegianPhone } from "./phone.ts";

/** The login request for what was typed: a Norwegian mobile number logs in by phone, anything else by e-mail. */
export function loginRequest(login: string, password: string) {
  return isNorwegianPhone(login)
    ? { type: "phone" as const, body: { phone: login, password } }
    : { type: "email" as const, body: { email: login, password } };
}
