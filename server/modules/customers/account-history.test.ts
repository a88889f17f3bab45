// Account history and ownership (no IDOR), the club code, and deletion (GDPR)
// (spec sections 4, 7, 8; ASVS V4.1, V4.2.1).
import { describe, expect, it } from "vitest";
import { ACCOUNT_DELETED, LOGIN_FAILED, OTHER_USER } from "../../../domain/account-messages.ts";
import { historyFor, openAccountsTestApp, registerCustomer, TEST_PASSWORD } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { NO_USER_MESSAGE, SESSION_COOKIE } from "../../plugins/session.ts";

let t: TestApp;
let ipCounter = 0;
const browser = () => new Browser(t.app, `10.2.1.${++ipCounter}`);
appForFile(openAccountsTestApp, (app) => {
  t = app;
});

describe("history and ownership (no IDOR)", () => {
  it("each customer sees only their own reservations, orders and reviews, paged", async () => {
    const a = browser();
    const accountA = await registerCustomer(a);
    const b = browser();
    const accountB = await registerCustomer(b);
    const historyA = await historyFor(t.database, accountA.id, accountA.email);
    const historyB = await historyFor(t.database, accountB.id, accountB.email);
    const review = await a.post(`/api/v1/articles/${historyA.articleId}/reviews`, {
      content: "God passform",
      rating: 5,
    });
    expect(review.statusCode).toBe(201);
    expect(review.json().data.approved).toBe(false);

    const reservations = await a.get("/api/v1/customers/current/reservations?page=1");
    expect(reservations.statusCode).toBe(200);
    expect(reservations.json().data.map((r: { id: number }) => r.id)).toEqual([historyA.reservationId]);
    expect(reservations.json().data[0]).toMatchObject({ shopID: 55, customerID: accountA.id, statusID: 4, total: 499 });
    expect(reservations.json().data[0].articles).toHaveLength(1);
    expect(reservations.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 1 });

    const orders = await a.get("/api/v1/customers/current/orders");
    expect(orders.json().data.map((o: { id: number }) => o.id)).toEqual([historyA.orderId]);
    // Exact to the øre (decision 025): 25 % VAT included in 499,00 kr is 99,80 kr, not 100.
    expect(orders.json().data[0]).toMatchObject({ vat_percentage: 25, total_vat: 99.8, net_amount: 399.2, total: 499 });
    // The order names its reservation, whose receipt the account history links to (decision 034).
    expect(orders.json().data[0].reservation_id).toBe(historyA.reservationId);

    const reviews = await a.get("/api/v1/customers/current/reviews");
    expect(reviews.json().data).toHaveLength(1);
    expect(reviews.json().data[0]).toMatchObject({ content: "God passform", rating: 5, approved: false });

    const bOrders = await b.get("/api/v1/customers/current/orders");
    expect(bOrders.json().data.map((o: { id: number }) => o.id)).toEqual([historyB.orderId]);
    expect((await b.get("/api/v1/customers/current/reviews")).json().data).toEqual([]);
    expect((await a.get("/api/v1/customers/current/orders?page=2")).json().data).toEqual([]);
  });

  it("customer A can neither change nor delete customer B: 401 'En annen bruker er logget inn'", async () => {
    const a = browser();
    await registerCustomer(a);
    const b = browser();
    const accountB = await registerCustomer(b);
    const update = await a.put(`/api/v1/customers/${accountB.id}`, {
      first_name: "Hacket",
      last_name: "Hacket",
      email: accountB.email,
      phone: accountB.phone,
    });
    expect(update.statusCode).toBe(401);
    expect(update.json()).toEqual({ message: OTHER_USER });
    const remove = await a.delete(`/api/v1/customers/${accountB.id}`);
    expect(remove.statusCode).toBe(401);
    expect(remove.json()).toEqual({ message: OTHER_USER });
    expect((await b.get("/api/v1/customers/current")).json().data).toMatchObject({ first_name: "Per" });
  });

  it("history routes answer 404 without a user; a bad page is 422", async () => {
    for (const path of ["reservations", "orders", "reviews", "code"]) {
      const response = await browser().get(`/api/v1/customers/current/${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: NO_USER_MESSAGE });
    }
    const b = browser();
    await registerCustomer(b);
    expect((await b.get("/api/v1/customers/current/orders?page=0")).statusCode).toBe(422);
    expect((await b.get("/api/v1/customers/current/orders?page=x")).statusCode).toBe(422);
  });
});

describe("reviews and the club code", () => {
  it("validates a review and needs a visible article", async () => {
    const b = browser();
    await registerCustomer(b);
    const bad = await b.post("/api/v1/articles/1/reviews", { content: "", rating: 9 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["content", "rating"]);
    expect((await b.post("/api/v1/articles/99999999/reviews", { content: "Bra", rating: 4 })).statusCode).toBe(404);
    expect((await browser().post("/api/v1/articles/1/reviews", { content: "Bra", rating: 4 })).statusCode).toBe(404);
  });

  it("GET /customers/current/code gives the club member's code as an SVG QR code", async () => {
    const b = browser();
    await b.login("kari@example.no", "Demo-passord-1");
    const response = await b.get("/api/v1/customers/current/code");
    expect(response.statusCode).toBe(200);
    const { code, svg, club } = response.json().data;
    expect(club).toBe(true);
    expect(code.length).toBeGreaterThan(5);
    expect(svg).toMatch(/^<svg[^>]+viewBox/);
  });
});

describe("DELETE /customers/{id} (GDPR)", () => {
  it("deletes the account and personal data, keeps the order anonymised, and ends the session", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    const history = await historyFor(t.database, account.id, account.email);
    await b.post(`/api/v1/articles/${history.articleId}/reviews`, { content: "Fin jakke", rating: 4 });
    const response = await b.delete(`/api/v1/customers/${account.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_DELETED });
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);

    expect(await rows(t.database, "select 1 from customers where id = $1", [account.id])).toHaveLength(0);
    expect(await rows(t.database, "select 1 from sessions where customer_id = $1", [account.id])).toHaveLength(0);
    expect(await rows(t.database, "select 1 from mail_outbox where to_address = $1", [account.email])).toHaveLength(0);
    const [order] = await rows<{
      name: string | null;
      email: string | null;
      customer_id: number | null;
      anonymised: boolean;
      total_ore: number;
    }>(
      t.database,
      "select name, email, customer_id, anonymised_at is not null as anonymised, total_ore from orders where id = $1",
      [history.orderId],
    );
    expect(order).toEqual({ name: null, email: null, customer_id: null, anonymised: true, total_ore: 49900 });
    const [reservation] = await rows<{ email: string; phone: string; address: string | null }>(
      t.database,
      "select email, phone, address from reservations where id = $1",
      [history.reservationId],
    );
    expect(reservation).toEqual({ email: "", phone: "", address: null });
    expect(
      await rows(t.database, "select 1 from reviews where content = 'Fin jakke' and customer_name <> 'Anonym'"),
    ).toHaveLength(0);

    const login = await browser().post("/api/v1/customers/login", { email: account.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({ message: LOGIN_FAILED });
  });

  it("answers 404 without a user", async () => {
    const response = await browser().delete("/api/v1/customers/1");
    expect(response.statusCode).toBe(404);
  });
});
