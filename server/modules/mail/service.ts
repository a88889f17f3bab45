// The shop's one mail sender (decision 013). With SMTP_URL the message goes out through nodemailer;
// without it, it is stored in the mail_outbox table, which staff read in the back office. Every
// message is recorded in the outbox with its status, so a failed send is never lost silently.
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** One mail as the outbox shows it to staff. */
export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  status: string;
  created_at: Date;
}

export interface Mailer {
  /** Sends (or stores) the message; rejects when the SMTP server refuses it. */
  sendMail(message: MailMessage): Promise<void>;
  /** The newest 50 mails of the outbox, newest first; with `to`, only those to that address (any case). */
  outbox(to?: string): Promise<OutboxMail[]>;
}

export function createMailer(database: Database, env: Pick<Env, "SMTP_URL" | "MAIL_FROM">): Mailer {
  let transport: Transporter | undefined;
  const record = (m: MailMessage, status: "sent" | "stored" | "failed", error?: string) =>
    database.query(
      `insert into mail_outbox (to_address, subject, text, html, status, error, sent_at)
       values ($1, $2, $3, $4, $5, $6, case when $5 = 'sent' then now() end)`,
      [m.to, m.subject, m.text, m.html ?? null, status, error ?? null],
    );

  return {
    async sendMail(message) {
      if (!env.SMTP_URL) {
        await record(message, "stored");
        return;
      }
      transport ??= nodemailer.createTransport(env.SMTP_URL);
      try {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
      } catch (error) {
        await record(message, "failed", error instanceof Error ? error.message : String(error));
        throw error;
      }
      await record(message, "sent");
    },
    async outbox(to) {
      const { rows } = await database.query<OutboxMail>(
        `select id, to_address, subject, text, status, created_at from mail_outbox
          where $1::text is null or lower(to_address) = lower($1)
          order by id desc limit 50`,
        [to ?? null],
      );
      return rows;
    },
  };
}
