// The CSV import of articles and stock (issue 15, decision 048), registered by server/api.ts under the
// back office's permission guard (backoffice/guard.ts, 'catalog.import'). The import's files come as
// the bytes of the file (`text/csv`), so the byte order mark and the encoding are the file's own; the
// real run answers with its progress as it goes (NDJSON). The `text/csv` parser is added to the scope
// the routes are registered in, the back office's.
import { PassThrough } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { MAX_IMPORT_BYTES } from "../../../domain/import-limits.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { DomainError } from "../../lib/errors.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { IMPORT_KINDS } from "./import-file.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const IMPORT_FAILED = "Importen stoppet, og ingenting er lagret. Prøv igjen.";

const importQuery = z.strictObject({
  kind: z.enum(IMPORT_KINDS, "Velg om filen har varer eller lager"),
  file: z.string("Filen mangler navn").trim().min(1, "Filen mangler navn").max(200, "Filnavnet er for langt"),
  shop: recordIdText
    .optional()
    .describe("a stock file: the shop (id) every line is for; the file then has no shop column"),
});

const plannedLine = z.object({
  line: z.number().int(),
  action: z.enum(["new", "change", "same", "refused"]),
  text: z.string(),
});
const totals = z.object({
  lines: z.number().int(),
  new: z.number().int(),
  change: z.number().int(),
  same: z.number().int(),
  refused: z.number().int(),
});

/** The dry run of a file: what each line would do, and the totals. */
export const importPlan = z.object({
  kind: z.enum(IMPORT_KINDS),
  file: z.string(),
  lines: z.array(plannedLine),
  totals,
});

/** One line of the real run's answer (NDJSON). */
export const importProgress = z
  .object({ done: z.number().int(), total: z.number().int(), result: totals, error: z.string() })
  .partial()
  .describe("one line of the answer (application/x-ndjson)");

export const csvImportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  // The file as sent; a bit more than the file limit reaches the service, which names the limit.
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "buffer", bodyLimit: MAX_IMPORT_BYTES + 64 * 1024 },
    (_req, body, done) => done(null, body),
  );
  const bytesOf = (body: unknown) => (Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array());

  app.post(
    "/backoffice/import/dry-run",
    {
      bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,
      schema: {
        tags: ["backoffice"],
        querystring: importQuery,
        response: {
          200: importPlan,
          ...errors,
        },
      },
    },
    async (req) =>
      services.csvImport.dryRun(req.query.kind, req.query.file, bytesOf(req.body), { shop: req.query.shop }),
  );
  app.post(
    "/backoffice/import/run",
    {
      bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,
      // Compression would hold the progress back until the end.
      compress: false,
      schema: {
        tags: ["backoffice"],
        description:
          "Checks the file again (a refused line is a 422 before anything is written), then answers with one JSON object a line: {done, total} as the run goes, and {result} or {error} at the end.",
        querystring: importQuery,
        response: {
          200: importProgress,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { total, run } = await services.csvImport.start(
        staffOf(req),
        req.query.kind,
        req.query.file,
        bytesOf(req.body),
        { shop: req.query.shop },
      );
      const out = new PassThrough();
      const send = (message: object) => out.write(`${JSON.stringify(message)}\n`);
      send({ done: 0, total });
      run(async (done) => {
        send({ done, total });
      }).then(
        (result) => out.end(`${JSON.stringify({ result })}\n`),
        (error) => {
          if (!(error instanceof DomainError)) req.log.error({ err: error }, "the import failed");
          out.end(`${JSON.stringify({ error: error instanceof DomainError ? error.message : IMPORT_FAILED })}\n`);
        },
      );
      return reply
        .type("application/x-ndjson; charset=utf-8")
        .header("x-accel-buffering", "no")
        .send(out as never);
    },
  );
};
