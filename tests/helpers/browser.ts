// A cookie-keeping client for app.inject: it stores Set-Cookie answers like a browser and echoes the
// XSRF-TOKEN cookie in X-XSRF-TOKEN, as the storefront's api client does.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    /** The client address (login throttling counts per address). */
    readonly ip = "10.0.0.1",
  ) {
    // What a rendered page would have issued.
    this.cookies.set("XSRF-TOKEN", randomBytes(32).toString("base64url"));
  }

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    options: { csrf?: string | false; headers?: Record<string, string> } = {},
  ) {
    const token = options.csrf === undefined ? this.cookies.get("XSRF-TOKEN") : options.csrf;
    const response = await this.app.inject({
      method,
      url,
      payload: payload as never,
      remoteAddress: this.ip,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
        "x-requested-with": "XMLHttpRequest",
        ...(token ? { "x-xsrf-token": token } : {}),
        ...options.headers,
      },
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const gone =
        cookie.value === "" || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (gone) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, payload?: unknown) => this.request("POST", url, payload ?? {});
  put = (url: string, payload?: unknown) => this.request("PUT", url, payload ?? {});
  patch = (url: string, payload?: unknown) => this.request("PATCH", url, payload ?? {});
  delete = (url: string) => this.request("DELETE", url);

  async login(email: string, password: string) {
    const response = await this.post("/api/v1/customers/login", { email, password });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json().data as { id: number };
  }
}
