// The routes behind an account's mails (spec section 8): sending the verification mail again,
// verifying the address, and asking for and using a password reset link. Registered by customerRoutes,
// in its scope, after the account's own routes.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EMAIL_VERIFIED,
  INVALID_DATA,
  mailSent,
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
} from "../../../domain/account-messages.ts";
import { InvalidInput, NotFound } from "../../lib/errors.ts";
import { linkOrigin } from "../../lib/link-origin.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import { NO_USER_MESSAGE, requireCustomer } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { messageBody, passwordEmailSchema, passwordResetSchema, verifySchema } from "./schemas.ts";

const tags = ["customers"];

export const accountLinkRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { customers } = services;

  /** The logged-in customer's full row (404 when nobody is logged in). */
  const current = async (req: FastifyRequest) => {
    const row = await customers.byId(requireCustomer(req).id);
    if (!row) throw new NotFound(NO_USER_MESSAGE);
    return row;
  };

  app.get(
    "/customers/email/resend",
    {
      schema: { tags, response: { 200: messageBody, 404: errorBody, 422: errorBody, 503: errorBody } },
      config: { rateLimitTier: "resend" },
    },
    async (req) => {
      const customer = await current(req);
      await customers.resendVerification(customer, linkOrigin(req));
      return { message: mailSent(customer.email) };
    },
  );

  app.post(
    "/customers/email/verify",
    {
      schema: { tags, body: verifySchema, response: { 200: messageBody, 422: errorBody } },
      config: { invalidMessage: RESET_LINK_INVALID },
    },
    async (req) => {
      if (!(await customers.verifyEmail(req.body.token))) {
        throw new InvalidInput(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
      }
      return { message: EMAIL_VERIFIED };
    },
  );

  app.post(
    "/customers/password/email",
    {
      schema: { tags, body: passwordEmailSchema, response: { 200: messageBody, 422: errorBody } },
      config: { invalidMessage: INVALID_DATA, rateLimitTier: "password" },
    },
    async (req) => {
      try {
        await customers.requestPasswordReset(req.body.email, linkOrigin(req), req.ip);
      } catch (error) {
        // Answering differently on a mail failure would tell that the account exists.
        req.log.error({ err: error, event: "password_reset_mail_failed" }, "auth");
      }
      req.log.info({ event: "password_reset_requested", ip: req.ip }, "auth");
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    "/customers/password/reset",
    {
      schema: { tags, body: passwordResetSchema, response: { 200: messageBody, 422: errorBody } },
      config: { invalidMessage: INVALID_DATA, rateLimitTier: "password" },
    },
    async (req) => {
      const customerId = await customers.resetPassword(req.body.token, req.body.password);
      req.log.info({ event: "password_reset", customerId }, "auth");
      return { message: PASSWORD_CHANGED };
    },
  );
};
