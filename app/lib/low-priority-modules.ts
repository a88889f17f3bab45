// The page's JavaScript is fetched at low priority (decision 057). React Router's <Scripts> renders
// one <link rel="modulepreload"> per module the page hydrates with, and Chromium fetches those at
// high priority, ahead of the page's images and in the same queue as anything render-blocking. Yet
// nothing on a server-rendered page waits for them: the shopper reads the page, and taps work once
// it has hydrated. <Scripts> takes no attributes for its links, so the streamed HTML is rewritten
// on its way out: each modulepreload link gets fetchpriority="low".
import { Transform, type TransformCallback } from "node:stream";

const LINK = Buffer.from('rel="modulepreload"');
const LOW = Buffer.from('rel="modulepreload" fetchpriority="low"');
const FIRST = LINK[0];

/**
 * The stream React renders the page into: marks every modulepreload link low priority on the way.
 * A link may be split between two of React's chunks (it writes a few kilobytes at a time), so the
 * last bytes of a chunk that could begin one are held until the next. `onEnd` runs once the page
 * has been written whole.
 */
export function lowPriorityModules(onEnd?: () => void): Transform {
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      const text = held ? Buffer.concat([held, bytes]) : bytes;
      const keep = heldTail(text);
      // A copy: React may reuse the buffer it wrote the chunk from.
      held = keep > 0 ? Buffer.from(text.subarray(text.length - keep)) : null;
      callback(null, rewrite(keep > 0 ? text.subarray(0, text.length - keep) : text));
    },
    flush(callback: TransformCallback) {
      onEnd?.();
      callback(null, held ? rewrite(held) : undefined);
    },
  });
}

/** How many bytes at the end of `text` could be the start of a link split from its rest. */
function heldTail(text: Buffer): number {
  for (let at = text.indexOf(FIRST, Math.max(0, text.length - LINK.length + 1)); at >= 0; ) {
    if (text.compare(LINK, 0, text.length - at, at) === 0) return text.length - at;
    at = text.indexOf(FIRST, at + 1);
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
