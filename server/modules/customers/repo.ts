// Data access of the customers module (the customers, sessions' owner rows, auth_tokens and
// login_failures tables). Every query that reads a customer's history filters on customer_id, so
// ownership is decided here, not by the caller (no IDOR).
import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { customers, orderLines, orders, reservationLines, reservations } from "../../db/schema.ts";

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

export const HISTORY_PAGE_SIZE = 10;

const sameEmail = (email: string) => sql`lower(${customers.email}) = lower(${email})`;

export function createCustomerRepo(db: Executor) {
  const first = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(customers).where(where).limit(1);
    return row as CustomerRow | undefined;
  };

  return {
    byId: (id: number) => first(eq(customers.id, id)),
    byEmail: (email: string) => first(sameEmail(email)),
    byPhone: (phone: string) => first(eq(customers.phone, phone)),

    /** Another account already using the e-mail address or phone number. */
    async taken(email: string, phone: string, exceptId = 0): Promise<boolean> {
      const found = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(or(sameEmail(email), eq(customers.phone, phone)), ne(customers.id, exceptId)))
        .limit(1);
      return found.length > 0;
    },

    async insert(values: NewCustomer): Promise<number> {
      const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
      return row.id;
    },

    async update(id: number, values: Partial<NewCustomer>) {
      await db
        .update(customers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(customers.id, id));
    },

    async remove(tx: Executor, id: number) {
      // Sessions and tokens go with the row (foreign keys cascade).
      await tx.delete(customers).where(eq(customers.id, id));
    },

    /** One page of the customer's reservations, newest first, with their lines and the total. */
    async reservationPage(customerId: number, page: number) {
      const mine = eq(reservations.customerId, customerId);
      const [items, [{ n }]] = await Promise.all([
        db
          .select()
          .from(reservations)
          .where(mine)
          .orderBy(desc(reservations.createdAt), desc(reservations.id))
          .limit(HISTORY_PAGE_SIZE)
          .offset((page - 1) * HISTORY_PAGE_SIZE),
        db.select({ n: sql<number>`count(*)::int` }).from(reservations).where(mine),
      ]);
      const ids = items.map((r) => r.id);
      const lines = ids.length
        ? await db
            .select()
            .from(reservationLines)
            .where(inArray(reservationLines.reservationId, ids))
            .orderBy(reservationLines.id)
        : [];
      return { rows: items, lines, total: n };
    },

    /** One page of the customer's orders, newest first, with their lines and the total. */
    async orderPage(customerId: number, page: number) {
      const mine = eq(orders.customerId, customerId);
      const [items, [{ n }]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(mine)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(HISTORY_PAGE_SIZE)
          .offset((page - 1) * HISTORY_PAGE_SIZE),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(mine),
      ]);
      const ids = items.map((o) => o.id);
      const lines = ids.length
        ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id)
        : [];
      return { rows: items, lines, total: n };
    },
  };
}

export type CustomerRepo = ReturnType<typeof createCustomerRepo>;
