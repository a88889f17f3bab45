// The embedded PostgreSQL (PGlite) on a thread of its own (decision 061). The shop's side talks to it
// with node-postgres over a stream whose bytes come here as messages: this thread hands complete
// wire-protocol messages to the engine and posts its answer back. So the engine's work (planning,
// executing, writing) runs beside the request handling instead of in turns with it.
// Plain JavaScript: a worker thread loads it as it is, under tsx, Vitest and next to the compiled server.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** Protocol version 3.0 in a startup message (which, unlike the rest, has no type byte). */
const PROTOCOL_3 = 196608;
/** SSLRequest and CancelRequest: startup-shaped codes node-postgres may send; neither applies here. */
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
/** Terminate ('X'): the engine would end its one session; a closed connection is handled below. */
const TERMINATE = 0x58;

const { dataDir, loadDataDir, postgresqlconf } = workerData;
const engine = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, postgresqlconf });

/**
 * What each connection sent that did not yet form a whole message, and whether its startup was seen.
 * @type {Map<number, { started: boolean, pending: Uint8Array }>}
 */
const connections = new Map();
/** The connection whose statements the engine ran last: only it can have a transaction open. */
let lastId = -1;

/** Joins two byte arrays (a message split over two writes). */
function join(a, b) {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

const int32 = (bytes, at) => new DataView(bytes.buffer, bytes.byteOffset + at, 4).getInt32(0);

/**
 * The whole messages at the start of `bytes`, where the engine may run them, and what is left over.
 * A startup message first (no type byte); later ones are a type byte and a length.
 */
function split(connection, bytes) {
  const parts = [];
  let at = 0;
  while (true) {
    if (!connection.started) {
      if (bytes.length - at < 8) break;
      const length = int32(bytes, at);
      if (bytes.length - at < length) break;
      const code = int32(bytes, at + 4);
      if (code === PROTOCOL_3) {
        connection.started = true;
        parts.push({ startup: true, bytes: bytes.subarray(at, at + length) });
      }
      // SSLRequest would need a one-byte 'N'; node-postgres sends it only when told to use TLS.
      if (code !== PROTOCOL_3 && code !== SSL_REQUEST && code !== CANCEL_REQUEST) {
        throw new Error(`unknown startup code ${code}`);
      }
      at += length;
      continue;
    }
    if (bytes.length - at < 5) break;
    const length = 1 + int32(bytes, at + 1);
    if (bytes.length - at < length) break;
    if (bytes[at] !== TERMINATE) parts.push({ startup: false, bytes: bytes.subarray(at, at + length) });
    at += length;
  }
  return { parts, rest: bytes.slice(at) };
}

/** A new connection gets a clean session: the engine keeps one, shared by every connection over time. */
async function resetSession() {
  if (engine.isInTransaction()) await engine.exec("rollback");
  await engine.exec("deallocate all");
}

/**
 * Runs messages through the engine; its answer is added to `answers`. The streaming call, because
 * execProtocolRaw also parses every answer into objects it keeps (work for nothing, and a leak).
 */
async function execute(message, answers) {
  await engine.execProtocolRawStream(message, {
    // A copy: the bytes are a view into the engine's memory, reused by its next answer.
    onRawData: (bytes) => answers.push(bytes.slice()),
  });
}

/** Joins byte arrays into one of its own (which can be handed to the other thread). */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Runs one batch of a connection's bytes through the engine and posts the answer back. */
async function run(id, bytes) {
  lastId = id;
  let connection = connections.get(id);
  if (!connection) {
    connection = { started: false, pending: new Uint8Array(0) };
    connections.set(id, connection);
  }
  const { parts, rest } = split(connection, join(connection.pending, bytes));
  connection.pending = rest;
  const answers = [];
  let batch = [];
  for (const part of parts) {
    if (!part.startup) {
      batch.push(part.bytes);
      continue;
    }
    if (batch.length > 0) await execute(concat(batch), answers);
    batch = [];
    await resetSession();
    await execute(part.bytes, answers);
  }
  if (batch.length > 0) await execute(batch.length === 1 ? batch[0] : concat(batch), answers);
  if (answers.length === 0) return;
  const answer = concat(answers);
  parentPort.postMessage({ type: "data", id, bytes: answer }, [answer.buffer]);
}

/** A connection closed: a transaction it left open is rolled back. */
async function end(id) {
  connections.delete(id);
  if (lastId === id && engine.isInTransaction()) await engine.exec("rollback");
}

// One message at a time, in the order they came: the engine has one session.
let queue = Promise.resolve();
parentPort.on("message", (message) => {
  queue = queue.then(async () => {
    try {
      if (message.type === "data") await run(message.id, message.bytes);
      else if (message.type === "end") await end(message.id);
      else if (message.type === "close") {
        await engine.close();
        parentPort.postMessage({ type: "closed" });
        parentPort.close();
      }
    } catch (error) {
      const text = error instanceof Error ? String(error.stack) : JSON.stringify(error);
      parentPort.postMessage({ type: "failed", id: message.id, message: text });
      // The engine itself ended (Emscripten's ExitStatus): nothing more can run here.
      if (error?.name === "ExitStatus") process.exit(1);
    }
  });
});
parentPort.postMessage({ type: "ready" });
