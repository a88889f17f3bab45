// The counter (issue 29): the search of the back office (registered by server/api.ts under the back
// office's permission guard, guard.ts) and the pictures of a reservation's code (public: a code holds only the number).
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { MAX_QUERY_LENGTH, parseCounterCode } from "../../../domain/counter-code.ts";
import { PAYMENT_STATES } from "../../../domain/payment-state.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { NotFound } from "../../lib/errors.ts";
import { errorBody, kroner } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { code128Svg, qrCodeSvg } from "./counter-codes.ts";

export const SEARCH_TEXT_REQUIRED = "Skriv nummer, telefon, navn eller e-post";
export const SEARCH_TEXT_TOO_LONG = `Søket kan være høyst ${MAX_QUERY_LENGTH} tegn`;

const searchQuery = z.strictObject({
  q: z.string(SEARCH_TEXT_REQUIRED).trim().min(1, SEARCH_TEXT_REQUIRED).max(MAX_QUERY_LENGTH, SEARCH_TEXT_TOO_LONG),
  shop: recordIdText.optional().describe("an administrator's choice of shop; staff always search their own"),
});

export const counterHit = z
  .object({
    id: z.number().int(),
    statusID: z.number().int(),
    shopID: z.number().int(),
    shop: z.string().describe("the shop's name"),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    total: kroner,
    delivery: z.boolean(),
    pickupDeadline: z.iso.datetime().nullable(),
    dueToday: z.boolean().describe("ready for pickup, and the pickup deadline is today (Oslo)"),
    date: z.iso.datetime(),
    lines: z.number().int(),
    payment: z.enum(PAYMENT_STATES),
  })
  .meta({ id: "CounterHit" });

export const counterSearchBody = z.object({ data: z.array(counterHit) });
export type CounterHit = z.infer<typeof counterHit>;

export const counterSearchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/backoffice/reservations/search",
    {
      schema: {
        tags: ["backoffice"],
        description:
          "The counter's search: a reservation number or scanned code (R123), the customer's phone however written, " +
          "a name (partial, any case) or an e-mail. Today's pickups first, at most 20.",
        querystring: searchQuery,
        response: { 200: counterSearchBody, 403: errorBody, 422: errorBody },
      },
    },
    async (req) => ({ data: await services.counter.search(req.staff as Staff, req.query.q, req.query.shop) }),
  );
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const CODE_FILE = /^(R\d{1,10})-(qr|strekkode)\.svg$/;

/** /img/kode/R123-qr.svg and /img/kode/R123-strekkode.svg: the same number always draws the same picture. */
export async function counterCodeRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>("/img/kode/:file", async (req, reply) => {
    const [, code, kind] = CODE_FILE.exec(req.params.file) ?? [];
    if (!code || parseCounterCode(code) === null) throw new NotFound("Bildet finnes ikke");
    const svg = kind === "qr" ? await qrCodeSvg(code) : await code128Svg(code);
    return reply.header("content-type", "image/svg+xml; charset=utf-8").header("cache-control", IMMUTABLE).send(svg);
  });
}
