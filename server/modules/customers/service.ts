// Customer accounts: login, registration, profile, history, e-mail verification, password reset and
// deletion (spec sections 4, 6, 7 and 8; DESIGN.md section 5; decision 014).
import { inArray } from "drizzle-orm";
import QRCode from "qrcode";
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_EXISTS,
  CURRENT_PASSWORD_WRONG,
  INVALID_DATA,
  LOGIN_FAILED,
  LOGIN_THROTTLED,
} from "../../../domain/account-messages.ts";
import { type ConsentChoice, choiceFromCustomerCookies, customerCookieFields } from "../../../domain/consent.ts";
import { normalisePhone } from "../../../domain/phone.ts";
import type { Database, Executor } from "../../db/client.ts";
import { customers } from "../../db/schema.ts";
import { AlreadyExists, Forbidden, InvalidInput, Throttled } from "../../lib/errors.ts";
import type { Mailer } from "../mail/service.ts";
import type { OrderHistoryPage, ReservationHistoryPage } from "../reservations/customer-history.ts";
import { createAccountLinks } from "./account-links.ts";
import { hashPassword, verifyPassword } from "./password-policy.ts";
import { checkNewPassword, customerView, isUniqueViolation, profileValues, refuseUnknownGender } from "./profile.ts";
import { type CustomerRow, createCustomerRepo, type NewCustomer } from "./repo.ts";
import { MY_SHOP_UNKNOWN, type PreferencesInput, type RegisterInput, type UpdateInput } from "./schemas.ts";
import { createLoginThrottle } from "./throttle.ts";

/** What account deletion asks the owners of the customer's other rows to do, in its transaction. */
export interface CustomerServiceDeps {
  database: Database;
  mail: Pick<Mailer, "sendMail">;
  /** Reservations and orders lose the person (reservations module). */
  anonymiseReservations(tx: Executor, customerId: number): Promise<void>;
  /** Reviews stay, without the name (reviews module). */
  anonymiseReviews(tx: Executor, customerId: number): Promise<void>;
  /** Mails to the address are deleted (mail module). */
  forgetMail(tx: Executor, email: string): Promise<void>;
  /** The account pages' history of reservations and orders (reservations module). */
  history: {
    reservations(customerId: number, page: number): Promise<ReservationHistoryPage>;
    orders(customerId: number, page: number): Promise<OrderHistoryPage>;
  };
  /** Whether an active shop has this id (shops module): "my shop" must be one (decision 031). */
  shopIsActive(shopId: number): Promise<boolean>;
}

export function createCustomerService(deps: CustomerServiceDeps) {
  const { database, mail } = deps;
  const { db } = database;
  const repo = createCustomerRepo(db);
  const throttle = createLoginThrottle(db);
  const { sendLinkMail, ...links } = createAccountLinks({ database, mail, repo, throttle });

  return {
    ...links,
    async byId(id: number) {
      return repo.byId(id);
    },

    /** The customer's own choices of club, marketing, newsletter, invitations and birthday gift. */
    async savePreferences(id: number, input: PreferencesInput): Promise<CustomerRow> {
      await repo.update(id, {
        club: input.club,
        marketing: input.marketing,
        newsletter: input.newsletter,
        eventInvite: input.event_invite,
        birthdayGift: input.birthday_gift,
      });
      return (await repo.byId(id)) as CustomerRow;
    },

    /** Stores the customer's cookie choice on the account (decision 036). */
    async saveConsent(id: number, choice: ConsentChoice) {
      await repo.update(id, { cookies: customerCookieFields(choice) });
    },

    /**
     * At login the account's stored cookie choice wins; an account without one takes the choice
     * this browser already made. Answers the choice the browser should keep, or null for none.
     */
    async consentAtLogin(customer: CustomerRow, browserChoice: ConsentChoice | null): Promise<ConsentChoice | null> {
      const stored = choiceFromCustomerCookies(customer.cookies);
      if (stored) return stored;
      if (browserChoice) await this.saveConsent(customer.id, browserChoice);
      return browserChoice;
    },

    /** First names by id: the back office names the staff member behind each change. */
    async firstNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const found = await db
        .select({ id: customers.id, firstName: customers.firstName })
        .from(customers)
        .where(inArray(customers.id, ids));
      return new Map(found.map((c) => [c.id, c.firstName]));
    },

    /** The account page's data: the account and, for club members, their QR code (SVG). */
    async profile(id: number) {
      const row = await repo.byId(id);
      if (!row) return null;
      const clubCode = row.club ? (await this.clubCode(row)).svg : null;
      return { customer: customerView(row), clubCode };
    },

    /**
     * The account for the credentials, else 422; 429 after 5 failures a minute for account and address;
     * 403 for a deactivated account (decision 068).
     * An existing account is counted by its id, so its e-mail address and phone number share one count.
     */
    async login(credentials: { email?: string; phone?: string; password: string }, ip: string): Promise<CustomerRow> {
      const given = credentials.email
        ? credentials.email.toLowerCase()
        : (normalisePhone(credentials.phone ?? "") ?? credentials.phone ?? "");
      const customer = credentials.email ? await repo.byEmail(given) : await repo.byPhone(given);
      const account = customer ? `customer:${customer.id}` : given;
      if (await throttle.blocked(account, ip)) throw new Throttled(LOGIN_THROTTLED);
      const ok = await verifyPassword(customer?.passwordHash ?? null, credentials.password);
      if (!customer || !ok) {
        await throttle.fail(account, ip);
        throw new InvalidInput(LOGIN_FAILED);
      }
      await throttle.clear(account, ip);
      // Told only to someone who knows the password, so the answer gives nothing away to a stranger.
      if (customer.deactivatedAt) throw new Forbidden(ACCOUNT_DEACTIVATED);
      return customer;
    },

    async register(input: RegisterInput, origin: string): Promise<CustomerRow> {
      await checkNewPassword(input.password);
      if (await repo.taken(input.email, input.phone)) throw new AlreadyExists(ACCOUNT_EXISTS);
      let id: number;
      try {
        id = await repo.insert({
          ...profileValues(input),
          passwordHash: await hashPassword(input.password),
          termsAcceptedAt: new Date(),
        } as NewCustomer);
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw new AlreadyExists(ACCOUNT_EXISTS);
        refuseUnknownGender(error);
        throw error;
      }
      const customer = (await repo.byId(id)) as CustomerRow;
      // The account exists even when the mail fails; the customer can ask for it again.
      await sendLinkMail(customer, "verify", origin).catch(() => undefined);
      return customer;
    },

    /** Updates the customer's own account; a changed e-mail address must be verified again. */
    async update(
      customer: CustomerRow,
      input: UpdateInput,
      origin: string,
    ): Promise<{ customer: CustomerRow; passwordChanged: boolean; emailChanged: boolean }> {
      if (await repo.taken(input.email, input.phone, customer.id)) throw new AlreadyExists(ACCOUNT_EXISTS);
      const values = profileValues(input);
      const emailChanged = input.email !== customer.email.toLowerCase();
      if (emailChanged) values.emailVerifiedAt = null;
      if (input.terms_conditions !== undefined && !customer.termsAcceptedAt) values.termsAcceptedAt = new Date();
      if (input.password !== undefined) {
        if (!(await verifyPassword(customer.passwordHash, input.current_password ?? ""))) {
          throw new InvalidInput(INVALID_DATA, { current_password: [CURRENT_PASSWORD_WRONG] });
        }
        await checkNewPassword(input.password);
        values.passwordHash = await hashPassword(input.password);
      }
      try {
        await repo.update(customer.id, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AlreadyExists(ACCOUNT_EXISTS);
        refuseUnknownGender(error);
        throw error;
      }
      const updated = (await repo.byId(customer.id)) as CustomerRow;
      if (emailChanged) await sendLinkMail(updated, "verify", origin).catch(() => undefined);
      return { customer: updated, passwordChanged: input.password !== undefined, emailChanged };
    },

    /**
     * Account deletion (GDPR), in one transaction: each module that owns rows of the customer
     * anonymises them, then the customer row goes with its sessions and tokens.
     */
    async remove(customer: Pick<CustomerRow, "id" | "email">) {
      await database.transaction(async (tx) => {
        await deps.anonymiseReservations(tx, customer.id);
        await deps.anonymiseReviews(tx, customer.id);
        await deps.forgetMail(tx, customer.email);
        await createCustomerRepo(tx).remove(tx, customer.id);
      });
    },

    /** The club QR code: the stored code, else the account's permanent auth id. */
    async clubCode(customer: CustomerRow) {
      const code = customer.qrCode ?? customer.authId;
      const svg = await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { code, svg, club: customer.club };
    },

    /** Sets or clears the customer's own shop; an id that is no active shop is refused (422). */
    async setMyShop(customerId: number, shopId: number | null): Promise<CustomerRow> {
      if (shopId !== null && !(await deps.shopIsActive(shopId))) {
        throw new InvalidInput(MY_SHOP_UNKNOWN, { shopId: [MY_SHOP_UNKNOWN] });
      }
      await repo.update(customerId, { myShopId: shopId });
      return (await repo.byId(customerId)) as CustomerRow;
    },

    /** The customer's own reservations and orders, paged (the reservations module reads them). */
    reservations: (customerId: number, page: number) => deps.history.reservations(customerId, page),
    orders: (customerId: number, page: number) => deps.history.orders(customerId, page),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
