// Precompression of cached answers: compressing a cached JSON text once per encoding instead of on
// every request keeps cache hits cheap for browsers, which always ask for gzip or brotli.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

/** Cached texts are compressed once, so they can afford a better ratio. */
const ONCE = {
  br: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 6 } },
  gzip: { level: 6 },
};
/**
 * Per-request texts (pages with their own tokens, streamed pages) are compressed fast: ~0.2 ms for
 * a 25 KB page. A 256 KB brotli window instead of the default 4 MB keeps each stream's setup cheap.
 */
export const PER_REQUEST = {
  br: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 3,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
  gzip: { level: 4 },
};

export function encode(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotli(text, ONCE.br) : gzipAsync(text, ONCE.gzip);
}

/**
 * Compresses a small text on the spot. Synchronous on purpose: for a few tens of kilobytes this
 * costs less than the stream and thread-pool round trip of streaming compression.
 */
export function encodeNow(text: string, encoding: Encoding): Buffer {
  return encoding === "br" ? brotliCompressSync(text, PER_REQUEST.br) : gzipSync(text, PER_REQUEST.gzip);
}
