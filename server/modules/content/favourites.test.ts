// Favourites on the account (decision 038): the routes need a customer, add and remove only shown
// articles, and the merge at login keeps everything both lists hold.
import { afterAll, describe, expect, it } from "vitest";
import { FAVOURITES_TOO_MANY } from "../../../domain/favourites.ts";
import { registerCustomer, removeAddedAccountsLater } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { NO_USER_MESSAGE } from "../../plugins/session.ts";
import { FAVOURITE_ARTICLE_NOT_FOUND } from "./favourite-service.ts";

let t: TestApp;
let cleanUp: () => Promise<void>;
let shown: number[];
let hidden: number;
appForFile(createTestApp, async (app) => {
  t = app;
  cleanUp = await removeAddedAccountsLater(t.database);
  shown = (
    await rows<{ id: number }>(t.database, "select id from articles where visible_web = 1 order by id limit 120")
  ).map((r) => r.id);
  [{ id: hidden }] = await rows<{ id: number }>(
    t.database,
    "update articles set visible_web = 0 where id = (select max(id) from articles where visible_web = 1) returning id",
  );
});
afterAll(() => cleanUp());
let ip = 0;
const browser = () => new Browser(t.app, `10.14.5.${++ip}`);
const stored = async (customerId: number) =>
  (
    await rows<{ article_id: number }>(t.database, "select article_id from favourites where customer_id = $1", [
      customerId,
    ])
  )
    .map((r) => r.article_id)
    .sort((a, b) => a - b);

describe("favourites on the account", () => {
  it("needs a logged-in customer for every call", async () => {
    const b = browser();
    for (const [method, url, body] of [
      ["GET", "/api/v1/favourites", undefined],
      ["POST", "/api/v1/favourites/merge", { articleIds: [shown[0]] }],
      ["PUT", `/api/v1/favourites/${shown[0]}`, {}],
      ["DELETE", `/api/v1/favourites/${shown[0]}`, undefined],
    ] as const) {
      const res = await b.request(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(NO_USER_MESSAGE);
    }
  });

  it("adds and removes articles, refusing unknown and hidden ones", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    expect((await b.get("/api/v1/favourites")).json()).toEqual({ data: [] });
    expect((await b.put(`/api/v1/favourites/${shown[0]}`)).json()).toEqual({ data: [shown[0]] });
    // Adding twice changes nothing.
    expect((await b.put(`/api/v1/favourites/${shown[0]}`)).statusCode).toBe(200);
    const two = (await b.put(`/api/v1/favourites/${shown[1]}`)).json().data;
    expect([...two].sort((x: number, y: number) => x - y)).toEqual([shown[0], shown[1]]);
    expect(await stored(account.id)).toEqual([shown[0], shown[1]]);

    for (const id of [hidden, 999_999_999]) {
      const res = await b.put(`/api/v1/favourites/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(FAVOURITE_ARTICLE_NOT_FOUND);
    }
    expect((await b.put("/api/v1/favourites/abc")).statusCode).toBe(422);

    expect((await b.delete(`/api/v1/favourites/${shown[0]}`)).json()).toEqual({ data: [shown[1]] });
    expect(await stored(account.id)).toEqual([shown[1]]);
  });

  it("merges the browser's list at login: the union of both, without hidden articles", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    await b.put(`/api/v1/favourites/${shown[2]}`);
    await b.put(`/api/v1/favourites/${shown[3]}`);

    const res = await b.post("/api/v1/favourites/merge", { articleIds: [shown[3], shown[4], hidden, shown[5]] });
    expect(res.statusCode).toBe(200);
    const merged = [shown[2], shown[3], shown[4], shown[5]].sort((x, y) => x - y);
    expect([...res.json().data].sort((x: number, y: number) => x - y)).toEqual(merged);
    expect(await stored(account.id)).toEqual(merged);

    // In another browser, the same account sees the merged list.
    const elsewhere = browser();
    await elsewhere.login(account.email, account.password);
    expect([...(await elsewhere.get("/api/v1/favourites")).json().data].sort((x: number, y: number) => x - y)).toEqual(
      merged,
    );
  });

  it("refuses a list that is not ids, or too long, with 422 and writes nothing", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    for (const body of [
      { articleIds: "1,2" },
      { articleIds: [0] },
      { articleIds: [1.5] },
      {},
      { articleIds: [1], x: 1 },
    ]) {
      expect((await b.post("/api/v1/favourites/merge", body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const tooMany = await b.post("/api/v1/favourites/merge", { articleIds: shown.slice(0, 101) });
    expect(tooMany.statusCode).toBe(422);
    expect(JSON.stringify(tooMany.json())).toContain(FAVOURITES_TOO_MANY);
    expect(await stored(account.id)).toEqual([]);

    expect((await b.post("/api/v1/favourites/merge", { articleIds: shown.slice(0, 100) })).statusCode).toBe(200);
    const full = await b.put(`/api/v1/favourites/${shown[100]}`);
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(FAVOURITES_TOO_MANY);
  });

  it("goes with the account when it is deleted", async () => {
    const b = browser();
    const account = await registerCustomer(b);
    await b.put(`/api/v1/favourites/${shown[0]}`);
    await rows(t.database, "delete from customers where id = $1", [account.id]);
    expect(await stored(account.id)).toEqual([]);
  });
});
