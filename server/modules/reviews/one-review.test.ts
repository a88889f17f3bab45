// One review per customer and article (issue 32 item 10, decision 073): writing again edits the first,
// also when the posts arrive at once, and `rating` is a whole number 1–5 and nothing else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_DATA } from "../../../domain/account-messages.ts";
import { RATING_RANGE } from "../../../domain/schemas/review.ts";
import { registerCustomer, removeAddedAccountsLater } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
let cleanUp: () => Promise<void>;
let articleId: number;
let ip = 0;
const browser = () => new Browser(t.app, `10.32.10.${++ip}`);

beforeAll(async () => {
  // The review tier's rate limit off: this file asks the rule itself, not the limit.
  t = await createTestApp({ RATE_LIMIT_REVIEW: "0" });
  cleanUp = await removeAddedAccountsLater(t.database);
  [{ id: articleId }] = await rows<{ id: number }>(
    t.database,
    "select id from articles where visible_web = 1 order by id desc limit 1 offset 5",
  );
});
afterAll(async () => {
  await cleanUp();
  await t.close();
});

const reviewsBy = (customerId: number) =>
  rows<{ id: number; content: string; rating: number; approved: boolean; reply: string | null }>(
    t.database,
    "select id, content, rating, approved, reply from reviews where customer_id = $1 and reviewable_id = $2",
    [customerId, articleId],
  );

describe("one review per customer and article", () => {
  it("a second review edits the first, which waits for approval again", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const first = await b.post(`/api/v1/articles/${articleId}/reviews`, { content: "Grei nok", rating: 3 });
    expect(first.statusCode).toBe(201);
    await rows(t.database, "update reviews set approved = true, reply = 'Takk!' where id = $1", [first.json().data.id]);

    const second = await b.post(`/api/v1/articles/${articleId}/reviews`, { content: "Ble bedre med tiden", rating: 5 });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ data: { id: first.json().data.id, approved: false } });
    expect(await reviewsBy(account.id)).toEqual([
      { id: first.json().data.id, content: "Ble bedre med tiden", rating: 5, approved: false, reply: "Takk!" },
    ]);
  });

  it("stays one review when a customer posts many at once", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        b.post(`/api/v1/articles/${articleId}/reviews`, { content: `Anmeldelse ${i}`, rating: (i % 5) + 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await reviewsBy(account.id)).toHaveLength(1);
  });
});

describe("rating", () => {
  it("is a whole number from 1 to 5 and nothing else: no booleans, arrays, text or fractions", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    for (const rating of [true, false, [5], "5", 4.5, 0, 6, null, { value: 5 }]) {
      const answer = await b.post(`/api/v1/articles/${articleId}/reviews`, { content: "Fin", rating });
      expect(answer.statusCode, JSON.stringify(rating)).toBe(422);
      expect(answer.json()).toEqual({ message: INVALID_DATA, errors: { rating: [RATING_RANGE] } });
    }
    const fit = await b.post(`/api/v1/articles/${articleId}/reviews`, {
      content: "Fin",
      rating: 4,
      true_to_size: true,
    });
    expect(fit.statusCode).toBe(422);
    expect(Object.keys(fit.json().errors)).toEqual(["true_to_size"]);
    expect(await reviewsBy(account.id)).toEqual([]);
    expect((await b.post(`/api/v1/articles/${articleId}/reviews`, { content: "Fin", rating: 4 })).statusCode).toBe(201);
  });
});
