// The bare server of npm run bench: Fastify on the same machine answering every request with one fixed
// response (status, content type and encoding, and the very bytes a real answer had on the wire), so the
// bench can print what the shop reaches as a share of what plain HTTP reaches here in the same run.
// The bench sets the response before each measurement: PUT /__bare {status, headers, body (base64)}.
import Fastify from "fastify";

const port = Number(process.env.BARE_PORT);
if (!port) throw new Error("BARE_PORT is required");

let fixed = { status: 200, headers: {} as Record<string, string>, body: Buffer.from("{}") };

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 * 20 });
// Bodies of any type are read whole (as the shop has to) and not parsed.
app.removeAllContentTypeParsers();
app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
app.put("/__bare", async (req) => {
  const next = JSON.parse(String(req.body)) as {
    status: number;
    headers: Record<string, string>;
    body: string;
  };
  fixed = { status: next.status, headers: next.headers, body: Buffer.from(next.body, "base64") };
  return "ok";
});
app.all("/*", async (_req, reply) => reply.code(fixed.status).headers(fixed.headers).send(fixed.body));
await app.listen({ port, host: "127.0.0.1" });
