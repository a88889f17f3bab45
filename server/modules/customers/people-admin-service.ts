// The back office's people (issue 31, decision 068): administrators invite staff, editors and other
// administrators by e-mail (a one-time link to choose a password, valid 24 hours), set their role and
// shop, and deactivate them. The customers module owns the accounts, their sessions and their tokens,
// so it owns this too. Each change is written with its audit row in one transaction; the mail goes
// out after the commit (DESIGN.md section 5).
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { ROLE_NAMES, type Role, type Staff } from "../../../domain/back-office-roles.ts";
import type { PersonInviteBody, PersonRole, PersonUpdateBody } from "../../../domain/schemas/people-admin.ts";
import { SHOP_REQUIRED } from "../../../domain/schemas/people-admin.ts";
import type { Database, Executor } from "../../db/client.ts";
import { authTokens, customers, sessions } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../lib/errors.ts";
import type { AuditChange, AuditService } from "../audit/service.ts";
import type { Mailer } from "../mail/service.ts";
import { hasPassword, NO_PASSWORD } from "./password-policy.ts";
import type { CustomerRow } from "./repo.ts";
import { INVITE_HOURS, issueToken } from "./tokens.ts";

export const PERSON_NOT_FOUND = "Personen finnes ikke";
export const PERSON_HAS_ACCESS = "Personen har allerede tilgang - endre rollen i listen";
export const SHOP_UNKNOWN = "Butikken finnes ikke";
export const NOT_YOURSELF_DEACTIVATE = "Du kan ikke deaktivere deg selv";
export const NOT_YOURSELF_DEMOTE = "Du kan ikke ta fra deg selv administratorrollen";
export const NOT_INVITED = "Personen har allerede valgt passord";
export const DEACTIVATED_NO_INVITE = "Personen er deaktivert - aktiver personen først";

/** PostgreSQL's unique_violation, on the error or on a cause drizzle wrapped it in. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export type PersonStatus = "active" | "invited" | "deactivated";

/** A person as the back office lists them. */
export interface PersonRecord {
  id: number;
  name: string;
  email: string;
  role: PersonRole;
  shopId: number | null;
  shopName: string | null;
  status: PersonStatus;
}

export interface PeopleAdminDeps {
  database: Database;
  audit: AuditService;
  mail: Pick<Mailer, "sendMail">;
  /** The active shops by id and name (shops module): a person's shop must be one. */
  shopNames(): Promise<Map<number, string>>;
}

const BACK_OFFICE_ROLES: PersonRole[] = ["staff", "editor", "admin"];

export const fullName = (c: Pick<CustomerRow, "firstName" | "lastName">) => `${c.firstName} ${c.lastName}`.trim();

/** "Kari Nordmann Berg" → first name "Kari", last name "Nordmann Berg" (the account's two fields). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

export function personStatus(c: Pick<CustomerRow, "deactivatedAt" | "passwordHash">): PersonStatus {
  if (c.deactivatedAt) return "deactivated";
  return hasPassword(c.passwordHash) ? "active" : "invited";
}

/** The link an invitation carries: the new-password page, which then says "choose your password". */
export const inviteLink = (origin: string, token: string) => `${origin}/konto/nytt-passord?token=${token}&invitasjon=1`;

const roleWithShop = (role: Role, shop: string | null) =>
  `${ROLE_NAMES[role]}${role !== "admin" && shop ? ` i ${shop}` : ""}`;

export type PeopleAdminService = ReturnType<typeof createPeopleAdminService>;

export function createPeopleAdminService({ database, audit, mail, shopNames }: PeopleAdminDeps) {
  const { db } = database;

  async function find(ex: Executor, id: number): Promise<CustomerRow> {
    const [row] = await ex
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), ne(customers.role, "customer")));
    if (!row) throw new NotFound(PERSON_NOT_FOUND);
    return row;
  }

  const record = (c: CustomerRow, shops: Map<number, string>): PersonRecord => ({
    id: c.id,
    name: fullName(c),
    email: c.email,
    role: c.role as PersonRole,
    shopId: c.staffShopId,
    shopName: c.staffShopId === null ? null : (shops.get(c.staffShopId) ?? null),
    status: personStatus(c),
  });

  /** The shop a person of the role keeps: none for an administrator; an active shop, required for staff. */
  async function checkedShop(role: PersonRole, shopId: number | null, shops: Map<number, string>) {
    if (role === "admin") return null;
    if (shopId !== null && !shops.has(shopId)) throw new InvalidInput(SHOP_UNKNOWN, { shopId: [SHOP_UNKNOWN] });
    if (role === "staff" && shopId === null) throw new InvalidInput(SHOP_REQUIRED, { shopId: [SHOP_REQUIRED] });
    return shopId;
  }

  const audited = (c: Pick<CustomerRow, "role" | "staffShopId">, shops: Map<number, string>) => ({
    role: c.role,
    shop: c.staffShopId === null ? null : (shops.get(c.staffShopId) ?? `butikk ${c.staffShopId}`),
  });

  async function sendInvitation(person: CustomerRow, token: string, origin: string, by: Staff, shop: string | null) {
    const link = inviteLink(origin, token);
    const text =
      `Hei ${person.firstName}!\n\n${by.name} har gitt deg tilgang til administrasjonen av nettbutikken som ` +
      `${roleWithShop(person.role as Role, shop)}.\n\nVelg passordet ditt ved å åpne lenken under:\n\n${link}\n\n` +
      `Lenken virker i ${INVITE_HOURS} timer og kan brukes én gang. Deretter logger du inn med e-postadressen ` +
      `din på ${origin}/logg-inn. Har lenken gått ut, kan du be om en ny på ${origin}/glemt-passord.`;
    // The invitation stands even when the mail fails now: the outbox shows it, and it is sent again.
    await mail
      .sendMail({ to: person.email, subject: "Du er invitert til administrasjonen", text })
      .catch(() => undefined);
  }

  return {
    /** Full names by id (the audit log names the people it tells of). */
    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const found = await db
        .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(inArray(customers.id, [...ids]));
      return new Map(found.map((c) => [c.id, fullName(c)]));
    },

    /** Everyone with a back-office role, administrators first, then by name. */
    async list(): Promise<PersonRecord[]> {
      const [rows, shops] = await Promise.all([
        db
          .select()
          .from(customers)
          .where(inArray(customers.role, BACK_OFFICE_ROLES))
          .orderBy(
            sql`case ${customers.role} when 'admin' then 0 when 'editor' then 1 else 2 end`,
            asc(customers.firstName),
            asc(customers.lastName),
            asc(customers.id),
          ),
        shopNames(),
      ]);
      return rows.map((c) => record(c, shops));
    },

    /**
     * Invites a person by e-mail. A new address gets an account without a password and a link to choose
     * one; an existing customer's account gets the role at once and a mail saying so (they log in with
     * the password they have). Someone who already works in the back office is refused (409).
     */
    async invite(
      by: Staff,
      body: PersonInviteBody,
      origin: string,
    ): Promise<{ person: PersonRecord; promoted: boolean }> {
      const shops = await shopNames();
      const shopId = await checkedShop(body.role, body.shopId, shops);
      const shop = shopId === null ? null : (shops.get(shopId) ?? null);
      const done = await audit
        .change<{ row: CustomerRow; token: string | null }>(by, async (tx) => {
          const [existing] = await tx
            .select()
            .from(customers)
            .where(sql`lower(${customers.email}) = lower(${body.email})`);
          if (existing && existing.role !== "customer") {
            throw new Conflict(PERSON_HAS_ACCESS, { email: [PERSON_HAS_ACCESS] });
          }
          if (existing) {
            const [row] = await tx
              .update(customers)
              .set({ role: body.role, staffShopId: shopId, updatedAt: sql`now()` })
              .where(eq(customers.id, existing.id))
              .returning();
            const change: AuditChange = {
              action: "person.promote",
              entityType: "person",
              entityId: row.id,
              before: audited(existing, shops),
              after: audited(row, shops),
            };
            return { result: { row, token: null }, audit: change };
          }
          const [row] = await tx
            .insert(customers)
            .values({
              ...splitName(body.name),
              email: body.email,
              passwordHash: NO_PASSWORD,
              role: body.role,
              staffShopId: shopId,
            })
            .returning();
          const token = await issueToken(tx, row.id, "invite");
          const change: AuditChange = {
            action: "person.invite",
            entityType: "person",
            entityId: row.id,
            before: {},
            after: { name: fullName(row), email: row.email, ...audited(row, shops) },
          };
          return { result: { row, token }, audit: change };
        })
        .catch((error: unknown) => {
          // Two invitations racing for one address: the unique index decides.
          if (isUniqueViolation(error)) throw new Conflict(PERSON_HAS_ACCESS, { email: [PERSON_HAS_ACCESS] });
          throw error;
        });
      if (done.token) {
        await sendInvitation(done.row, done.token, origin, by, shop);
      } else {
        const text =
          `Hei ${done.row.firstName}!\n\n${by.name} har gitt deg tilgang til administrasjonen av nettbutikken ` +
          `som ${roleWithShop(done.row.role as Role, shop)}.\n\nLogg inn med e-postadressen og passordet du ` +
          `allerede bruker hos oss, og åpne ${origin}/admin.`;
        await mail
          .sendMail({ to: done.row.email, subject: "Du har fått tilgang til administrasjonen", text })
          .catch(() => undefined);
      }
      return { person: record(done.row, shops), promoted: done.token === null };
    },

    /** A new link for a person who has not chosen a password yet (the last one may have run out). */
    async reinvite(by: Staff, id: number, origin: string): Promise<PersonRecord> {
      const shops = await shopNames();
      const { row, token } = await audit.change(by, async (tx) => {
        const person = await find(tx, id);
        if (person.deactivatedAt) throw new Conflict(DEACTIVATED_NO_INVITE);
        if (hasPassword(person.passwordHash)) throw new Conflict(NOT_INVITED);
        const issued = await issueToken(tx, person.id, "invite");
        const change: AuditChange = {
          action: "person.reinvite",
          entityType: "person",
          entityId: id,
          before: {},
          after: { email: person.email },
        };
        return { result: { row: person, token: issued }, audit: change };
      });
      const shop = row.staffShopId === null ? null : (shops.get(row.staffShopId) ?? null);
      await sendInvitation(row, token, origin, by, shop);
      return record(row, shops);
    },

    /**
     * Changes a person's role or shop, or deactivates them (every session ends at once, and any
     * invitation link with them) or makes them active again. Nobody deactivates or demotes themselves.
     */
    async update(by: Staff, id: number, body: PersonUpdateBody): Promise<PersonRecord> {
      if (id === by.id && body.active === false) {
        throw new Conflict(NOT_YOURSELF_DEACTIVATE, { active: [NOT_YOURSELF_DEACTIVATE] });
      }
      if (id === by.id && body.role !== undefined && body.role !== "admin") {
        throw new Conflict(NOT_YOURSELF_DEMOTE, { role: [NOT_YOURSELF_DEMOTE] });
      }
      const shops = await shopNames();
      const row = await audit.change(by, async (tx) => {
        const before = await find(tx, id);
        const role = body.role ?? (before.role as PersonRole);
        const shopId = await checkedShop(role, body.shopId !== undefined ? body.shopId : before.staffShopId, shops);
        const wasActive = before.deactivatedAt === null;
        const active = body.active ?? wasActive;
        const [after] = await tx
          .update(customers)
          .set({
            role,
            staffShopId: shopId,
            deactivatedAt: active ? null : (before.deactivatedAt ?? sql`now()`),
            updatedAt: sql`now()`,
          })
          .where(eq(customers.id, id))
          .returning();
        if (wasActive && !active) {
          await tx.delete(sessions).where(eq(sessions.customerId, id));
          await tx.delete(authTokens).where(eq(authTokens.customerId, id));
        }
        const changes: AuditChange[] = [
          {
            action: "person.update",
            entityType: "person",
            entityId: id,
            before: audited(before, shops),
            after: audited(after, shops),
          },
        ];
        if (wasActive !== active) {
          changes.push({
            action: active ? "person.reactivate" : "person.deactivate",
            entityType: "person",
            entityId: id,
            before: { active: wasActive },
            after: { active },
          });
        }
        return { result: after, audit: changes };
      });
      return record(row, shops);
    },
  };
}
