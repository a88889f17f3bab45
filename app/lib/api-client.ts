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

/**
 * Sends one file as multipart/form-data (field 'file'), reporting the share sent so far (0–1); resolves
 * with the JSON body and rejects with ApiError like `api`. XMLHttpRequest, because fetch cannot tell
 * how far an upload has come.
 */
export function uploadFile<T = unknown>(path: string, file: Blob, onProgress?: (share: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/v1${path}`);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("x-requested-with", "XMLHttpRequest");
    const token = csrfToken();
    if (token) request.setRequestHeader("x-xsrf-token", token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(new ApiError(request.status, body as ApiErrorBody));
    };
    request.onerror = () => reject(new ApiError(0, { message: "Kunne ikke laste opp. Sjekk nettforbindelsen." }));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
