// The back office's image upload (decision 047): one picture per request as multipart/form-data, for
// whatever needs one (articles, campaigns, blog posts), and the library of uploaded pictures the
// editors pick from (decision 066). Registered by server/api.ts under the back office's permission
// guard (backoffice/guard.ts), in a scope of its own so that only the upload parses multipart.
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES } from "../../../domain/image-sizes.ts";
import { InvalidInput, TooLarge } from "../../lib/errors.ts";
import { paged } from "../../lib/paged.ts";
import { errorBody, pageMeta } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";

export const NO_IMAGE_FILE = "Velg en bildefil";

export const storedImage = z
  .object({
    key: z.string().describe("the image's name: 32 hex digits of the SHA-256 of the uploaded bytes"),
    width: z.number().int().describe("the upright original's width in pixels"),
    height: z.number().int(),
    src: z.string().describe("the widest WebP, for an <img> without sources"),
    srcset: z.object({ avif: z.string(), webp: z.string() }),
  })
  .meta({ id: "StoredImage" });

/** Pictures a page of the library shows (a grid of 4 or 6 columns fills evenly). */
export const LIBRARY_PAGE_SIZE = 24;

const libraryImage = storedImage
  .extend({
    name: z.string().nullable().describe("the uploaded file's name, when known"),
    uploadedAt: z.iso.datetime().describe("when the picture was stored"),
  })
  .meta({ id: "LibraryImage" });

/** A page of the library, newest first. */
export const libraryPage = z.object({ data: z.array(libraryImage), meta: pageMeta });

const libraryQuery = z.strictObject({
  side: z.coerce.number().int().min(1).max(100_000).default(1).describe("page, 1 first"),
});

export const imageUploadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: true,
  });
  app.get(
    "/backoffice/images",
    {
      schema: {
        tags: ["backoffice"],
        description: "The uploaded pictures, newest first, 24 a page: what the editors pick a picture from.",
        querystring: libraryQuery,
        response: { 200: libraryPage, 403: errorBody, 422: errorBody },
      },
    },
    async (req) => {
      const page = req.query.side;
      const { data, total } = await services.images.list(page, LIBRARY_PAGE_SIZE);
      return paged(data, total, page, LIBRARY_PAGE_SIZE);
    },
  );
  app.post(
    "/backoffice/images",
    {
      schema: {
        tags: ["backoffice"],
        consumes: ["multipart/form-data"],
        description: "One image file (JPEG, PNG, WebP or AVIF, at most 15 MB) in the form field 'file'.",
        response: {
          200: z.object({ data: storedImage }),
          403: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new InvalidInput(NO_IMAGE_FILE, { file: [NO_IMAGE_FILE] });
      let bytes: Buffer;
      let name: string | undefined;
      try {
        const file = await req.file();
        if (!file) throw new InvalidInput(NO_IMAGE_FILE, { file: [NO_IMAGE_FILE] });
        name = file.filename;
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new TooLarge(IMAGE_TOO_LARGE);
        if (error instanceof InvalidInput) throw error;
        // A form that is cut off or malformed is the sender's fault, not the server's.
        throw new InvalidInput(NO_IMAGE_FILE, { file: [NO_IMAGE_FILE] });
      }
      if (bytes.length === 0) throw new InvalidInput(NO_IMAGE_FILE, { file: [NO_IMAGE_FILE] });
      return { data: await services.images.save(bytes, name) };
    },
  );
};
