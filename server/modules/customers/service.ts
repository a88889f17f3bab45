// Customer accounts: login, registration, profile, history, e-mail verification, password reset and
// deletion (spec sections 4, 6, 7 and 8; DESIGN.md section 5; decision 014).
import QRCode from "qrcode";
import {
  ACCOUNT_EXISTS,
  ALREADY_VERIFIED,
  CURRENT_PASSWORD_WRONG,
  INVALID_DATA,
  LOGIN_FAILED,
  LOGIN_THROTTLED,
  MAIL_NOT_SENT,
  RESET_LINK_INVALID,
} from "../../../domain/account-messages.ts";
import { roundToKroner } from "../../../domain/money.ts";
import { normalisePhone } from "../../../domain/phone.ts";
import type { Database } from "../../db/client.ts";
import { inTransaction } from "../../db/seed/bulk.ts";
import { HttpError, notFound, unprocessable } from "../../lib/errors.ts";
import type { Mailer } from "../mail/service.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./password-policy.ts";
import { type CustomerRow, createCustomerRepo, HISTORY_PAGE_SIZE } from "./repo.ts";
import type { RegisterInput, UpdateInput } from "./schemas.ts";
import { createLoginThrottle } from "./throttle.ts";
import { issueToken, spendToken, spentBy, TOKEN_MINUTES } from "./tokens.ts";

/** The account as the API shows it (spec section 3, Customer); never the password hash. */
export function customerView(c: CustomerRow) {
  return {
    id: c.id,
    auth_id: c.auth_id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone,
    birth_date: c.birth_date,
    gender_id: c.gender_id,
    address: c.address,
    postal_code: c.postal_code,
    city: c.city,
    terms_conditions: c.terms_accepted_at !== null,
    email_verified: c.email_verified_at !== null,
    role: c.role,
    staff_shop_id: c.staff_shop_id,
    permissions: c.permissions,
    preferences: c.preferences,
    club: c.club,
    marketing: c.marketing,
    newsletter: c.newsletter,
    event_invite: c.event_invite,
    birthday_gift: c.birthday_gift,
  };
}

export type CustomerView = ReturnType<typeof customerView>;

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";

/** Profile columns from validated input; keys are fixed here, never taken from the request. */
function profileValues(input: RegisterInput | UpdateInput) {
  const values: Record<string, unknown> = {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone: input.phone,
  };
  const optional = {
    birth_date: input.birth_date,
    gender_id: input.gender_id,
    address: input.address,
    postal_code: input.postal_code,
    city: input.city,
    club: input.club,
    marketing: input.marketing,
    newsletter: input.newsletter,
    event_invite: input.event_invite,
    birthday_gift: input.birthday_gift,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) values[key] = value;
  return values;
}

async function checkNewPassword(password: string) {
  const problem = await passwordProblem(password);
  if (problem) throw unprocessable(INVALID_DATA, { password: [problem] });
}

export function createCustomerService(database: Database, mail: Mailer) {
  const repo = createCustomerRepo(database);
  const throttle = createLoginThrottle(database);

  const sendLinkMail = async (customer: CustomerRow, kind: "verify" | "reset", origin: string) => {
    const token = await issueToken(database, customer.id, kind === "verify" ? "email_verification" : "password_reset");
    const link =
      kind === "verify"
        ? `${origin}/konto/bekreft-epost?token=${token}`
        : `${origin}/konto/nytt-passord?token=${token}`;
    const subject = kind === "verify" ? "Bekreft e-postadressen din" : "Lag nytt passord";
    const lead =
      kind === "verify"
        ? "Bekreft e-postadressen din ved å åpne lenken under."
        : "Noen (forhåpentligvis du) ba om å lage nytt passord. Åpne lenken under for å velge et nytt.";
    const text = `Hei ${customer.first_name}!\n\n${lead}\n\n${link}\n\nLenken virker i ${TOKEN_MINUTES} minutter og kan brukes én gang.`;
    await mail.sendMail({ to: customer.email, subject, text });
  };

  return {
    async byId(id: number) {
      return repo.byId(id);
    },

    /** The account page's data: the account and, for club members, their QR code (SVG). */
    async profile(id: number) {
      const row = await repo.byId(id);
      if (!row) return null;
      const clubCode = row.club ? (await this.clubCode(row)).svg : null;
      return { customer: customerView(row), clubCode };
    },

    /** The account for the credentials, else 422; 429 after 5 failures a minute for account and address. */
    async login(credentials: { email?: string; phone?: string; password: string }, ip: string): Promise<CustomerRow> {
      const account = credentials.email
        ? credentials.email.toLowerCase()
        : (normalisePhone(credentials.phone ?? "") ?? credentials.phone ?? "");
      if (await throttle.blocked(account, ip)) throw new HttpError(429, LOGIN_THROTTLED);
      const customer = credentials.email ? await repo.byEmail(account) : await repo.byPhone(account);
      const ok = await verifyPassword(customer?.password_hash ?? null, credentials.password);
      if (!customer || !ok) {
        await throttle.fail(account, ip);
        throw new HttpError(422, LOGIN_FAILED);
      }
      await throttle.clear(account, ip);
      return customer;
    },

    async register(input: RegisterInput, origin: string): Promise<CustomerRow> {
      await checkNewPassword(input.password);
      if (await repo.taken(input.email, input.phone)) throw new HttpError(423, ACCOUNT_EXISTS);
      let id: number;
      try {
        id = await repo.insert({
          ...profileValues(input),
          password_hash: await hashPassword(input.password),
          terms_accepted_at: new Date(),
        });
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(423, ACCOUNT_EXISTS);
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
    ): Promise<{ customer: CustomerRow; passwordChanged: boolean }> {
      if (await repo.taken(input.email, input.phone, customer.id)) throw new HttpError(423, ACCOUNT_EXISTS);
      const values = profileValues(input);
      const emailChanged = input.email !== customer.email.toLowerCase();
      if (emailChanged) values.email_verified_at = null;
      if (input.terms_conditions !== undefined && !customer.terms_accepted_at) values.terms_accepted_at = new Date();
      if (input.password !== undefined) {
        if (!(await verifyPassword(customer.password_hash, input.current_password ?? ""))) {
          throw unprocessable(INVALID_DATA, { current_password: [CURRENT_PASSWORD_WRONG] });
        }
        await checkNewPassword(input.password);
        values.password_hash = await hashPassword(input.password);
      }
      try {
        await repo.update(customer.id, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(423, ACCOUNT_EXISTS);
        throw error;
      }
      const updated = (await repo.byId(customer.id)) as CustomerRow;
      if (emailChanged) await sendLinkMail(updated, "verify", origin).catch(() => undefined);
      return { customer: updated, passwordChanged: input.password !== undefined };
    },

    async resendVerification(customer: CustomerRow, origin: string) {
      if (customer.email_verified_at) throw unprocessable(MAIL_NOT_SENT, { email: [ALREADY_VERIFIED] });
      try {
        await sendLinkMail(customer, "verify", origin);
      } catch {
        throw new HttpError(503, MAIL_NOT_SENT);
      }
    },

    /**
     * Verifies the address of the token's customer. Mail scanners often open links before the customer
     * does, so opening a spent (unexpired) link again still says the address is verified.
     */
    async verifyEmail(token: string): Promise<boolean> {
      return inTransaction(database, async (run) => {
        const customerId = await spendToken(run, token, "email_verification");
        if (!customerId) {
          const earlier = await spentBy(run, token, "email_verification");
          if (!earlier) return false;
          const { rows } = await run<{ verified: boolean }>(
            "select email_verified_at is not null as verified from customers where id = $1",
            [earlier],
          );
          return rows[0]?.verified ?? false;
        }
        await run("update customers set email_verified_at = coalesce(email_verified_at, now()) where id = $1", [
          customerId,
        ]);
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
      if (customer) await sendLinkMail(customer, "reset", origin);
    },

    /** Sets the new password and spends the token; returns the customer, whose sessions must end. */
    async resetPassword(token: string, password: string): Promise<number> {
      await checkNewPassword(password);
      const passwordHash = await hashPassword(password);
      const customerId = await inTransaction(database, async (run) => {
        const id = await spendToken(run, token, "password_reset");
        if (!id) return null;
        // The link reached the mailbox, which proves the address too.
        await run(
          `update customers set password_hash = $2, email_verified_at = coalesce(email_verified_at, now()),
                  updated_at = now() where id = $1`,
          [id, passwordHash],
        );
        await run("delete from sessions where customer_id = $1", [id]);
        return id;
      });
      if (!customerId) throw unprocessable(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
      return customerId;
    },

    async remove(customer: CustomerRow) {
      await inTransaction(database, (run) => repo.erase(run, customer));
    },

    /** The club QR code: the stored code, else the account's permanent auth id. */
    async clubCode(customer: CustomerRow) {
      const code = customer.qr_code ?? customer.auth_id;
      const svg = await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { code, svg, club: customer.club };
    },

    async reservations(customerId: number, page: number) {
      const { rows, total } = await repo.page<{
        id: number;
        shop_id: number;
        customer_id: number;
        status_id: number;
        name: string;
        email: string;
        phone: string;
        delivery: boolean;
        address: string | null;
        city: string | null;
        zipcode: string | null;
        total_ore: number;
        tracking_url: string | null;
        created_at: Date;
      }>("reservations", customerId, page);
      const lines = rows.length ? (await repo.reservationLines(rows.map((r) => r.id))).rows : [];
      const data = rows.map((r) => ({
        id: r.id,
        shopID: r.shop_id,
        customerID: r.customer_id,
        statusID: r.status_id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        delivery: r.delivery,
        address: r.address,
        city: r.city,
        zipcode: r.zipcode,
        total: roundToKroner(r.total_ore),
        trackingUrl: r.tracking_url,
        articles: lines
          .filter((l) => l.reservation_id === r.id)
          .map((l) => ({
            id: l.id,
            article_id: l.article_id,
            ean: l.ean,
            name: l.name,
            count: l.count,
            price: roundToKroner(l.unit_price_ore),
          })),
        date: r.created_at,
      }));
      return paged(data, page, total);
    },

    async orders(customerId: number, page: number) {
      const { rows, total } = await repo.page<{
        id: number;
        vat_percentage: number;
        total_vat_ore: number;
        net_ore: number;
        total_ore: number;
        created_at: Date;
      }>("orders", customerId, page);
      const lines = rows.length ? (await repo.orderLines(rows.map((r) => r.id))).rows : [];
      const data = rows.map((o) => ({
        id: o.id,
        vat_percentage: o.vat_percentage,
        total_vat: roundToKroner(o.total_vat_ore),
        net_amount: roundToKroner(o.net_ore),
        total: roundToKroner(o.total_ore),
        articles: lines
          .filter((l) => l.order_id === o.id)
          .map((l) => ({
            id: l.id,
            article_id: l.article_id,
            ean: l.ean,
            name: l.name,
            count: l.count,
            price: roundToKroner(l.unit_price_ore),
            total: roundToKroner(l.total_ore),
          })),
        date: o.created_at,
      }));
      return paged(data, page, total);
    },

    async reviews(customerId: number, page: number) {
      const { rows, total } = await repo.page<{
        id: number;
        reviewable_id: number;
        reviewable_type: string;
        content: string;
        reply: string | null;
        rating: number;
        approved: boolean;
        true_to_size: number | null;
        size_color: string | null;
        anonymous: boolean;
        customer_name: string;
        created_at: Date;
      }>("reviews", customerId, page);
      const names = rows.length ? (await repo.articleNames(rows.map((r) => r.reviewable_id))).rows : [];
      const data = rows.map((r) => ({
        id: r.id,
        content: r.content,
        reply: r.reply,
        customer: r.customer_name,
        rating: r.rating,
        approved: r.approved,
        created_at: r.created_at,
        reviewable_id: r.reviewable_id,
        reviewable_type: r.reviewable_type,
        article_name: names.find((n) => n.id === r.reviewable_id)?.name ?? null,
        true_to_size: r.true_to_size,
        size_color: r.size_color,
        anonymous: r.anonymous,
      }));
      return paged(data, page, total);
    },

    /** A review waits for staff approval before the product page shows it. */
    async writeReview(
      customer: CustomerRow,
      articleId: number,
      input: { content: string; rating: number; true_to_size?: number; size_color?: string; anonymous?: boolean },
    ) {
      if (!(await repo.articleExists(articleId))) throw notFound();
      const id = await repo.insertReview({
        reviewable_type: "article",
        reviewable_id: articleId,
        customer_id: customer.id,
        customer_name: input.anonymous ? "Anonym" : `${customer.first_name} ${customer.last_name.slice(0, 1)}.`,
        content: input.content,
        rating: input.rating,
        true_to_size: input.true_to_size ?? null,
        size_color: input.size_color ?? null,
        anonymous: input.anonymous ?? false,
        approved: false,
      });
      return { id, approved: false };
    },
  };
}

function paged<T>(data: T[], page: number, total: number) {
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
      per_page: HISTORY_PAGE_SIZE,
      total,
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
