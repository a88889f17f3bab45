// The links an account's mails carry (spec section 8, decision 014): verifying the e-mail address
// and resetting the password, each with a one-time token that expires.
import { eq, sql } from "drizzle-orm";
import { ALREADY_VERIFIED, MAIL_NOT_SENT, RESET_LINK_INVALID } from "../../../domain/account-messages.ts";
import type { Database } from "../../db/client.ts";
import { customers, sessions } from "../../db/schema.ts";
import { InvalidInput, Unavailable } from "../../lib/errors.ts";
import type { Mailer } from "../mail/service.ts";
import { hashPassword } from "./password-policy.ts";
import { checkNewPassword } from "./profile.ts";
import type { CustomerRow, createCustomerRepo } from "./repo.ts";
import type { createLoginThrottle } from "./throttle.ts";
import { issueToken, spendToken, spentBy, TOKEN_MINUTES } from "./tokens.ts";

export function createAccountLinks({
  database,
  mail,
  repo,
  throttle,
}: {
  database: Database;
  mail: Pick<Mailer, "sendMail">;
  repo: ReturnType<typeof createCustomerRepo>;
  throttle: ReturnType<typeof createLoginThrottle>;
}) {
  const { db } = database;
  const sendLinkMail = async (customer: CustomerRow, kind: "verify" | "reset", origin: string) => {
    const token = await issueToken(db, customer.id, kind === "verify" ? "email_verification" : "password_reset");
    const link =
      kind === "verify"
        ? `${origin}/konto/bekreft-epost?token=${token}`
        : `${origin}/konto/nytt-passord?token=${token}`;
    const subject = kind === "verify" ? "Bekreft e-postadressen din" : "Lag nytt passord";
    const lead =
      kind === "verify"
        ? "Bekreft e-postadressen din ved å åpne lenken under."
        : "Noen (forhåpentligvis du) ba om å lage nytt passord. Åpne lenken under for å velge et nytt.";
    const text = `Hei ${customer.firstName}!\n\n${lead}\n\n${link}\n\nLenken virker i ${TOKEN_MINUTES} minutter og kan brukes én gang.`;
    await mail.sendMail({ to: customer.email, subject, text });
  };

  return {
    sendLinkMail,
    async resendVerification(customer: CustomerRow, origin: string) {
      if (customer.emailVerifiedAt) throw new InvalidInput(MAIL_NOT_SENT, { email: [ALREADY_VERIFIED] });
      try {
        await sendLinkMail(customer, "verify", origin);
      } catch {
        throw new Unavailable(MAIL_NOT_SENT);
      }
    },

    /**
     * Verifies the address of the token's customer. Mail scanners often open links before the customer
     * does, so opening a spent (unexpired) link again still says the address is verified.
     */
    async verifyEmail(token: string): Promise<boolean> {
      return database.transaction(async (tx) => {
        const customerId = await spendToken(tx, token, "email_verification");
        if (!customerId) {
          const earlier = await spentBy(tx, token, "email_verification");
          if (!earlier) return false;
          const [row] = await tx
            .select({ verified: sql<boolean>`${customers.emailVerifiedAt} is not null` })
            .from(customers)
            .where(eq(customers.id, earlier));
          return row?.verified ?? false;
        }
        await tx
          .update(customers)
          .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())` })
          .where(eq(customers.id, customerId));
        return true;
      });
    },

    /** Sends a reset link when the address has an account; the answer is the same either way. */
    async requestPasswordReset(email: string, origin: string, ip: string) {
      // Counted like failed logins: past 5 a minute the answer stays the same but no mail goes out,
      // so nobody can flood a mailbox with reset links.
      const key = `reset:${email.toLowerCase()}`;
      if (await throttle.blocked(key, ip)) return;
      await throttle.fail(key, ip);
      const customer = await repo.byEmail(email);
      // A deactivated account may not log in, so it gets no link to (decision 068).
      if (customer && !customer.deactivatedAt) await sendLinkMail(customer, "reset", origin);
    },

    /** Sets the new password and spends the token; returns the customer, whose sessions must end. */
    async resetPassword(token: string, password: string): Promise<number> {
      await checkNewPassword(password);
      const passwordHash = await hashPassword(password);
      const customerId = await database.transaction(async (tx) => {
        // An invitation's link (decision 068) opens the same page: choosing the first password.
        const id = (await spendToken(tx, token, "password_reset")) ?? (await spendToken(tx, token, "invite"));
        if (!id) return null;
        // The link reached the mailbox, which proves the address too.
        await tx
          .update(customers)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(customers.id, id));
        await tx.delete(sessions).where(eq(sessions.customerId, id));
        return id;
      });
      if (!customerId) throw new InvalidInput(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
      return customerId;
    },
  };
}
