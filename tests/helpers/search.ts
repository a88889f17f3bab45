// The search API as its integration tests call it: POSTs with a CSRF token, hits and ids, and the
// database's own answer to compare with (expectations computed independently of the search code).
import { expect } from "vitest";
import { rows, type TestApp } from "./test-app.ts";

export const TOKEN = "t".repeat(43);

export interface Hit {
  _source: {
    id: number;
    name: string;
    price: number;
    brand: string;
    genders: number[];
    available: number[];
    colorGroups: number[];
    articleGroup3ID: number;
    bestsellerQty: number;
    visible: boolean;
  };
}

/** The calls of a test file whose app is `app()` (set once the file's beforeAll has run). */
export function searchCalls(app: () => TestApp) {
  async function post(url: string, payload: unknown, token: string | null = TOKEN) {
    const res = await app().app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: token ? { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token } : {},
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function search(payload: Record<string, unknown>) {
    const { status, body } = await post("/api/v1/articles/search", payload);
    expect(status).toBe(200);
    return { hits: body.hits.hits as Hit[], total: body.hits.total.value as number };
  }

  const ids = async (payload: Record<string, unknown>) => (await search(payload)).hits.map((h) => h._source.id);

  /** Ids of visible articles matching a SQL condition on `a`, sorted. */
  async function visibleIds(condition: string, params: unknown[] = []): Promise<number[]> {
    const found = await rows<{ id: number }>(
      app().database,
      `select a.id from articles a join product_lines pl on pl.id = a.product_line_id
        where a.visible_web = 1 and (${condition}) order by a.id`,
      params,
    );
    return found.map((r) => r.id);
  }

  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  /** Every visible article, with a filter rule applied. */
  const filtered = async (...filters: unknown[]) => sorted(await ids({ query: "", filters }));

  return { post, search, ids, visibleIds, sorted, filtered };
}
