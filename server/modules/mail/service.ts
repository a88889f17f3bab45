// The shop's one mail sender (decisions 013, 020 and 076). Without SMTP_URL the mail is stored in the
// mail_outbox table, which staff read in the back office (masked: mask.ts). With SMTP_URL every mail is
// recorded in the outbox as 'queued' and sent by the `mail.send` job, never inside the request: a slow
// or silent SMTP server delays no answer (issue 32). A failed send is retried with growing pauses, and
// after the last attempt it stays 'failed' with its error for staff to see. A mail whose job was lost
// (the process died, the database was away) is queued again by the `mail.sweep` job every minute.
// This module owns the mail_outbox table.
import { and, count, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database, Executor } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import type { JobContext, JobQueue, QueueDefinition } from "../../jobs/queue.ts";
import { maskSecrets } from "./mask.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The reservation the mail is about and its shop: staff read only their own shop's mails. */
  about?: { reservationId: number; shopId: number | null };
}

/** Which mails a reader of the outbox may see (issue 29). */
export interface OutboxScope {
  /** Only mails to this address (any case). */
  to?: string;
  /** Only mails about this shop's reservations (staff: always their own shop). */
  shopId?: number;
  /** Only mails whose sending failed. */
  failed?: boolean;
}

/** One mail as the outbox shows it in the back office: its text with links and tokens masked. */
export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  reservation_id: number | null;
  status: string;
  error: string | null;
  attempts: number;
  created_at: Date;
}

/** The queue that retries a failed send: up to 6 more attempts, pauses growing from 30 seconds. */
export const MAIL_SEND_QUEUE: QueueDefinition = { name: "mail.send", retryLimit: 5, retryDelaySeconds: 30 };

/** Every minute: mails still 'queued' long after they were written lost their job; queue them again. */
export const MAIL_SWEEP_QUEUE: QueueDefinition = {
  name: "mail.sweep",
  retryLimit: 0,
  retryDelaySeconds: 60,
  cron: "* * * * *",
};

/**
 * How old a 'queued' mail must be before the sweep sends it again: far longer than a job waits in a
 * working queue, so a mail is not sent twice because its job was merely slow.
 */
export const LOST_MAIL_MINUTES = 15;

export interface Mailer {
  /**
   * Records the message in the outbox (in `tx` when given, so it is kept exactly when the change it
   * reports on is) and queues its sending; never waits for the SMTP server.
   */
  sendMail(message: MailMessage, tx?: Executor): Promise<void>;
  /** Queues the mails whose job was lost again (the mail.sweep job); answers how many. */
  sweep(): Promise<number>;
  /** One attempt to send an outbox mail (the mail.send job); throws when it fails again. */
  deliver(id: number, job: Pick<JobContext, "lastAttempt">): Promise<void>;
  /**
   * The newest 50 mails of the outbox in the scope, newest first, every link and token masked
   * (mask.ts): nobody in the back office reads another person's single-use link.
   */
  outbox(scope?: OutboxScope): Promise<OutboxMail[]>;
  /** How many mails in the scope failed to be sent (the dashboard). */
  failedCount(scope?: Omit<OutboxScope, "failed">): Promise<number>;
  /** GDPR deletion: the mails to this address go, in the caller's transaction. */
  forgetCustomer(tx: Executor, email: string): Promise<void>;
}

const toAddress = (email: string): SQL => sql`lower(${mailOutbox.toAddress}) = lower(${email})`;

function inScope(scope: OutboxScope): SQL | undefined {
  return and(
    scope.to === undefined ? undefined : toAddress(scope.to),
    scope.shopId === undefined ? undefined : eq(mailOutbox.shopId, scope.shopId),
    scope.failed ? eq(mailOutbox.status, "failed") : undefined,
  );
}

export function createMailer(
  database: Database,
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM"> & Partial<Pick<Env, "SMTP_TIMEOUT_MS">>,
  queue: Pick<JobQueue, "send">,
): Mailer {
  const { db } = database;
  let transport: Transporter | undefined;

  /** One SMTP attempt for a recorded mail; records the outcome and answers whether it went out. */
  async function attempt(id: number, message: MailMessage, lastAttempt: boolean): Promise<Error | null> {
    // A silent server fails the attempt after the timeout (the job retries it) instead of holding a worker.
    const timeout = env.SMTP_TIMEOUT_MS ?? 10_000;
    transport ??= nodemailer.createTransport({
      url: env.SMTP_URL as string,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    try {
      const { to, subject, text, html } = message;
      await transport.sendMail({ from: env.MAIL_FROM, to, subject, text, html });
      await db
        .update(mailOutbox)
        .set({ status: "sent", error: null, sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({
          status: "failed",
          error: lastAttempt ? `${reason} (sendes ikke på nytt)` : `${reason} (sendes på nytt)`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(eq(mailOutbox.id, id));
      return error instanceof Error ? error : new Error(reason);
    }
  }

  return {
    async sendMail(message, tx) {
      const [row] = await (tx ?? db)
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          reservationId: message.about?.reservationId ?? null,
          shopId: message.about?.shopId ?? null,
          status: env.SMTP_URL ? "queued" : "stored",
        })
        .returning({ id: mailOutbox.id });
      if (!env.SMTP_URL) return;
      const id = (row as { id: number }).id;
      // Inside a caller's transaction the mail is not there for the job until it commits: the sweep
      // sends it then. Otherwise the job is queued now; should that fail, the sweep queues it later.
      if (!tx) await queue.send(MAIL_SEND_QUEUE.name, { id }).catch(() => undefined);
    },
    async sweep() {
      if (!env.SMTP_URL) return 0;
      const lost = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, "queued"),
            lt(mailOutbox.createdAt, sql`now() - make_interval(mins => ${LOST_MAIL_MINUTES})`),
          ),
        )
        .limit(500);
      for (const { id } of lost) await queue.send(MAIL_SEND_QUEUE.name, { id });
      return lost.length;
    },
    async deliver(id, job) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      // Sent meanwhile (or deleted with its customer): nothing left to do.
      if (!mail || mail.status === "sent" || !env.SMTP_URL) return;
      const failure = await attempt(
        id,
        { to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html ?? undefined },
        job.lastAttempt,
      );
      if (failure) throw failure;
    },
    async outbox(scope = {}) {
      const rows = await db
        .select({
          id: mailOutbox.id,
          to_address: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          reservation_id: mailOutbox.reservationId,
          status: mailOutbox.status,
          error: mailOutbox.error,
          attempts: mailOutbox.attempts,
          created_at: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(inScope(scope))
        .orderBy(desc(mailOutbox.id))
        .limit(50);
      return rows.map((m) => ({ ...m, text: maskSecrets(m.text) }));
    },
    async failedCount(scope = {}) {
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(inScope({ ...scope, failed: true }));
      return row?.n ?? 0;
    },
    async forgetCustomer(tx, email) {
      await tx.delete(mailOutbox).where(toAddress(email));
    },
  };
}

/** This process works the mail.send queue (buildApp with jobs). */
export async function workMailJobs(queue: JobQueue, mail: Mailer): Promise<void> {
  await queue.work<{ id: number }>(MAIL_SEND_QUEUE.name, (data, job) => mail.deliver(data.id, job));
  await queue.work(MAIL_SWEEP_QUEUE.name, async () => {
    await mail.sweep();
  });
}
