// The page's JavaScript is fetched at low priority (decision 057). React Router's <Scripts> renders
// one <link rel="modulepreload"> per module the page hydrates with, and Chromium fetches those at
// high priority, ahead of the page's images and in the same queue as anything render-blocking. Yet
// nothing on a server-rendered page waits for them: the shopper reads the page, and taps work once
// it has hydrated. <Scripts> takes no attributes for its links, so the streamed HTML is rewritten
// on its way out: each modulepreload link gets fetchpriority="low".
import { Transform, type TransformCallback } from "node:stream";

const LINK = Buffer.from('rel="modulepreload"');
const LOW = Buffer.from('rel="modulepreload" fetchpriority="low"');

/**
 * Marks every modulepreload link low priority. A link may be split between two chunks of React's
 * stream, so the last bytes of a chunk that could begin one are held back until the next chunk.
 */
export function lowPriorityModules(): Transform {
  let held: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = held.length ? Buffer.concat([held, Buffer.from(chunk)]) : Buffer.from(chunk);
      const keep = heldTail(text);
      held = Buffer.from(text.subarray(text.length - keep));
      callback(null, rewrite(text.subarray(0, text.length - keep)));
    },
    flush(callback: TransformCallback) {
      callback(null, held.length ? rewrite(held) : undefined);
    },
  });
}

/** How many bytes at the end of `text` could be the start of a link split from its rest. */
function heldTail(text: Buffer): number {
  for (let keep = Math.min(LINK.length - 1, text.length); keep > 0; keep--) {
    if (text.subarray(text.length - keep).equals(LINK.subarray(0, keep))) return keep;
  }
  return 0;
}

function rewrite(text: Buffer): Buffer {
  let at = text.indexOf(LINK);
  if (at < 0) return text;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(text.subarray(from, at), LOW);
    from = at + LINK.length;
    at = text.indexOf(LINK, from);
  }
  parts.push(text.subarray(from));
  return Buffer.concat(parts);
}
