// Loaded into the server under test by `npm run bench -- --memory-log` (node --import): writes what
// holds the server's memory once a second (RSS, V8 heap used and reserved, memory outside the heap
// and in ArrayBuffers) to bench/results/memory-<pid>.tsv, to read beside the rows' peak RSS. Plain
// JavaScript, so the compiled server needs no TypeScript loader (and its memory) to take it.
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

const dir = path.join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
// Worker threads inherit --import, so the PGlite thread (decision 061) logs its own heap in its own file.
const file = path.join(dir, `memory-${process.pid}${isMainThread ? "" : "-worker"}.tsv`);
/** @param {number} n */
const mb = (n) => Math.round(n / 1048576);
appendFileSync(file, "time\trss\theapUsed\theapTotal\texternal\tarrayBuffers\n");
setInterval(() => {
  const m = process.memoryUsage();
  appendFileSync(
    file,
    `${new Date().toISOString()}\t${mb(m.rss)}\t${mb(m.heapUsed)}\t${mb(m.heapTotal)}\t${mb(m.external)}\t${mb(m.arrayBuffers)}\n`,
  );
}, 1000).unref();
