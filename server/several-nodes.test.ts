// Several nodes, one database (issue 11): two shop processes on one PostgreSQL, talked to over HTTP.
// What one node does, the other must see: a stock hold, a session, the login throttle and the rate
// limits; the expiry jobs that both nodes work return a hold to stock exactly once; and two nodes
// starting at once on an empty database both come up. Issue 32 (decision 077): a rolling restart
// under a steady stream of requests fails none of them; after it B runs with JOBS=0 and only A works
// the jobs; an image uploaded through one node is served by the other; and a node whose database
// lacks migrations (MIGRATE_AT_START=0) is not ready until `npm run db:migrate` has run.
// PostgreSQL only: a PGlite data directory belongs to one process, so there is no second node to start.
import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
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
import { DATABASE_UNAVAILABLE_MESSAGE } from "./plugins/errors.ts";
import { RATE_LIMITED_MESSAGE } from "./plugins/rate-limit.ts";

const url = process.env.TEST_DATABASE_URL;
const ROOT = path.join(import.meta.dirname, "..");
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

/** What a refused or dropped connection's error names (undici puts the system's code in `cause`). */
const networkCause = (error: unknown) =>
  String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message ?? error);

interface StreamReport {
  sent: number;
  ok: number;
  /** Requests that failed: an answer other than 200, or no answer from either node. */
  failed: string[];
  /** Requests retried on the other node, by what the first node's connection did. */
  retried: Record<string, number>;
  answeredBy: Record<string, number>;
}

/**
 * A steady stream of GET requests through both nodes, taking turns, as a proxy in front of them sends
 * them: a request whose connection is refused or dropped before an answer comes is sent once more to
 * the other node (nginx's `proxy_next_upstream error`, Caddy's `lb_try_duration`; GETs only, which may
 * be repeated). Each request comes from an address of its own, so no rate limit applies.
 */
function requestStream(pool: { a: ShopNode; b: ShopNode }, paths: string[], concurrency = 4) {
  const report: StreamReport = { sent: 0, ok: 0, failed: [], retried: {}, answeredBy: {} };
  let running = true;
  let turn = 0;
  const get = (node: ShopNode, target: string, ip: string) =>
    fetch(`${node.url}${target}`, { headers: { "x-forwarded-for": ip } });
  const loop = async () => {
    while (running) {
      const first = turn++ % 2 === 0 ? pool.a : pool.b;
      const other = first === pool.a ? pool.b : pool.a;
      const target = paths[report.sent % paths.length] as string;
      const ip = `198.19.${randomInt(256)}.${randomInt(1, 255)}`;
      report.sent++;
      let answer: Response;
      let by = first;
      try {
        answer = await get(first, target, ip);
      } catch (error) {
        const cause = networkCause(error);
        report.retried[cause] = (report.retried[cause] ?? 0) + 1;
        by = other;
        try {
          answer = await get(other, target, ip);
        } catch (again) {
          report.failed.push(`${target}: ${networkCause(again)} on ${first.name} and ${other.name}`);
          continue;
        }
      }
      await answer.arrayBuffer();
      if (answer.status === 200) {
        report.ok++;
        report.answeredBy[by.name] = (report.answeredBy[by.name] ?? 0) + 1;
      } else {
        report.failed.push(`${target}: ${answer.status} from ${by.name}`);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    report,
    async stop() {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}

const readiness = async (node: ShopNode) => (await fetch(`${node.url}/readyz`)).status;

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

  it("a rolling restart under a steady stream of requests fails none of them (B comes back with JOBS=0)", async () => {
    const [v] = await stockedVariants(t, SHOP, 1, 22);
    const pool = { a, b };
    const stream = requestStream(pool, ["/api/v1/genders", `/api/v1/articles/availability/${v.article_id}`]);
    const answered = (name: string) => async () => stream.report.answeredBy[name] ?? 0;
    /** Stops `old` with SIGTERM, starts its successor, and puts it in the pool once /readyz says 200. */
    const restart = async (which: "a" | "b", name: string, env: Record<string, string>) => {
      const old = pool[which];
      const before = await answered(old.name)();
      old.signal("SIGTERM");
      expect(await old.exited).toBe(0);
      const successor = await startShopNode(name, nodeEnv(url as string, env));
      await eventually(
        `${name} ready`,
        () => readiness(successor),
        (status) => status === 200,
        60_000,
      );
      pool[which] = successor;
      expect(before).toBeGreaterThan(0);
      await eventually(`answers from ${name}`, answered(name), (n) => n >= 50, 60_000);
      return successor;
    };
    try {
      await eventually("answers from A", answered("A"), (n) => n >= 50, 30_000);
      await eventually("answers from B", answered("B"), (n) => n >= 50, 30_000);
      b = await restart("b", "B2", { JOBS: "0" });
      a = await restart("a", "A2", {});
    } finally {
      await stream.stop();
      // Kept by the lead for the report: how many requests there were, and how many were retried.
      console.log(`rolling restart: ${JSON.stringify(stream.report)}`);
    }
    expect(stream.report.failed).toEqual([]);
    expect(stream.report.ok).toBe(stream.report.sent);
  }, 300_000);

  it("after the restart only A works the jobs: B (JOBS=0) works none", async () => {
    expect(b.logs.some((l) => l.msg === "JOBS=0: working no job queue")).toBe(true);
    expect(a.logs.some((l) => l.msg === "working the job queues")).toBe(true);
    const [v] = await stockedVariants(t, SHOP, 1, 23);
    await t.setStockForTest(v.variant_id, SHOP, 20);
    const ids: number[] = [];
    for (let n = 0; n < 10; n++) {
      const created = await reserve(n % 2 ? b : a, v.ean, 1);
      expect(created.status).toBe(201);
      ids.push(created.body.data.reservation.id);
    }
    await rows(t.database, "update reservations set hold_expires_at = now() - interval '1 minute' where id = any($1)", [
      ids,
    ]);
    const queue = createJobQueue(t.database, RESERVATION_QUEUES);
    try {
      for (let tick = 0; tick < 4; tick++) await queue.send("reservations.expire", {});
      const statuses = () =>
        rows<{ status_id: number }>(t.database, "select status_id from reservations where id = any($1)", [ids]);
      await eventually("statuses", statuses, (r) => r.every((x) => x.status_id === STATUS.expired), 60_000);
    } finally {
      await queue.stop();
    }
    const expiredBy = (node: ShopNode) =>
      node.logs.filter((l) => l.msg === "reservations expired").reduce((sum, l) => sum + (l.expired as number), 0);
    expect(expiredBy(a)).toBe(ids.length);
    expect(expiredBy(b)).toBe(0);
  }, 90_000);

  it("an image uploaded through one node is served by the other, cached for a year", async () => {
    const admin = newVisitor();
    const login = await admin.send(a, "POST", "/api/v1/customers/login", {
      email: "admin@example.no",
      password: "Admin-passord-1",
    });
    expect(login.status).toBe(200);
    const picture = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: randomInt(256), g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([picture], { type: "image/jpeg" }), "to-noder.jpg");
    const uploaded = await admin.send(a, "POST", "/api/v1/backoffice/images", form);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const { src, key } = uploaded.body.data as { src: string; key: string };
    for (const node of [b, a]) {
      const served = await fetch(`${node.url}${src}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    const avif = await fetch(`${b.url}/img/u/${key}-320.avif`);
    expect([avif.status, avif.headers.get("content-type")]).toEqual([200, "image/avif"]);
    // The library on B lists what A stored.
    const library = await admin.send(b, "GET", "/api/v1/backoffice/images");
    expect(library.body.data.map((i: { key: string }) => i.key)).toContain(key);
  });

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

  it("a node whose database lacks migrations (MIGRATE_AT_START=0) is not ready until npm run db:migrate has run", async () => {
    const name = `${new URL(url as string).pathname.slice(1)}_behind`;
    await rows(t.database, `drop database if exists ${name}`);
    await rows(t.database, `create database ${name}`);
    const behindUrl = Object.assign(new URL(url as string), { pathname: `/${name}` }).toString();
    let node: ShopNode | undefined;
    try {
      node = await startShopNode("E", nodeEnv(behindUrl, { MIGRATE_AT_START: "0" }), 90_000, "/healthz");
      const probe = await fetch(`${node.url}/readyz`);
      expect(probe.status).toBe(503);
      const body = await probe.json();
      expect(body.failing).toContain("migrations");
      expect(body.checks.migrations).toMatch(/^missing 0000_/);
      expect(node.logs.some((l) => String(l.msg).includes("npm run db:migrate"))).toBe(true);
      // Requests that reach it anyway are answered 503 in Norwegian, as while the database is away.
      const early = await newVisitor().send(node, "GET", "/api/v1/genders");
      expect([early.status, early.body.message]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE]);

      // The deploy step, as an operator runs it: npm run db:migrate (node scripts/cli.mjs db-migrate).
      const migrated = await promisify(execFile)(process.execPath, ["scripts/cli.mjs", "db-migrate"], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", DATABASE_URL: behindUrl, NODE_ENV: "production" },
      });
      expect(migrated.stdout).toContain("The database is current.");
      const ready = node;
      await eventually(
        "readiness",
        () => readiness(ready),
        (status) => status === 200,
        60_000,
      );
      expect((await newVisitor().send(node, "GET", "/api/v1/genders")).status).toBe(200);
    } finally {
      await node?.stop();
      await rows(t.database, `drop database if exists ${name}`);
    }
  }, 180_000);
});
