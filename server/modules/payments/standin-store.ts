// The Klarna stand-in's state in PostgreSQL (payment_standin, owned by the payments module): sessions,
// authorisations, orders and idempotent answers as JSON rows by key, so a restart loses no order,
// like Klarna. Both halves of the stand-in (merchant and browser) read and write it here.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { paymentStandin } from "../../db/schema.ts";

export type StandinStore = ReturnType<typeof standinStore>;

export function standinStore({ db }: Database) {
  return {
    async get<T>(key: string): Promise<T | null> {
      const [row] = await db
        .select({ data: paymentStandin.data })
        .from(paymentStandin)
        .where(eq(paymentStandin.key, key));
      return (row?.data as T | undefined) ?? null;
    },
    async put(key: string, data: unknown): Promise<void> {
      const value = data as Record<string, unknown>;
      await db
        .insert(paymentStandin)
        .values({ key, data: value })
        .onConflictDoUpdate({ target: paymentStandin.key, set: { data: value } });
    },
    /** Stores rows that must not replace what is there (idempotent answers, new sessions). */
    async putNew(entries: [string, unknown][]): Promise<void> {
      await db
        .insert(paymentStandin)
        .values(entries.map(([key, data]) => ({ key, data: data as Record<string, unknown> })))
        .onConflictDoNothing({ target: paymentStandin.key });
    },
    /**
     * Stores an idempotent answer and the state it created in one statement, unless an answer is
     * stored under that key already (a retried call): then nothing is stored and that answer is
     * returned. The checkout's session is opened this way, in one round trip (decision 051).
     */
    async putAnswerOnce<T>(answerKey: string, answer: unknown, state: [string, unknown][]): Promise<T | null> {
      const values = sql.join(
        state.map(([key, data]) => sql`(${key}::text, ${JSON.stringify(data)}::jsonb)`),
        sql`, `,
      );
      const stored = await preparedRows<{ key: string }>(
        db,
        "standin_answer",
        sql`with answer as (
              insert into payment_standin (key, data) values (${answerKey}, ${JSON.stringify(answer)}::jsonb)
              on conflict (key) do nothing returning key
            ), state as (
              insert into payment_standin (key, data) select v.key, v.data from (values ${values}) as v(key, data), answer
              on conflict (key) do nothing
            )
            select key from answer`,
      );
      if (stored.length > 0) return null;
      const [earlier] = await db
        .select({ data: paymentStandin.data })
        .from(paymentStandin)
        .where(eq(paymentStandin.key, answerKey));
      return (earlier?.data as T | undefined) ?? null;
    },
    async remove(key: string): Promise<void> {
      await db.delete(paymentStandin).where(eq(paymentStandin.key, key));
    },
  };
}

/** What the browser half needs to know of a session the merchant half opened. */
export interface StandinSession {
  order: { order_amount: number; merchant_reference1?: string };
}

/** The session id inside a stand-in client token (`standin.<session id>`), or null. */
export function sessionIdOf(clientToken: unknown): string | null {
  return typeof clientToken === "string" && clientToken.startsWith("standin.") && clientToken.length > 8
    ? clientToken.slice(8)
    : null;
}
