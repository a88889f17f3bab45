// Account deletion (GDPR) for the rows this module owns: orders are kept for bookkeeping with the
// person removed, reservations lose every personal field. Runs in the deletion's transaction.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { orders, reservations } from "../../db/schema.ts";

export async function anonymiseCustomerReservations(tx: Executor, customerId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ name: null, email: null, customerId: null, anonymisedAt: sql`now()` })
    .where(eq(orders.customerId, customerId));
  await tx
    .update(reservations)
    .set({
      name: "Slettet kunde",
      email: "",
      phone: "",
      address: null,
      city: null,
      zipcode: null,
      customerId: null,
      updatedAt: sql`now()`,
    })
    .where(eq(reservations.customerId, customerId));
}
