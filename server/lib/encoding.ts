// Precompression of cached answers: compressing a cached JSON text once per encoding instead of on
// every request keeps cache hits cheap for browsers, which always ask for gzip or brotli.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, gzip, gzipSync } from "node:zlib";

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
/** Brotli for text with a 256 KB window instead of the default 4 MB: each setup stays cheap. */
const brotliText = (quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
});

/** Per-request texts (pages with their own tokens, streamed pages) are compressed fast: ~0.2 ms for a 25 KB page. */
export const PER_REQUEST = { br: brotliText(3), gzip: { level: 4 } };

/**
 * Up to this size a text is compressed on the main thread, at brotli quality 4 (0.24 ms for a 35 KB
 * search answer, 8 % bigger than quality 6's 0.43 ms). Handing a text to the thread pool costs about
 * as much CPU again as compressing it, and an answer nobody asked before (a new search, a product no
 * cache has seen) is compressed for the request that asks it first: in the long tail, every request.
 * A bigger text still goes to the pool at quality 6, not to hold the event loop.
 */
const ON_THE_SPOT = 64 * 1024;
const ONCE_SMALL = { br: brotliText(4), gzip: ONCE.gzip };

/**
 * Compressed once to be cached. zlib answers with a view of its 16 KB output chunk, so a 200-byte
 * answer kept as it comes holds 16 KB: thousands of cached answers held ~85 MB of ArrayBuffers in the
 * bench's search row while the cache counted 8 MB. A cached answer keeps a copy of its own bytes.
 */
export async function encode(text: string, encoding: Encoding): Promise<Buffer> {
  if (text.length <= ON_THE_SPOT) {
    return ownBytes(encoding === "br" ? brotliCompressSync(text, ONCE_SMALL.br) : gzipSync(text, ONCE_SMALL.gzip));
  }
  const compressed = await (encoding === "br" ? brotli(text, ONCE.br) : gzipAsync(text, ONCE.gzip));
  return ownBytes(compressed);
}

/** The bytes in a buffer of their own, when the buffer is a small view of a bigger one. */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.buffer.byteLength <= buffer.length * 2) return buffer;
  return Buffer.from(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length));
}

/**
 * Compresses a small text on the spot. Synchronous on purpose: for a few tens of kilobytes this
 * costs less than the stream and thread-pool round trip of streaming compression.
 */
export function encodeNow(text: string, encoding: Encoding): Buffer {
  return encoding === "br" ? brotliCompressSync(text, PER_REQUEST.br) : gzipSync(text, PER_REQUEST.gzip);
}

/**
 * A page kept in memory, compressed (a quarter of its size): off the main thread, fast settings.
 * Read back with `unpack` (~0.1 ms for a product page).
 */
export async function pack(bytes: Buffer): Promise<Buffer> {
  return ownBytes(await brotli(bytes, PER_REQUEST.br));
}

export function unpack(packed: Buffer): string {
  return brotliDecompressSync(packed).toString("utf8");
}
