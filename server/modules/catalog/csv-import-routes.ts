// The import of articles, stock and pictures (decisions 048 and 071), registered by server/api.ts under
// the back office's permission guard (backoffice/guard.ts, 'catalog.import'). The import's files come
// as the bytes of the file (`text/csv`, or `application/zip` for pictures), so the byte order mark and
// the encoding are the file's own. The body is streamed to a file of its own on disk, never held in
// memory whole (a chain's catalogue is 15 MB), and removed when the answer is done. The real run
// answers with its progress as it goes (NDJSON). The parsers are added to the scope the routes are
// registered in, the back office's.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Staff } from "../../../domain/back-office-roles.ts";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, MAX_PICTURES_BYTES, ZIP_TOO_LARGE } from "../../../domain/import-limits.ts";
import { recordIdText } from "../../../domain/schemas/fields.ts";
import { DomainError, InvalidInput } from "../../lib/errors.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { IMPORT_KINDS } from "./import-file.ts";

const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const IMPORT_FAILED = "Importen stoppet, og ingenting er lagret. Prøv igjen.";

const importQuery = z.strictObject({
  kind: z.enum(IMPORT_KINDS, "Velg om filen har varer, lager eller bilder"),
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
  created: z
    .array(plannedLine)
    .describe("brands, groups, colours and sizes the file creates, by the first line naming each"),
  lines: z.array(plannedLine),
  totals,
});

/** One line of the real run's answer (NDJSON). */
export const importProgress = z
  .object({ done: z.number().int(), total: z.number().int(), result: totals, error: z.string() })
  .partial()
  .describe("one line of the answer (application/x-ndjson)");

/** An upload streamed to disk: where it is, and whether it went past the limit (then only drained). */
interface Upload {
  path: string;
  dir: string;
  tooLarge: boolean;
}

const SLACK = 64 * 1024;

/** Writes the request's body to a new temporary file, stopping at `limit` bytes. */
async function toDisk(payload: Readable, limit: number): Promise<Upload> {
  const dir = await mkdtemp(join(tmpdir(), "butikk-import-"));
  const upload: Upload = { path: join(dir, "file"), dir, tooLarge: false };
  let size = 0;
  await pipeline(
    payload,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > limit) upload.tooLarge = true;
        if (!upload.tooLarge) yield chunk;
      }
    },
    createWriteStream(upload.path),
  );
  return upload;
}

const isUpload = (body: unknown): body is Upload =>
  typeof body === "object" && body !== null && "path" in body && "dir" in body;

const removeUpload = (upload: Upload | undefined) =>
  upload ? rm(upload.dir, { recursive: true, force: true }) : Promise.resolve();

export const csvImportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const staffOf = (req: { staff?: Staff }) => req.staff as Staff;
  // The file as sent, to disk; past its limit the rest is read and dropped, and the service names the limit.
  for (const [type, limit] of [
    ["text/csv", MAX_IMPORT_BYTES + SLACK],
    ["application/zip", MAX_PICTURES_BYTES + SLACK],
  ] as const) {
    app.addContentTypeParser(type, { bodyLimit: limit }, (_req, payload, done) => {
      toDisk(payload as Readable, limit).then(
        (upload) => done(null, upload),
        (error: Error) => done(error, undefined),
      );
    });
  }
  // Whatever happens to the request (refused by its schema, failed, done), its file goes with it.
  app.addHook("onResponse", async (req) => {
    await removeUpload(isUpload(req.body) ? req.body : undefined);
  });
  const uploadOf = (body: unknown, kind: string): Upload => {
    const upload = isUpload(body) ? body : null;
    if (!upload) throw new InvalidInput(kind === "pictures" ? "Velg en zip-fil med bilder" : "Velg en CSV-fil");
    if (upload.tooLarge) throw new InvalidInput(kind === "pictures" ? ZIP_TOO_LARGE : FILE_TOO_LARGE);
    return upload;
  };

  app.post(
    "/backoffice/import/dry-run",
    {
      bodyLimit: MAX_PICTURES_BYTES + SLACK,
      schema: {
        tags: ["backoffice"],
        querystring: importQuery,
        response: {
          200: importPlan,
          ...errors,
        },
      },
    },
    async (req) => {
      try {
        const upload = uploadOf(req.body, req.query.kind);
        return await services.csvImport.dryRun(req.query.kind, req.query.file, upload, { shop: req.query.shop });
      } finally {
        await removeUpload(isUpload(req.body) ? req.body : undefined);
      }
    },
  );
  app.post(
    "/backoffice/import/run",
    {
      bodyLimit: MAX_PICTURES_BYTES + SLACK,
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
      let started: Awaited<ReturnType<typeof services.csvImport.start>>;
      try {
        const upload = uploadOf(req.body, req.query.kind);
        started = await services.csvImport.start(staffOf(req), req.query.kind, req.query.file, upload, {
          shop: req.query.shop,
        });
      } catch (error) {
        await removeUpload(isUpload(req.body) ? req.body : undefined);
        throw error;
      }
      const { total, run } = started;
      const out = new PassThrough();
      const send = (message: object) => out.write(`${JSON.stringify(message)}\n`);
      send({ done: 0, total });
      let last = 0;
      run(async (done) => {
        // A line of the answer per percent at most: 100,000 lines need not be 100,000 messages.
        if (done !== total && done - last < total / 100) return;
        last = done;
        send({ done, total });
      })
        .then(
          (result) => out.end(`${JSON.stringify({ result })}\n`),
          (error) => {
            if (!(error instanceof DomainError)) req.log.error({ err: error }, "the import failed");
            out.end(`${JSON.stringify({ error: error instanceof DomainError ? error.message : IMPORT_FAILED })}\n`);
          },
        )
        .finally(() => removeUpload(isUpload(req.body) ? req.body : undefined));
      return reply
        .type("application/x-ndjson; charset=utf-8")
        .header("x-accel-buffering", "no")
        .send(out as never);
    },
  );
};
