import type { FastifyInstance } from "fastify";
import { NotFound } from "../../lib/errors.ts";
import { articleSvg } from "./article-image.ts";
import type { ImageStore } from "./image-store.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function mediaRoutes(app: FastifyInstance, { images }: { images: ImageStore }) {
  app.get<{ Params: { hex: string; shape: string } }>("/img/p/:hex/:shape", async (req, reply) => {
    const svg = articleSvg(req.params.hex, req.params.shape.replace(/\.svg$/, ""));
    if (!svg) throw new NotFound("Bildet finnes ikke");
    return reply.header("content-type", "image/svg+xml; charset=utf-8").header("cache-control", IMMUTABLE).send(svg);
  });
  // Uploaded images in their sizes (decision 047): the name says key, width and format, nothing else
  // reaches the disk, and a name never changes content.
  app.get<{ Params: { name: string } }>("/img/u/:name", async (req, reply) => {
    const file = await images.read(req.params.name);
    if (!file) throw new NotFound("Bildet finnes ikke");
    return reply.header("content-type", file.contentType).header("cache-control", IMMUTABLE).send(file.data);
  });
}
