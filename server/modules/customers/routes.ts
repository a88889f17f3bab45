// /api/v1/customers (spec section 7). Every /current route reads the logged-in customer's own rows,
// and PUT/DELETE /{id} refuse any id but the caller's (no IDOR). The checks that came before input
// validation (logged in, someone else's id, already logged in) run as preValidation hooks, so the
// answers keep their order.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ACCOUNT_DELETED,
  ALREADY_LOGGED_IN,
  INVALID_DATA,
  LOGGED_OUT,
  LOGIN_FAILED,
  OTHER_USER,
} from "../../../domain/account-messages.ts";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentValue, parseConsent } from "../../../domain/consent.ts";
import { PREFERENCES_SAVED } from "../../../domain/schemas/account.ts";
import { InvalidInput, NotFound, Unauthenticated } from "../../lib/errors.ts";
import { linkOrigin } from "../../lib/link-origin.ts";
import { checkParams } from "../../lib/params-first.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import { NO_USER_MESSAGE, requireCustomer } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { orderHistory, reservationHistory } from "../reservations/schemas.ts";
import { ownReviewPage } from "../reviews/schemas.ts";
import { accountLinkRoutes } from "./link-routes.ts";
import { customerView } from "./profile.ts";
import type { CustomerRow } from "./repo.ts";
import {
  clubCodeData,
  customerData,
  historyQuerySchema,
  idParamSchema,
  loginSchema,
  loginTypeParams,
  loginTypeSchema,
  MY_SHOP_UNKNOWN,
  messageBody,
  myShopSchema,
  preferencesData,
  preferencesSchema,
  registerSchema,
  updateSchema,
} from "./schemas.ts";

const tags = ["customers"];
const idParams = z.object({ id: idParamSchema.shape.id });

export const customerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { customers, reviews } = services;

  /** The logged-in customer's full row (404 when nobody is logged in). */
  const current = async (req: FastifyRequest): Promise<CustomerRow> => {
    const row = await customers.byId(requireCustomer(req).id);
    if (!row) throw new NotFound(NO_USER_MESSAGE);
    return row;
  };

  /** PUT/DELETE /{id}: only the logged-in customer's own id. */
  const ownId = async (req: FastifyRequest) => {
    const customer = requireCustomer(req);
    const { id } = checkParams(idParamSchema, req.params);
    if (id !== customer.id) {
      req.log.warn({ event: "account_access_denied", customerId: customer.id, targetId: id }, "other account");
      throw new Unauthenticated(OTHER_USER);
    }
  };

  /** Logging in while logged in ends the session (spec section 8). */
  const notLoggedIn = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.customer) return;
    const customerId = req.customer.id;
    await app.sessions.end(req, reply);
    req.log.info({ event: "logout", customerId, reason: "login while logged in" }, "auth");
    throw new Unauthenticated(ALREADY_LOGGED_IN);
  };

  const login = async (req: FastifyRequest, reply: FastifyReply, body: z.infer<typeof loginSchema>, type?: string) => {
    if ((type === "email" && !body.email) || (type === "phone" && !body.phone)) {
      throw new InvalidInput(LOGIN_FAILED, { [type]: [LOGIN_FAILED] });
    }
    try {
      const customer = await customers.login(body, req.ip);
      await app.sessions.start(req, reply, customer.id);
      req.log.info({ event: "login", customerId: customer.id, ip: req.ip }, "auth");
      const consent = await customers.consentAtLogin(customer, parseConsent(req.cookies[CONSENT_COOKIE]));
      if (consent) {
        reply.setCookie(CONSENT_COOKIE, consentValue(consent), {
          path: "/",
          maxAge: CONSENT_MAX_AGE_SECONDS,
          sameSite: "lax",
          secure: req.protocol === "https",
        });
      }
      return { data: customerView(customer) };
    } catch (error) {
      const kind = (error as { kind?: string }).kind;
      if (kind === "throttled" || kind === "invalid" || kind === "forbidden") {
        const event = { throttled: "login_throttled", invalid: "login_failed", forbidden: "login_deactivated" }[kind];
        req.log.warn({ event, ip: req.ip }, "auth");
      }
      throw error;
    }
  };

  const loginSchemas = {
    tags,
    body: loginSchema,
    response: { 200: customerData, 401: errorBody, 403: errorBody, 422: errorBody },
  };
  app.post(
    "/customers/login",
    {
      schema: loginSchemas,
      config: { invalidMessage: LOGIN_FAILED, rateLimitTier: "login" },
      preValidation: notLoggedIn,
    },
    (req, reply) => login(req, reply, req.body),
  );
  app.post(
    "/customers/login/:type",
    {
      schema: { ...loginSchemas, params: loginTypeParams },
      config: { invalidMessage: LOGIN_FAILED, rateLimitTier: "login" },
      // The type is checked first, with the general message, as before the login itself.
      preValidation: async (req, reply) => {
        checkParams(loginTypeSchema, (req.params as { type?: unknown }).type);
        await notLoggedIn(req, reply);
      },
    },
    (req, reply) => login(req, reply, req.body, req.params.type),
  );

  app.post(
    "/customers/register",
    {
      schema: {
        tags,
        body: registerSchema,
        response: { 201: customerData, 401: errorBody, 422: errorBody, 423: errorBody },
      },
      config: { invalidMessage: INVALID_DATA, rateLimitTier: "register" },
      preValidation: async (req) => {
        if (req.customer) throw new Unauthenticated(ALREADY_LOGGED_IN);
      },
    },
    async (req, reply) => {
      const customer = await customers.register(req.body, linkOrigin(req));
      await app.sessions.start(req, reply, customer.id);
      req.log.info({ event: "register", customerId: customer.id, ip: req.ip }, "auth");
      return reply.code(201).send({ data: customerView(customer) });
    },
  );

  app.post(
    "/customers/logout",
    { schema: { tags, response: { 200: messageBody, 404: errorBody } } },
    async (req, reply) => {
      const customer = requireCustomer(req);
      await app.sessions.end(req, reply);
      req.log.info({ event: "logout", customerId: customer.id }, "auth");
      return { message: LOGGED_OUT };
    },
  );

  app.get(
    "/customers/current",
    { schema: { tags, response: { 200: customerData, 204: z.null().describe("nobody logged in") } } },
    async (req, reply) => {
      const row = req.customer ? await customers.byId(req.customer.id) : undefined;
      if (!row) return reply.code(204).send(null);
      return { data: customerView(row) };
    },
  );

  app.put(
    "/customers/current/preferences",
    {
      schema: {
        tags,
        body: preferencesSchema,
        response: { 200: preferencesData, 401: errorBody, 404: errorBody, 422: errorBody },
      },
      config: { invalidMessage: INVALID_DATA },
    },
    async (req) => {
      const row = await customers.savePreferences((await current(req)).id, req.body);
      return { data: customerView(row), message: PREFERENCES_SAVED };
    },
  );

  app.get(
    "/customers/current/code",
    { schema: { tags, response: { 200: clubCodeData, 404: errorBody } } },
    async (req) => ({
      data: await customers.clubCode(await current(req)),
    }),
  );

  // "My shop" (decision 031): the browser keeps it too, and copies it here for a logged-in customer.
  app.put(
    "/customers/current/my-shop",
    {
      schema: { tags, body: myShopSchema, response: { 200: customerData, 404: errorBody, 422: errorBody } },
      config: { invalidMessage: MY_SHOP_UNKNOWN },
    },
    async (req) => ({ data: customerView(await customers.setMyShop(requireCustomer(req).id, req.body.shopId)) }),
  );

  const history = <T extends z.ZodType>(page: T) => ({
    schema: { tags, querystring: historyQuerySchema, response: { 200: page, 404: errorBody, 422: errorBody } },
  });
  app.get("/customers/current/reservations", history(reservationHistory), async (req) =>
    customers.reservations(requireCustomer(req).id, req.query.page),
  );
  app.get("/customers/current/orders", history(orderHistory), async (req) =>
    customers.orders(requireCustomer(req).id, req.query.page),
  );
  app.get("/customers/current/reviews", history(ownReviewPage), async (req) =>
    reviews.ofCustomer(requireCustomer(req).id, req.query.page),
  );

  const ownSchemas = {
    tags,
    params: idParams,
    response: { 200: customerData, 401: errorBody, 404: errorBody, 422: errorBody, 423: errorBody },
  };
  app.put(
    "/customers/:id",
    { schema: { ...ownSchemas, body: updateSchema }, config: { invalidMessage: INVALID_DATA }, preValidation: ownId },
    async (req, reply) => {
      const customer = await current(req);
      const result = await customers.update(customer, req.body, linkOrigin(req));
      if (result.passwordChanged || result.emailChanged) {
        // Other sessions end; this one gets a new id (ASVS 3.3.3, 3.2.1). A changed e-mail address is a
        // changed login, so it ends them too (issue 29): whoever had the old address loses the account.
        await app.sessions.endAll(customer.id);
        await app.sessions.start(req, reply, customer.id);
      }
      if (result.passwordChanged) req.log.info({ event: "password_changed", customerId: customer.id }, "auth");
      if (result.emailChanged) req.log.info({ event: "email_changed", customerId: customer.id }, "auth");
      return { data: customerView(result.customer) };
    },
  );

  app.delete(
    "/customers/:id",
    {
      schema: { ...ownSchemas, response: { 200: messageBody, 401: errorBody, 404: errorBody, 422: errorBody } },
      preValidation: ownId,
    },
    async (req, reply) => {
      const customer = await current(req);
      await customers.remove(customer);
      await app.sessions.end(req, reply);
      req.log.info({ event: "account_deleted", customerId: customer.id }, "auth");
      return { message: ACCOUNT_DELETED };
    },
  );

  await accountLinkRoutes(app, { services });
};
