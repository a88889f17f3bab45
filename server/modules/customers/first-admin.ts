// The first administrator, from the command line (npm run admin:create, issue 31, decision 068): a new
// account with the administrator's role, its password given or chosen through a one-time link valid
// 24 hours; an existing account becomes administrator only when asked to (--promote). The password
// rule and hashing are registration's, the link is the back office's invitation.
import { eq, sql } from "drizzle-orm";
import { ROLE_NAMES, type Role } from "../../../domain/back-office-roles.ts";
import type { Database } from "../../db/client.ts";
import { customers, sessions } from "../../db/schema.ts";
import { hashPassword, hasPassword, NO_PASSWORD, passwordProblem } from "./password-policy.ts";
import { fullName, inviteLink, splitName } from "./people-admin-service.ts";
import { issueToken } from "./tokens.ts";

/** A refusal meant for the person at the terminal: nothing was changed. */
export class AdminCreateRefused extends Error {}

export interface AdminCreateInput {
  email: string;
  name?: string;
  /** Never printed or logged; absent: a link to choose one. */
  password?: string;
  /** Make an existing account administrator. */
  promote: boolean;
}

export interface AdminCreateResult {
  outcome: "created" | "promoted";
  id: number;
  name: string;
  email: string;
  /** The role the account had before (promoted). */
  previousRole?: Role;
  /** The account had been deactivated and is active again. */
  reactivated: boolean;
  /** The one-time link to choose the password, when the account has none. */
  link?: string;
}

/** The password rule registration uses; throws the rule's own Norwegian words. */
export async function checkPassword(password: string): Promise<void> {
  const problem = await passwordProblem(password);
  if (problem) throw new AdminCreateRefused(`Passordet ble ikke godtatt: ${problem}.`);
}

export async function createAdministrator(
  database: Database,
  input: AdminCreateInput,
  origin: string,
): Promise<AdminCreateResult> {
  if (input.password !== undefined) await checkPassword(input.password);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return database.transaction(async (tx) => {
    const [existing] = await tx.select().from(customers).where(sql`lower(${customers.email}) = lower(${input.email})`);
    if (existing && !input.promote) {
      throw new AdminCreateRefused(
        `Det finnes allerede en konto med ${existing.email} (${ROLE_NAMES[existing.role as Role] ?? existing.role}). ` +
          "Ingenting er endret. Legg til --promote for å gjøre den til administrator.",
      );
    }
    if (!existing) {
      const [row] = await tx
        .insert(customers)
        .values({
          ...splitName(input.name?.trim() || "Administrator"),
          email: input.email,
          passwordHash: passwordHash ?? NO_PASSWORD,
          role: "admin",
        })
        .returning();
      const link = passwordHash ? undefined : inviteLink(origin, await issueToken(tx, row.id, "invite"));
      return { outcome: "created", id: row.id, name: fullName(row), email: row.email, reactivated: false, link };
    }
    const name = input.name?.trim() ? splitName(input.name) : {};
    const [row] = await tx
      .update(customers)
      .set({
        ...name,
        role: "admin",
        staffShopId: null,
        deactivatedAt: null,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, existing.id))
      .returning();
    // A new password ends the sessions the old one started, as a reset does.
    if (passwordHash) await tx.delete(sessions).where(eq(sessions.customerId, row.id));
    const link = hasPassword(row.passwordHash) ? undefined : inviteLink(origin, await issueToken(tx, row.id, "invite"));
    return {
      outcome: "promoted",
      id: row.id,
      name: fullName(row),
      email: row.email,
      previousRole: existing.role as Role,
      reactivated: existing.deactivatedAt !== null,
      link,
    };
  });
}
