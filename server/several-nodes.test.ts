// Several nodes, one database (issue 11): two shop processes on one PostgreSQL, talked to over HTTP.
// What one node does, the other must see: a stock hold, a session, the login throttle and the rate
// limits; the expiry jobs that both nodes work return a hold to stock exactly once; and two nodes
// starting at once on an empty database both come up. PostgreSQL only: a PGlite data directory
// belongs to one process, so there is no second node to start.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGIN_FAILED, LOGIN_THROTTLED } from "../domain/account-messages.ts";
import { newAccountInput, removeAddedAccountsLater, TEST_PASSWORD } from "../tests/helpers/accounts.ts";
import { type CheckoutTestApp, createCheckoutTestApp, orderInfo, stockedVariants } from "../tests/helpers/checkout.ts";
import { type ShopNode, startShopNode, Visitor } from "../tests/helpers/shop-nodes.ts";
import { rows } from "../tests/helpers/test-app.ts";
import { openDatabase } from "./db/client.ts";
import { createJobQueue } from "./jobs/queue.ts";
import { RESERVATION_QUEUES } from "./modules/reservations/jobs.ts";
import { STATUS } from "./modules/reservations/status.ts";
import { RATE_LIMITED_MESSAGE } from "./plugins/rate-limit.ts";

const url = process.env.TEST_DATABASE_URL;
const SHOP = 55;
/** The catalogue cache's lifetime on the nodes: how long a stock change may take to show. */
const CATALOG_CACHE_SECONDS = 2;
/** Holds that run out at once in the expiry test. */
const HOLDS = 30;

const nodeEnv = (databaseUrl: string, over: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: "0",
  TRUST_PROXY: "1",
  CATALOG_CACHE_SECONDS: String(CATALOG_CACHE_SECONDS),
  RATE_LIMIT_PASSWORD: "3",
  ...over,
});

/** A client address of its own per visitor (benchmarking range), so no count left by another test applies. */
const newVisitor = () => new Visitor(`198.18.${randomInt(256)}.${randomInt(1, 255)}`);

/** Polls `read` until `accept` holds for its value; fails naming the last value once `timeoutMs` has passed. */
async function eventually<T>(what: string, read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number) {
  let last: T | undefined;
  await vi
    .waitFor(
      async () => {
        last = await read();
        if (!accept(last)) throw new Error("not yet");
      },
      { timeout: timeoutMs, interval: 100 },
    )
    .catch(() => {
      throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeoutMs} ms`);
    });
  return last as T;
}

describe.skipIf(!url)("several nodes on one PostgreSQL (PostgreSQL only: set TEST_DATABASE_URL)", () => {
  let t: CheckoutTestApp;
  let a: ShopNode;
  let b: ShopNode;
  let removeAccounts: () => Promise<void>;

  beforeAll(async () => {
    // The test's own connection: setup, expectations and clean-up (reservations and stock put back).
    t = await createCheckoutTestApp();
    removeAccounts = await removeAddedAccountsLater(t.database);
    [a, b] = await Promise.all([
      startShopNode("A", nodeEnv(url as string)),
      startShopNode("B", nodeEnv(url as string)),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await removeAccounts?.();
    await t?.close();
  });

  const reserve = (node: ShopNode, ean: string, count: number) =>
    newVisitor().send(node, "POST", "/api/v1/reservations/klarna/", {
      order: [{ EanNo: ean, Count: count }],
      shop: SHOP,
      payment: "card",
      orderInfo,
    });

  it("a stock hold made through one node is served by the other", async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 20);
    await t.setStockForTest(v.variant_id, SHOP, 5);
    const shopper = newVisitor();
    const qtyOnB = async () => {
      const res = await shopper.send(b, "GET", `/api/v1/articles/availability/${v.article_id}`);
      const variant = res.body.data.variants.find((x: { id: number }) => x.id === v.variant_id);
      return variant.shops.find((s: { id: number }) => s.id === SHOP)?.qty as number;
    };
    // B has the article in its cache before A changes it.
    expect(await qtyOnB()).toBe(5);

    const held = await reserve(a, v.ean, 2);
    expect(held.status).toBe(201);
    expect(await eventually("stock on B", qtyOnB, (qty) => qty === 3, (CATALOG_CACHE_SECONDS + 10) * 1000)).toBe(3);
  });

  it("a session made on one node works on the other, and ends on both", async () => {
    const visitor = newVisitor();
    const input = newAccountInput();
    const registered = await visitor.send(a, "POST", "/api/v1/customers/register", input);
    expect(registered.status).toBe(201);
    const id = registered.body.data.id as number;

    const current = await visitor.send(b, "GET", "/api/v1/customers/current");
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ id, email: input.email });

    // A change on B carries the session's CSRF token, which A handed out.
    const updated = await visitor.send(b, "PUT", `/api/v1/customers/${id}`, {
      first_name: "Kari",
      last_name: input.last_name,
      phone: input.phone,
      email: input.email,
    });
    expect(updated.status).toBe(200);
    expect((await visitor.send(a, "GET", "/api/v1/customers/current")).body.data.first_name).toBe("Kari");

    expect((await visitor.send(b, "POST", "/api/v1/customers/logout")).status).toBe(200);
    expect((await visitor.send(a, "GET", "/api/v1/customers/current")).status).toBe(204);
  });

  it("the login throttle counts failures made on both nodes", async () => {
    const input = newAccountInput();
    expect((await newVisitor().send(a, "POST", "/api/v1/customers/register", input)).status).toBe(201);
    const attacker = newVisitor();
    const login = (node: ShopNode, password: string) =>
      attacker.send(node, "POST", "/api/v1/customers/login", { email: input.email, password });

    for (const node of [a, b, a, b, a]) {
      const failed = await login(node, "Feil-passord-123");
      expect([failed.status, failed.body.message]).toEqual([422, LOGIN_FAILED]);
    }
    // The sixth attempt is refused on either node, even with the right password.
    for (const node of [b, a]) {
      const refused = await login(node, TEST_PASSWORD);
      expect([refused.status, refused.body.message]).toEqual([429, LOGIN_THROTTLED]);
    }
    // The count is per account and address: the customer from their own address still gets in.
    const owner = newVisitor();
    const ok = await owner.send(b, "POST", "/api/v1/customers/login", { email: input.email, password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it("the rate limits count requests made on both nodes", async () => {
    const client = newVisitor();
    const ask = (node: ShopNode) =>
      client.send(node, "POST", "/api/v1/customers/password/email", { email: "ingen.her@example.no" });
    // RATE_LIMIT_PASSWORD is 3 on both nodes: three requests in all, then a refusal from either.
    for (const node of [a, b, a]) expect((await ask(node)).status).toBe(200);
    const refused = await ask(b);
    expect([refused.status, refused.body.message]).toEqual([429, RATE_LIMITED_MESSAGE]);
    expect((await ask(a)).status).toBe(429);
  });

  it("a hold that runs out is expired exactly once while both nodes work the expiry jobs", async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 21);
    await t.setStockForTest(v.variant_id, SHOP, 40);
    // Enough holds that expiring them takes a while, so the nodes' workers are likely to overlap;
    // whichever way they interleave, every hold must come back once.
    const ids: number[] = [];
    for (let n = 0; n < HOLDS; n++) {
      const created = await reserve(n % 2 ? b : a, v.ean, 1);
      expect(created.status).toBe(201);
      ids.push(created.body.data.reservation.id);
    }
    const stock = async () =>
      (
        await rows<{ qty: number }>(t.database, "select qty from stock where variant_id = $1 and shop_id = $2", [
          v.variant_id,
          SHOP,
        ])
      )[0]?.qty;
    expect(await stock()).toBe(40 - HOLDS);

    // The holds ran out a minute ago; then several ticks of the expiry job are due at once, as after
    // an outage, and both nodes' workers take them.
    await rows(t.database, "update reservations set hold_expires_at = now() - interval '1 minute' where id = any($1)", [
      ids,
    ]);
    const loggedBefore = [...a.logs, ...b.logs].filter((l) => l.msg === "reservations expired").length;
    const queue = createJobQueue(t.database, RESERVATION_QUEUES);
    try {
      for (let tick = 0; tick < 6; tick++) await queue.send("reservations.expire", {});
      const statuses = () =>
        rows<{ status_id: number }>(t.database, "select status_id from reservations where id = any($1)", [ids]);
      await eventually("statuses", statuses, (r) => r.every((x) => x.status_id === STATUS.expired), 60_000);
    } finally {
      await queue.stop();
    }

    expect(await stock()).toBe(40);
    const history = await rows<{ reservation_id: number; n: number }>(
      t.database,
      `select reservation_id, count(*)::int as n from reservation_status_history
        where reservation_id = any($1) and to_status_id = $2 group by reservation_id order by reservation_id`,
      [ids, STATUS.expired],
    );
    expect(history).toEqual(ids.map((id) => ({ reservation_id: id, n: 1 })));
    // What the nodes report adds up to the holds: none was counted (and returned) twice.
    const reported = [...a.logs, ...b.logs].filter((l) => l.msg === "reservations expired").slice(loggedBefore);
    expect(reported.reduce((sum, l) => sum + (l.expired as number), 0)).toBe(ids.length);
  }, 90_000);

  it("two nodes starting at once on an empty database both come up, and the demo data is made once", async () => {
    const name = `${new URL(url as string).pathname.slice(1)}_empty`;
    await rows(t.database, `drop database if exists ${name}`);
    await rows(t.database, `create database ${name}`);
    const emptyUrl = Object.assign(new URL(url as string), { pathname: `/${name}` }).toString();
    const env = nodeEnv(emptyUrl, { SEED_DEMO: "1", SEED_ARTICLES: "10" });
    const started = await Promise.allSettled([startShopNode("C", env, 150_000), startShopNode("D", env, 150_000)]);
    try {
      const failed = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
      expect(failed).toEqual([]);
      const fresh = await openDatabase({ url: emptyUrl, poolSize: 1 });
      try {
        const [count] = await rows<{ articles: number }>(fresh, "select count(*)::int as articles from articles");
        expect(count).toEqual({ articles: 10 });
      } finally {
        await fresh.close();
      }
      for (const s of started) {
        if (s.status === "fulfilled")
          expect((await newVisitor().send(s.value, "GET", "/api/v1/genders")).status).toBe(200);
      }
    } finally {
      await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
      await rows(t.database, `drop database if exists ${name}`);
    }
  }, 240_000);
});
