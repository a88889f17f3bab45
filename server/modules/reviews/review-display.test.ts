// What a written review becomes (decision 038): saved unapproved and not shown; once approved it shows
// with the shop's reply, and its rating counts in the average and the count the cards show.
import { afterAll, describe, expect, it } from "vitest";
import { RATING_RANGE, REVIEW_REQUIRED } from "../../../domain/schemas/review.ts";
import { registerCustomer, removeAddedAccountsLater } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
let cleanUp: () => Promise<void>;
appForFile(createTestApp, async (app) => {
  t = app;
  cleanUp = await removeAddedAccountsLater(t.database);
});
afterAll(() => cleanUp());

describe("a written review", () => {
  it("waits unapproved; approved it shows with the shop's reply and counts on the card", async () => {
    // An article nobody has reviewed, and that no call has read yet (the catalogue caches answers).
    const [{ id: articleId }] = await rows<{ id: number }>(
      t.database,
      "select a.id from articles a where a.visible_web = 1 and not exists (select 1 from reviews r where r.reviewable_id = a.id) order by a.id desc limit 1",
    );
    const b = new Browser(t.app, "10.14.7.1");
    const account = await registerCustomer(b);
    const first = await b.post(`/api/v1/articles/${articleId}/reviews`, {
      content: "Varm og god",
      rating: 4,
      true_to_size: 3,
      size_color: "M, Svart",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.approved).toBe(false);
    // Another customer's review, still waiting (a customer's second review would edit their first).
    const other = new Browser(t.app, "10.14.7.2");
    await registerCustomer(other);
    const pending = await other.post(`/api/v1/articles/${articleId}/reviews`, { content: "Venter ennå", rating: 1 });
    const [saved] = await rows<{ approved: boolean; customer_id: number; true_to_size: number; size_color: string }>(
      t.database,
      "select approved, customer_id, true_to_size, size_color from reviews where id = $1",
      [first.json().data.id],
    );
    expect(saved).toEqual({ approved: false, customer_id: account.id, true_to_size: 3, size_color: "M, Svart" });

    await rows(
      t.database,
      "update reviews set approved = true, reply = 'Takk for at du handlet hos oss!' where id = $1",
      [first.json().data.id],
    );
    const detail = (await b.get(`/api/v1/articles/${articleId}`)).json().data;
    expect(detail.reviews.map((r: { id: number }) => r.id)).toEqual([first.json().data.id]);
    expect(detail.reviews.map((r: { id: number }) => r.id)).not.toContain(pending.json().data.id);
    expect(detail.reviews[0]).toMatchObject({
      reply: "Takk for at du handlet hos oss!",
      rating: 4,
      content: "Varm og god",
    });
    expect(detail).toMatchObject({ averageRating: 4, reviewCount: 1 });
    const [card] = (await b.get(`/api/v1/articles/bundle?articles=${articleId}`)).json().data;
    expect(card).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it("refuses a review without stars or text with the form's Norwegian messages", async () => {
    const [{ id: articleId }] = await rows<{ id: number }>(
      t.database,
      "select id from articles where visible_web = 1 order by id limit 1",
    );
    const b = new Browser(t.app, "10.14.7.2");
    await registerCustomer(b);
    const res = await b.post(`/api/v1/articles/${articleId}/reviews`, { content: "Fin" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.rating).toEqual([RATING_RANGE]);
    // What the browser's form sends for an empty text: no field at all.
    const empty = await b.post(`/api/v1/articles/${articleId}/reviews`, { rating: 3 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.content).toEqual([REVIEW_REQUIRED]);
  });
});
