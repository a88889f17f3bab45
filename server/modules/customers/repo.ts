// Data access of the customers table. The module also owns sessions (plugins/session.ts),
// auth_tokens (tokens.ts) and login_failures (throttle.ts).
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { customers } from "../../db/schema.ts";

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

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
  };
}

export type CustomerRepo = ReturnType<typeof createCustomerRepo>;
