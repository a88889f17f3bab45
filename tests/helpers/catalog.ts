// The catalogue API as its integration tests call it, and the database's own answers to compare with.
import { rows, type TestApp } from "./test-app.ts";

/** Whole kroner from øre, computed here independently of the code under test. */
export const roundKr = (ore: number) => Math.floor((ore + 50) / 100);

/** The calls of a test file whose app is `app()` (set once the file's beforeAll has run). */
export function catalogCalls(app: () => TestApp) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app().app.inject({ method: "GET", url, headers });
    return { status: res.statusCode, body: res.json() };
  };

  /** The main group with the most visible articles, and how many it has. */
  async function firstCategory() {
    const [row] = await rows<{ id: number; total: number }>(
      app().database,
      `select main_group_id as id, count(*)::int as total from articles where visible_web = 1
        group by main_group_id order by count(*) desc limit 1`,
    );
    return row as { id: number; total: number };
  }

  return { get, firstCategory };
}
