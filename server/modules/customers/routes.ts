// /api/v1/customers (spec section 7) and writing a review. Every /current route reads the logged-in
// customer's own rows, and PUT/DELETE /{id} refuse any id but the caller's (no IDOR).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ACCOUNT_DELETED,
  ALREADY_LOGGED_IN,
  EMAIL_VERIFIED,
  INVALID_DATA,
  LOGGED_OUT,
  LOGIN_FAILED,
  mailSent,
  OTHER_USER,
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
} from "../../../domain/account-messages.ts";
import { HttpError, unprocessable } from "../../lib/errors.ts";
import { parse } from "../../lib/validation.ts";
import { NO_USER_MESSAGE, requireCustomer } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import type { CustomerRow } from "./repo.ts";
import {
  historyQuerySchema,
  idParamSchema,
  loginSchema,
  loginTypeSchema,
  passwordEmailSchema,
  passwordResetSchema,
  registerSchema,
  reviewSchema,
  updateSchema,
  verifySchema,
} from "./schemas.ts";
import { customerView } from "./service.ts";

export async function customerRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { customers, tenants, env } = services;

  /**
   * The origin for links in mails. The Host header is trusted only when it names one of our brands,
   * so a forged Host cannot make a reset mail point elsewhere.
   */
  const linkOrigin = async (req: FastifyRequest) => {
    if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, "");
    const tenant = await tenants.forHost(req.headers.host);
    if (tenant.hostnames.includes(req.hostname)) return `${req.protocol}://${req.host}`;
    return `http://localhost:${env.PORT}`;
  };

  /** The logged-in customer's full row (404 when nobody is logged in). */
  const current = async (req: FastifyRequest): Promise<CustomerRow> => {
    const row = await customers.byId(requireCustomer(req).id);
    if (!row) throw new HttpError(404, NO_USER_MESSAGE);
    return row;
  };

  /** PUT/DELETE /{id}: only the logged-in customer's own id. */
  const own = async (req: FastifyRequest): Promise<CustomerRow> => {
    const customer = await current(req);
    const { id } = parse(idParamSchema, req.params);
    if (id !== customer.id) {
      req.log.warn({ event: "account_access_denied", customerId: customer.id, targetId: id }, "other account");
      throw new HttpError(401, OTHER_USER);
    }
    return customer;
  };

  const login = async (req: FastifyRequest, reply: FastifyReply, type?: "email" | "phone") => {
    if (req.customer) {
      const customerId = req.customer.id;
      await app.sessions.end(req, reply);
      req.log.info({ event: "logout", customerId, reason: "login while logged in" }, "auth");
      throw new HttpError(401, ALREADY_LOGGED_IN);
    }
    const body = parse(loginSchema, req.body, LOGIN_FAILED);
    if ((type === "email" && !body.email) || (type === "phone" && !body.phone)) {
      throw unprocessable(LOGIN_FAILED, { [type]: [LOGIN_FAILED] });
    }
    try {
      const customer = await customers.login(body, req.ip);
      await app.sessions.start(req, reply, customer.id);
      req.log.info({ event: "login", customerId: customer.id, ip: req.ip }, "auth");
      return { data: customerView(customer) };
    } catch (error) {
      if (error instanceof HttpError) {
        req.log.warn({ event: error.statusCode === 429 ? "login_throttled" : "login_failed", ip: req.ip }, "auth");
      }
      throw error;
    }
  };

  app.post("/customers/login", (req, reply) => login(req, reply));
  app.post<{ Params: { type: string } }>("/customers/login/:type", (req, reply) =>
    login(req, reply, parse(loginTypeSchema, req.params.type)),
  );

  app.post("/customers/register", async (req, reply) => {
    if (req.customer) throw new HttpError(401, ALREADY_LOGGED_IN);
    const input = parse(registerSchema, req.body, INVALID_DATA);
    const customer = await customers.register(input, await linkOrigin(req));
    await app.sessions.start(req, reply, customer.id);
    req.log.info({ event: "register", customerId: customer.id, ip: req.ip }, "auth");
    return reply.code(201).send({ data: customerView(customer) });
  });

  app.post("/customers/logout", async (req, reply) => {
    const customer = requireCustomer(req);
    await app.sessions.end(req, reply);
    req.log.info({ event: "logout", customerId: customer.id }, "auth");
    return { message: LOGGED_OUT };
  });

  app.get("/customers/current", async (req, reply) => {
    if (!req.customer) return reply.code(204).send();
    const row = await customers.byId(req.customer.id);
    if (!row) return reply.code(204).send();
    return { data: customerView(row) };
  });

  app.get("/customers/current/code", async (req) => ({ data: await customers.clubCode(await current(req)) }));

  app.get("/customers/current/reservations", async (req) => {
    const { page } = parse(historyQuerySchema, req.query);
    return customers.reservations(requireCustomer(req).id, page);
  });
  app.get("/customers/current/orders", async (req) => {
    const { page } = parse(historyQuerySchema, req.query);
    return customers.orders(requireCustomer(req).id, page);
  });
  app.get("/customers/current/reviews", async (req) => {
    const { page } = parse(historyQuerySchema, req.query);
    return customers.reviews(requireCustomer(req).id, page);
  });

  app.put("/customers/:id", async (req, reply) => {
    const customer = await own(req);
    const input = parse(updateSchema, req.body, INVALID_DATA);
    const result = await customers.update(customer, input, await linkOrigin(req));
    if (result.passwordChanged) {
      // Other sessions end; this one gets a new id (ASVS 3.3.3, 3.2.1).
      await app.sessions.endAll(customer.id);
      await app.sessions.start(req, reply, customer.id);
      req.log.info({ event: "password_changed", customerId: customer.id }, "auth");
    }
    return { data: customerView(result.customer) };
  });

  app.delete("/customers/:id", async (req, reply) => {
    const customer = await own(req);
    await customers.remove(customer);
    await app.sessions.end(req, reply);
    req.log.info({ event: "account_deleted", customerId: customer.id }, "auth");
    return { message: ACCOUNT_DELETED };
  });

  app.get("/customers/email/resend", async (req) => {
    const customer = await current(req);
    await customers.resendVerification(customer, await linkOrigin(req));
    return { message: mailSent(customer.email) };
  });

  app.post("/customers/email/verify", async (req) => {
    const { token } = parse(verifySchema, req.body, RESET_LINK_INVALID);
    if (!(await customers.verifyEmail(token))) throw unprocessable(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
    return { message: EMAIL_VERIFIED };
  });

  app.post("/customers/password/email", async (req) => {
    const { email } = parse(passwordEmailSchema, req.body, INVALID_DATA);
    try {
      await customers.requestPasswordReset(email, await linkOrigin(req), req.ip);
    } catch (error) {
      // Answering differently on a mail failure would tell that the account exists.
      req.log.error({ err: error, event: "password_reset_mail_failed" }, "auth");
    }
    req.log.info({ event: "password_reset_requested", ip: req.ip }, "auth");
    return { message: RESET_LINK_SENT };
  });

  app.post("/customers/password/reset", async (req) => {
    const input = parse(passwordResetSchema, req.body, INVALID_DATA);
    const customerId = await customers.resetPassword(input.token, input.password);
    req.log.info({ event: "password_reset", customerId }, "auth");
    return { message: PASSWORD_CHANGED };
  });

  app.post<{ Params: { id: string } }>("/articles/:id/reviews", async (req, reply) => {
    const customer = await current(req);
    const { id } = parse(idParamSchema, req.params);
    const input = parse(reviewSchema, req.body, INVALID_DATA);
    const review = await customers.writeReview(customer, id, input);
    return reply.code(201).send({ data: review });
  });
}
