import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModules } from "./low-priority-modules.ts";

// React escapes quotes in text and attribute values, so only a tag can hold rel="modulepreload".
const PAGE =
  "<html><body><p>rel=&quot;modulepreload&quot; in text stays as it is</p>" +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/shop-b.js" nonce="n"/>' +
  '<script type="module" async="">import "/assets/shop-b.js";</script></body></html>';

const EXPECTED = PAGE.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

/** Streams `chunks` through the rewrite, as React's stream would hand them over. */
const rewritten = (chunks: (string | Buffer)[]) => text(Readable.from(chunks).pipe(lowPriorityModules()));

describe("lowPriorityModules", () => {
  it("marks every modulepreload link low priority and leaves the rest of the page as it was", async () => {
    expect(await rewritten([PAGE])).toBe(EXPECTED);
  });

  it("finds a link split between two chunks, wherever the split falls", async () => {
    for (let at = 1; at < PAGE.length; at++) {
      expect(await rewritten([PAGE.slice(0, at), PAGE.slice(at)])).toBe(EXPECTED);
    }
  });

  it("finds a link split over many one-byte chunks, and keeps multi-byte characters whole", async () => {
    const page = `<p>Skjønner! Åpningstider</p>${PAGE}`;
    const bytes = Buffer.from(page);
    const oneByteChunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await rewritten(oneByteChunks)).toBe(
      page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'),
    );
  });

  it("tells once, when React has written the page whole (the render's time limit is then lifted)", async () => {
    let ends = 0;
    const stream = lowPriorityModules(() => ends++);
    const page = text(stream);
    stream.write("<p>Hei</p><link rel=");
    await new Promise((resolve) => setImmediate(resolve));
    expect(ends).toBe(0);
    stream.end('"modulepreload" href="/a.js"/>');
    expect(await page).toBe('<p>Hei</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
    expect(ends).toBe(1);
  });

  it("passes a page without links through unchanged, including a held-back tail at its very end", async () => {
    expect(await rewritten(["<p>Hei</p>", "<link rel="])).toBe("<p>Hei</p><link rel=");
  });
});
