import type { FastifyInstance } from "fastify";
import { NotFound } from "../../lib/errors.ts";
import { articleSvg } from "./article-image.ts";

export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { hex: string; shape: string } }>("/img/p/:hex/:shape", async (req, reply) => {
    const svg = articleSvg(req.params.hex, req.params.shape.replace(/\.svg$/, ""));
    if (!svg) throw new NotFound("Bildet finnes ikke");
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(svg);
  });
}
