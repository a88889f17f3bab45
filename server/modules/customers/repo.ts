// SQL of the customers module. Every query that reads a customer's history filters on customer_id,
// so ownership is decided here, not by the caller (no IDOR).
import type { Database } from "../../db/client.ts";
import type { Run } from "../../db/seed/bulk.ts";

export interface CustomerRow {
  id: number;
  auth_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  birth_date: string | null;
  gender_id: number | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  password_hash: string;
  terms_accepted_at: Date | null;
  email_verified_at: Date | null;
  role: "customer" | "staff" | "admin";
  staff_shop_id: number | null;
  permissions: string[];
  preferences: Record<string, boolean>;
  club: boolean;
  marketing: boolean;
  newsletter: boolean;
  event_invite: boolean;
  birthday_gift: boolean;
  qr_code: string | null;
}

export const HISTORY_PAGE_SIZE = 10;

export function createCustomerRepo(database: Database) {
  const one = async <R>(text: string, params: unknown[]) => (await database.query<R>(text, params)).rows[0];

  return {
    byId: (id: number) => one<CustomerRow>("select * from customers where id = $1", [id]),
    byEmail: (email: string) => one<CustomerRow>("select * from customers where lower(email) = lower($1)", [email]),
    byPhone: (phone: string) => one<CustomerRow>("select * from customers where phone = $1", [phone]),

    /** Another account already using the e-mail address or phone number. */
    async taken(email: string, phone: string, exceptId = 0): Promise<boolean> {
      const row = await one<{ id: number }>(
        "select id from customers where (lower(email) = lower($1) or phone = $2) and id <> $3 limit 1",
        [email, phone, exceptId],
      );
      return Boolean(row);
    },

    insert: (values: Record<string, unknown>) => insertRow(database, values),

    async update(id: number, values: Record<string, unknown>) {
      const keys = Object.keys(values);
      const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(", ");
      await database.query(`update customers set ${sets}, updated_at = now() where id = $1`, [
        id,
        ...keys.map((k) => values[k]),
      ]);
    },

    /** One page of a customer's rows of a history table, newest first, with the total. */
    async page<R>(table: "reservations" | "orders" | "reviews", customerId: number, page: number) {
      const offset = (page - 1) * HISTORY_PAGE_SIZE;
      const [items, total] = await Promise.all([
        database.query<R>(
          `select * from ${table} where customer_id = $1 order by created_at desc, id desc limit $2 offset $3`,
          [customerId, HISTORY_PAGE_SIZE, offset],
        ),
        database.query<{ n: number }>(`select count(*)::int as n from ${table} where customer_id = $1`, [customerId]),
      ]);
      return { rows: items.rows, total: total.rows[0]?.n ?? 0 };
    },

    reservationLines: (ids: number[]) =>
      database.query<{
        id: number;
        reservation_id: number;
        article_id: number;
        ean: string;
        name: string;
        count: number;
        unit_price_ore: number;
      }>("select * from reservation_lines where reservation_id = any($1::int[]) order by id", [ids]),

    orderLines: (ids: number[]) =>
      database.query<{
        id: number;
        order_id: number;
        article_id: number | null;
        ean: string;
        name: string;
        count: number;
        unit_price_ore: number;
        total_ore: number;
        vat_ore: number;
      }>("select * from order_lines where order_id = any($1::int[]) order by id", [ids]),

    articleNames: (ids: number[]) =>
      database.query<{ id: number; name: string }>("select id, name from articles where id = any($1::int[])", [ids]),

    articleExists: async (id: number) =>
      Boolean(await one<{ id: number }>("select id from articles where id = $1 and visible_web = 1", [id])),

    insertReview: (values: Record<string, unknown>) => insertRow(database, values, "reviews"),

    /**
     * Account deletion (GDPR): orders are kept for bookkeeping with the person removed, reservations
     * and reviews lose every personal field, mails to the address are deleted, and the customer row
     * goes with its sessions and tokens (foreign keys cascade).
     */
    async erase(run: Run, customer: Pick<CustomerRow, "id" | "email">) {
      await run(
        `update orders set name = null, email = null, customer_id = null, anonymised_at = now()
          where customer_id = $1`,
        [customer.id],
      );
      await run(
        `update reservations set name = 'Slettet kunde', email = '', phone = '', address = null, city = null,
                zipcode = null, customer_id = null, updated_at = now()
          where customer_id = $1`,
        [customer.id],
      );
      await run(
        "update reviews set customer_name = 'Anonym', anonymous = true, customer_id = null where customer_id = $1",
        [customer.id],
      );
      await run("delete from mail_outbox where lower(to_address) = lower($1)", [customer.email]);
      await run("delete from customers where id = $1", [customer.id]);
    },
  };
}

async function insertRow(database: Database, values: Record<string, unknown>, table = "customers") {
  const keys = Object.keys(values);
  const { rows } = await database.query<{ id: number }>(
    `insert into ${table} (${keys.join(", ")}) values (${keys.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    keys.map((k) => values[k]),
  );
  return rows[0].id;
}

export type CustomerRepo = ReturnType<typeof createCustomerRepo>;
