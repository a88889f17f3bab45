// Shop nodes as separate OS processes (tests/servers/shop-node.ts) on one database, talked to over
// HTTP with a cookie jar per visitor. Readiness and results are waited for as conditions, never by
// sleeping: a node is ready when it has printed its address and answers a request.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), "../servers/shop-node.ts");
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ShopNode {
  name: string;
  url: string;
  /** Every JSON log line the node has written so far. */
  logs: Record<string, unknown>[];
  /** The exit code once the process has ended (-1: ended by a signal), else null. */
  exitCode(): number | null;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number>;
  /** Sends the process a signal (and does not wait). */
  signal(signal: NodeJS.Signals): void;
  /** Writes a line to the process's standard input. */
  tell(line: string): void;
  stop(): Promise<void>;
}

/**
 * Starts a node; resolves once it serves (`firstPath` answers 200), rejects with its output if it exits
 * or does not come up.
 */
export async function startShopNode(
  name: string,
  env: Record<string, string>,
  timeoutMs = 90_000,
  firstPath = "/api/v1/genders",
): Promise<ShopNode> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let output = "";
  let pending = "";
  let exited: number | null = null;
  let listening: (url: string) => void = () => undefined;
  const served = new Promise<string>((resolve) => {
    listening = resolve;
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    for (let end = pending.indexOf("\n"); end !== -1; end = pending.indexOf("\n")) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      output += `${line}\n`;
      try {
        const entry = JSON.parse(line);
        logs.push(entry);
        if (typeof entry.listening === "string") listening(entry.listening);
      } catch {
        // Not a log line (a warning printed by a library): kept in the output only.
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const exit = new Promise<number>((resolve) => {
    child.once("exit", (code) => {
      exited = code ?? -1;
      resolve(exited);
    });
  });

  // Whichever comes first: the node serves, it exits, or the bound on its start passes.
  let bound: NodeJS.Timeout | undefined;
  const url = await Promise.race([
    served,
    exit.then((code) => {
      throw new Error(`node ${name} exited with ${code} before it served:\n${output}`);
    }),
    new Promise<never>((_, reject) => {
      bound = setTimeout(
        () => reject(new Error(`node ${name} did not serve within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
    }),
  ])
    .catch((error) => {
      child.kill("SIGKILL");
      throw error;
    })
    .finally(() => clearTimeout(bound));
  const answer = await fetch(`${url}${firstPath}`);
  if (answer.status !== 200) throw new Error(`node ${name} answered ${answer.status} to its first request`);

  return {
    name,
    url,
    logs,
    exitCode: () => exited,
    exited: exit,
    signal: (signal) => child.kill(signal),
    tell: (line) => child.stdin?.write(`${line}\n`),
    async stop() {
      if (exited === null) {
        child.kill("SIGTERM");
        await exit;
      }
    },
  };
}

/** A visitor: its own cookies and client address (X-Forwarded-For; the nodes run with TRUST_PROXY=1). */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(readonly ip: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sends a request to the node; state-changing requests carry the CSRF token from the cookie. */
  async send(node: ShopNode, method: string, url: string, body?: unknown) {
    if (!this.cookies.has("XSRF-TOKEN")) this.cookies.set("XSRF-TOKEN", "v".repeat(43));
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      "x-forwarded-for": this.ip,
      "x-requested-with": "XMLHttpRequest",
    };
    if (method !== "GET") headers["x-xsrf-token"] = this.cookies.get("XSRF-TOKEN") as string;
    // A form (an upload) goes as multipart, with the boundary fetch chooses; anything else as JSON.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers["content-type"] = "application/json";
    const res = await fetch(`${node.url}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair, ...attributes] = set.split(";");
      const at = (pair as string).indexOf("=");
      const name = (pair as string).slice(0, at).trim();
      const value = decodeURIComponent((pair as string).slice(at + 1).trim());
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
}
