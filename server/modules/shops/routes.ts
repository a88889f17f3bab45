import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { parse } from "../../lib/validation.ts";
import type { Services } from "../../services.ts";
import { greatCircleTable, OsrmError, osrmTable, parseOsrmQuery } from "./osrm.ts";
import { POSTCODE_NOT_FOUND } from "./service.ts";

const shopsQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  })
  .strict()
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), { message: "lat og lon må oppgis sammen" });

const postcodeParam = z.string().regex(/^\d{4}$/, "Postnummer må være fire siffer");

export async function shopRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { shops, env } = services;

  app.get("/shops", async (req) => {
    const q = parse(shopsQuery, req.query);
    const from = q.lat !== undefined && q.lon !== undefined ? { latitude: q.lat, longitude: q.lon } : undefined;
    return { data: await shops.list(new Date(), from) };
  });

  app.get("/postalcodes", async () => ({ data: await shops.postcodes() }));

  app.get<{ Params: { code: string } }>("/postalcodes/:code", async (req) => {
    const code = parse(postcodeParam, req.params.code);
    const postcode = await shops.postcode(code);
    if (!postcode) throw notFound(POSTCODE_NOT_FOUND);
    return postcode;
  });

  app.get<{ Params: { coordinates: string }; Querystring: Record<string, string> }>(
    "/osrm/table/v1/car/:coordinates",
    async (req, reply) => {
      let query: ReturnType<typeof parseOsrmQuery>;
      try {
        query = parseOsrmQuery(req.params.coordinates, req.query);
      } catch (error) {
        if (error instanceof OsrmError) return reply.code(400).send({ code: error.code, message: error.message });
        throw error;
      }
      if (env.OSRM_URL) {
        try {
          const search = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
          const upstream = await osrmTable(env.OSRM_URL, req.params.coordinates, search);
          return reply.code(upstream.status).send(upstream.body);
        } catch (error) {
          req.log.warn({ err: error }, "OSRM unavailable, answering with great-circle distances");
        }
      }
      return greatCircleTable(query);
    },
  );
}
