// The embedded engine on a worker thread (decision 061), reached through node-postgres: a pool whose
// connections' sockets are streams of messages to and from the thread (pglite-worker.mjs), which
// shares the engine's one session out among them. The shop then speaks to PGlite exactly as it speaks
// to PostgreSQL (the same driver, prepared statements and transactions), while the engine's work
// runs on a core of its own.
import { Duplex } from "node:stream";
import { Worker } from "node:worker_threads";
import pg from "pg";

interface FromEngine {
  type: "ready" | "data" | "failed" | "closed";
  id?: number;
  bytes?: Uint8Array;
  message?: string;
}

interface Channel {
  /** Why the thread can take no more work (it stopped), or null while it runs. */
  failure(): Error | null;
  post(message: { type: "data"; id: number; bytes: Uint8Array<ArrayBuffer> } | { type: "end"; id: number }): void;
  attach(id: number, stream: EngineStream): void;
  detach(id: number): void;
}

let nextId = 1;

/** What node-postgres takes for a socket: whole writes go to the thread together, answers come back. */
class EngineStream extends Duplex {
  private readonly id = nextId++;
  private writes: Uint8Array[] = [];
  private sending = false;
  private attached = false;

  constructor(private readonly channel: Channel) {
    super();
  }

  connect(): this {
    const failure = this.channel.failure();
    if (failure) {
      process.nextTick(() => this.destroy(failure));
      return this;
    }
    this.attached = true;
    this.channel.attach(this.id, this);
    process.nextTick(() => this.emit("connect"));
    return this;
  }

  // node-postgres sets these on a TCP socket; a thread's channel has no such options.
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  receive(bytes: Uint8Array): void {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // node-postgres writes a statement's messages one by one in the same tick (parse, bind, describe,
    // execute, sync): they cross to the thread as one message, and the engine runs them in one call.
    this.writes.push(chunk);
    if (!this.sending) {
      this.sending = true;
      process.nextTick(() => this.send());
    }
    callback();
  }

  private send(): void {
    this.sending = false;
    if (this.writes.length === 0 || !this.attached) return;
    const size = this.writes.reduce((n, w) => n + w.length, 0);
    // A buffer of its own, so it can be handed over (Buffer's small writes share a pool).
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const w of this.writes) {
      bytes.set(w, at);
      at += w.length;
    }
    this.writes = [];
    this.channel.post({ type: "data", id: this.id, bytes });
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.send();
    this.close();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.close();
    callback(error);
  }

  private close(): void {
    if (!this.attached) return;
    this.attached = false;
    this.channel.post({ type: "end", id: this.id });
    this.channel.detach(this.id);
  }
}

/** Connections to the thread: as many as an article load sends statements at once, and some. */
const POOL_SIZE = 8;

export interface EngineThreadOptions {
  /** PGlite data directory; absent = in memory. */
  dataDir?: string;
  /** Start from a dump made by dumpDataDir (tests); a Blob crosses to the thread as it is. */
  loadDataDir?: Blob;
  postgresqlconf: string[];
}

export interface EngineThread {
  /** node-postgres pool; the thread runs one connection's request at a time, a transaction's alone. */
  pool: pg.Pool;
  /** Ends the pool, then the engine (it finishes what it was given and closes its files). */
  close(): Promise<void>;
}

export async function startEngineThread(options: EngineThreadOptions): Promise<EngineThread> {
  const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
    workerData: options,
    // The thread's own objects are few (15–21 MB under a bench's load; the engine's memory is one
    // ArrayBuffer outside this heap). A bound, so that a leak there (as execProtocolRaw's was) stops
    // the thread, and its queries fail, instead of growing into the server's memory budget.
    resourceLimits: { maxOldGenerationSizeMb: 48 },
  });
  const streams = new Map<number, EngineStream>();
  let closed: (() => void) | null = null;
  let stopped: Error | null = null;
  const failAll = (error: Error) => {
    stopped = error;
    for (const stream of streams.values()) stream.destroy(error);
    streams.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.on("message", (message: FromEngine) => {
      if (message.type === "ready") resolve();
      else if (message.type === "data") streams.get(message.id as number)?.receive(message.bytes as Uint8Array);
      else if (message.type === "failed") {
        const error = new Error(`PGlite thread: ${message.message}`);
        const stream = streams.get(message.id as number);
        if (stream) stream.destroy(error);
        else failAll(error);
      } else if (message.type === "closed") closed?.();
    });
    worker.once("error", (error) => {
      reject(error);
      failAll(error);
    });
    worker.once("exit", (code) => {
      const error = new Error(`PGlite thread stopped (exit code ${code})`);
      reject(error);
      failAll(error);
      closed?.();
    });
  });
  const channel: Channel = {
    failure: () => stopped,
    post: (message) => worker.postMessage(message, message.type === "data" ? [message.bytes.buffer] : []),
    attach: (id, stream) => streams.set(id, stream),
    detach: (id) => streams.delete(id),
  };
  const pool = new pg.Pool({
    // PGlite's one role and database (the startup message names them; another name ends the engine).
    user: "postgres",
    database: "postgres",
    // Statements sent at once (Promise.all) cross together and come back in one turn of the event
    // loop; with one connection each would wait for the one before and a turn of its own.
    max: POOL_SIZE,
    // Never closed while idle: a new connection would cost a startup, and its prepared statements
    // (which the driver remembers per connection) would be parsed again.
    idleTimeoutMillis: 0,
    stream: () => new EngineStream(channel),
  } as pg.PoolConfig);
  return {
    pool,
    async close() {
      await pool.end();
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.postMessage({ type: "close" });
      });
      await worker.terminate();
    },
  };
}
