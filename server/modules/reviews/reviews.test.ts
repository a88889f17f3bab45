// The reviews module: what the catalogue reads (approved reviews, averages), anonymising, and that
// account deletion asks every owner in one transaction (a failing owner leaves everything as it was).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALREADY_LOGGED_IN, OTHER_USER } from "../../../domain/account-messages.ts";
import { registerCustomer, removeAddedAccountsLater } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { INVALID_INPUT } from "../../lib/errors.ts";
import { NO_USER_MESSAGE } from "../../plugins/session.ts";
import { createCustomerService } from "../customers/service.ts";
import { anonymiseCustomerReservations } from "../reservations/anonymise.ts";
import { createReviewService } from "./service.ts";

let t: TestApp;
let cleanUp: () => Promise<void>;
let ip = 0;
const browser = () => new Browser(t.app, `10.7.0.${++ip}`);
let articleId: number;
let secondArticleId: number;

beforeAll(async () => {
  t = await createTestApp();
  cleanUp = await removeAddedAccountsLater(t.database);
  [{ id: articleId }, { id: secondArticleId }] = await rows<{ id: number }>(
    t.database,
    "select id from articles where visible_web = 1 order by id desc limit 2",
  );
});
afterAll(async () => {
  await cleanUp();
  await t.close();
});

describe("reviews service", () => {
  it("shows only approved reviews and averages only approved ratings", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const reviews = createReviewService(t.database, { articleVisible: async () => true, articleNames: async () => [] });
    const reviewer = { id: account.id, firstName: "Per", lastName: "Testesen" };
    const other = await registerCustomer(browser());
    const pending = await reviews.post({ ...reviewer, id: other.id }, articleId, { content: "Venter", rating: 1 });
    const approved = await reviews.post(reviewer, articleId, { content: "Godkjent", rating: 5 });
    await rows(t.database, "update reviews set approved = true where id = $1", [approved.id]);

    const shown = await reviews.approvedFor(articleId);
    expect(shown.map((r) => r.id)).toContain(approved.id);
    expect(shown.map((r) => r.id)).not.toContain(pending.id);
    expect(shown.find((r) => r.id === approved.id)).toMatchObject({ customer: "Per T.", rating: 5, approved: true });

    const [expected] = await rows<{ average: number; count: number }>(
      t.database,
      "select avg(rating)::float8 as average, count(*)::int as count from reviews where approved and reviewable_id = $1",
      [articleId],
    );
    expect(await reviews.averages([articleId, 2_000_000_000])).toEqual([
      { reviewable_id: articleId, average: expected.average, count: expected.count },
    ]);
    expect(await reviews.averages([])).toEqual([]);
  });

  it("refuses a review of an article the catalogue does not show", async () => {
    const reviews = createReviewService(t.database, {
      articleVisible: async () => false,
      articleNames: async () => [],
    });
    await expect(
      reviews.post({ id: 1, firstName: "A", lastName: "B" }, articleId, { content: "x", rating: 3 }),
    ).rejects.toMatchObject({ kind: "not_found" });
  });
});

describe("a customer's own reviews", () => {
  it("lists pending and approved reviews with the catalogue's article name, newest first, paged", async () => {
    const b = browser();
    await registerCustomer(b);
    await b.post(`/api/v1/articles/${secondArticleId}/reviews`, { content: "Første", rating: 2 });
    await b.post(`/api/v1/articles/${articleId}/reviews`, { content: "Andre", rating: 3, anonymous: 1 });
    const [article] = await rows<{ name: string }>(t.database, "select name from articles where id = $1", [articleId]);
    const page = (await b.get("/api/v1/customers/current/reviews")).json();
    expect(page.data.map((r: { content: string }) => r.content)).toEqual(["Andre", "Første"]);
    expect(page.data[0]).toMatchObject({ article_name: article.name, approved: false, customer: "Anonym" });
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
  });
});

describe("account deletion asks every owner in one transaction", () => {
  it("leaves reservations, reviews, mails and the account untouched when one owner fails", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    await b.post(`/api/v1/articles/${articleId}/reviews`, { content: "Beholdes", rating: 4 });
    const [reservation] = await rows<{ id: number }>(
      t.database,
      `insert into reservations (shop_id, customer_id, status_id, name, email, phone, total_ore)
       values (55, $1, 4, 'Per Testesen', $2, '41234567', 100) returning id`,
      [account.id, account.email],
    );
    const reviews = createReviewService(t.database, { articleVisible: async () => true, articleNames: async () => [] });
    const customers = createCustomerService({
      database: t.database,
      mail: { sendMail: async () => undefined },
      anonymiseReservations: anonymiseCustomerReservations,
      anonymiseReviews: (tx, id) => reviews.anonymiseCustomer(tx, id),
      forgetMail: async () => {
        throw new Error("mail owner failed");
      },
      history: {
        reservations: () => Promise.reject(new Error("not used")),
        orders: () => Promise.reject(new Error("not used")),
      },
      shopIsActive: async () => true,
    });
    await expect(customers.remove(account)).rejects.toThrow("mail owner failed");

    expect(await rows(t.database, "select 1 from customers where id = $1", [account.id])).toHaveLength(1);
    const [kept] = await rows<{ name: string; customer_id: number }>(
      t.database,
      "select name, customer_id from reservations where id = $1",
      [reservation.id],
    );
    expect(kept).toEqual({ name: "Per Testesen", customer_id: account.id });
    expect(await rows(t.database, "select customer_name from reviews where customer_id = $1", [account.id])).toEqual([
      { customer_name: "Per T." },
    ]);
    await rows(t.database, "delete from reservations where id = $1", [reservation.id]);
  });
});

describe("checks keep their order before input validation", () => {
  it("a review by nobody is 404 even with an invalid body; a malformed id has the general message", async () => {
    const anonymous = await browser().post(`/api/v1/articles/${articleId}/reviews`, { content: "", rating: 9 });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ message: NO_USER_MESSAGE });
    const b = browser();
    await registerCustomer(b);
    const badId = await b.post("/api/v1/articles/abc/reviews", { content: "", rating: 9 });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().message).toBe(INVALID_INPUT);
    expect(Object.keys(badId.json().errors)).toEqual(["id"]);
  });

  it("someone else's id is 401 even with an invalid body; logging in while logged in is 401 before the body", async () => {
    const a = browser();
    await registerCustomer(a);
    const other = await a.put("/api/v1/customers/1", { first_name: "" });
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ message: OTHER_USER });
    const again = await a.post("/api/v1/customers/login", {});
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: ALREADY_LOGGED_IN });
    const fax = await browser().post("/api/v1/customers/login/fax", {});
    expect(fax.statusCode).toBe(422);
    expect(fax.json().message).toBe(INVALID_INPUT);
  });
});
