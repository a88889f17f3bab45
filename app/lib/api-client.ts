// The storefront's one way to call /api/v1 (spec section 7): JSON, X-Requested-With, and the CSRF
// token from the XSRF-TOKEN cookie (it changes at login, decision 012), else from the page's meta tag.
import { readCookie } from "./cookies.ts";

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = "ApiError";
  }
}

function csrfToken(): string | undefined {
  const fromCookie = readCookie(document.cookie, "XSRF-TOKEN");
  if (fromCookie) return fromCookie;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  // Spec section 7: a missing token is only logged; the server answers 419.
  if (!meta) console.error("CSRF token not found");
  return meta;
}

/** Calls the API; resolves with the JSON body (null for 204) and rejects with ApiError otherwise. */
export async function api<T = unknown>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "x-requested-with": "XMLHttpRequest" };
  const token = csrfToken();
  if (token) headers["x-xsrf-token"] = token;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  if (response.status === 204) return null as T;
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, json as ApiErrorBody);
  return json as T;
}

/** Sends a file's bytes as they are (the CSV import): the response is the caller's to read. */
export function sendFile(path: string, file: Blob, contentType: string): Promise<Response> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-requested-with": "XMLHttpRequest",
    "content-type": contentType,
  };
  const token = csrfToken();
  if (token) headers["x-xsrf-token"] = token;
  return fetch(`/api/v1${path}`, { method: "POST", headers, body: file, credentials: "same-origin" });
}
