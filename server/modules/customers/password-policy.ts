// Passwords (ASVS 2.1): 8 to 128 characters, any characters, and none from the list of the ~50,000 most
// common passwords that ships with zxcvbn-ts. Hashes are argon2id (@node-rs/argon2's defaults).
import { hash, verify } from "@node-rs/argon2";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_TOO_SHORT = `Passordet må ha minst ${PASSWORD_MIN} tegn`;
export const PASSWORD_TOO_LONG = `Passordet kan ha høyst ${PASSWORD_MAX} tegn`;
export const PASSWORD_TOO_COMMON = "Passordet er for vanlig - velg et annet";

let common: Promise<Set<string>> | undefined;

/** Loaded on first use: the list costs memory a node that never sees a password need not pay. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  );
  return common;
}

/** The reason a new password is refused, or null when it is acceptable. */
export async function passwordProblem(password: string): Promise<string | null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  if ((await commonPasswords()).has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

export const hashPassword = (password: string) => hash(password);

/**
 * The password hash of an account that has no password yet (a person invited to the back office,
 * decision 068): no password matches it, and it tells the back office the invitation is not yet used.
 */
export const NO_PASSWORD = "!invited";
export const hasPassword = (passwordHash: string) => passwordHash !== NO_PASSWORD;

// Checked against when no account matches, so a wrong address costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash || !hasPassword(passwordHash)) {
    dummyHash ??= hash("no account has this password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
