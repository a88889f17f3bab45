// The embedded PostgreSQL (PGlite) on a thread of its own (decision 061). The shop's side talks to it
// with node-postgres over streams whose bytes come here as messages: this thread hands complete
// wire-protocol messages to the engine and posts its answers back. So the engine's work (planning,
// executing, writing) runs beside the request handling instead of in turns with it.
//
// The engine has one session; the pool has several connections, so that statements sent at once
// (an article's five, under Promise.all) cross in one turn of the server's event loop rather than
// one turn each. This thread shares the session out: a connection's statement names get its own
// suffix, and while one connection has a transaction open the others' requests wait here.
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
/** Parse, Bind, Describe and Close: the messages that name a prepared statement or a portal. */
const PARSE = 0x50;
const BIND = 0x42;
const DESCRIBE = 0x44;
const CLOSE = 0x43;

const { dataDir, loadDataDir, postgresqlconf } = workerData;
const engine = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, postgresqlconf });

/**
 * Each connection: whether its startup was seen, what it sent that did not yet form a whole
 * message, and the statement names it prepared (with its suffix), to free when it closes.
 * @type {Map<number, { started: boolean, pending: Uint8Array, names: Set<string> }>}
 */
const connections = new Map();
/** The connection with a transaction open in the session, or null: only its requests may run. */
let owner = null;
/** Requests of other connections that came while a transaction was open, in the order they came. */
const waiting = [];

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const int32 = (bytes, at) => new DataView(bytes.buffer, bytes.byteOffset + at, 4).getInt32(0);

/** The zero-terminated string at `at`, and where the next field starts. */
function cstring(bytes, at) {
  const end = bytes.indexOf(0, at);
  return { text: decoder.decode(bytes.subarray(at, end)), next: end + 1 };
}

/**
 * The message with its named statement and portal (not the unnamed ones) renamed into the
 * connection's own: two connections may prepare the same name, which one session would refuse.
 */
function rename(id, connection, message) {
  const type = message[0];
  if (type !== PARSE && type !== BIND && type !== DESCRIBE && type !== CLOSE) return message;
  const own = (name) => (name === "" ? "" : `${name}_c${id}`);
  let names;
  let at;
  if (type === PARSE) {
    const name = cstring(message, 5);
    if (name.text === "") return message;
    connection.names.add(own(name.text));
    names = [own(name.text)];
    at = name.next;
  } else if (type === BIND) {
    const portal = cstring(message, 5);
    const statement = cstring(message, portal.next);
    if (portal.text === "" && statement.text === "") return message;
    names = [own(portal.text), own(statement.text)];
    at = statement.next;
  } else {
    // Describe and Close: 'S' (statement) or 'P' (portal), then the name.
    const name = cstring(message, 6);
    if (name.text === "") return message;
    names = [String.fromCharCode(message[5]) + own(name.text)];
    at = name.next;
  }
  const head = encoder.encode(`${names.join("\0")}\0`);
  const rest = message.subarray(at);
  const out = new Uint8Array(5 + head.length + rest.length);
  out[0] = type;
  new DataView(out.buffer).setInt32(1, 4 + head.length + rest.length);
  out.set(head, 5);
  out.set(rest, 5 + head.length);
  return out;
}

/**
 * The whole messages at the start of `bytes`, where the engine may run them, and what is left over.
 * A startup message first (no type byte); later ones are a type byte and a length.
 */
function split(id, connection, bytes) {
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
    if (bytes[at] !== TERMINATE) {
      parts.push({ startup: false, bytes: rename(id, connection, bytes.subarray(at, at + length)) });
    }
    at += length;
  }
  return { parts, rest: bytes.slice(at) };
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

/** Runs one request of a connection (what its driver wrote in one tick) and posts the answer back. */
async function run(id, bytes) {
  let connection = connections.get(id);
  if (!connection) {
    connection = { started: false, pending: new Uint8Array(0), names: new Set() };
    connections.set(id, connection);
  }
  const { parts, rest } = split(id, connection, concat([connection.pending, bytes]));
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
    await execute(part.bytes, answers);
  }
  if (batch.length > 0) await execute(batch.length === 1 ? batch[0] : concat(batch), answers);
  owner = engine.isInTransaction() ? id : null;
  if (answers.length === 0) return;
  const answer = concat(answers);
  parentPort.postMessage({ type: "data", id, bytes: answer }, [answer.buffer]);
}

/** Runs a request; a failure goes back to its connection (and a stopped engine stops this thread). */
async function runSafely(id, bytes) {
  try {
    await run(id, bytes);
  } catch (error) {
    fail(id, error);
  }
}

function fail(id, error) {
  const text = error instanceof Error ? String(error.stack) : JSON.stringify(error);
  parentPort.postMessage({ type: "failed", id, message: text });
  // The engine itself ended (Emscripten's ExitStatus): nothing more can run here.
  if (error?.name === "ExitStatus") process.exit(1);
}

/** Once no transaction is open: the requests that waited for it, in turn, until one opens another. */
async function drain() {
  while (owner === null && waiting.length > 0) {
    const next = waiting.shift();
    await runSafely(next.id, next.bytes);
  }
}

/** A request, now or once the transaction another connection has open ends. */
async function request(id, bytes) {
  if (owner !== null && owner !== id) {
    waiting.push({ id, bytes });
    return;
  }
  await runSafely(id, bytes);
  await drain();
}

/** A connection closed: a transaction it left open is rolled back, the names it prepared freed. */
async function end(id) {
  const connection = connections.get(id);
  connections.delete(id);
  for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i].id === id) waiting.splice(i, 1);
  if (owner === id) {
    owner = null;
    if (engine.isInTransaction()) await engine.exec("rollback");
  }
  for (const name of connection?.names ?? []) {
    await engine.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => {});
  }
  await drain();
}

// One message at a time, in the order they came: the engine has one session.
let queue = Promise.resolve();
parentPort.on("message", (message) => {
  queue = queue.then(async () => {
    try {
      if (message.type === "data") await request(message.id, message.bytes);
      else if (message.type === "end") await end(message.id);
      else if (message.type === "close") {
        await engine.close();
        parentPort.postMessage({ type: "closed" });
        parentPort.close();
      }
    } catch (error) {
      fail(message.id, error);
    }
  });
});
parentPort.postMessage({ type: "ready" });
