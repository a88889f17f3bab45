// The API under a few thousand requests derived from its own OpenAPI document (openapi-fuzzer.ts),
// from a fixed seed, sent by a visitor, a customer, shop staff and an administrator. No answer may be
// a 5xx or hang, no input may reach the database unvalidated (the error handler logs it when one
// does), and afterwards the database's invariants hold: every unit of stock is either on the shelf
// or held by a reservation that holds or sold it, and no reservation lacks its lines or its history.
// FUZZ_SEED and FUZZ_REQUESTS replay or widen a run.
import { mkdir, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../../server/db/seed/random.ts";
import { MAIN_SHOP_ID } from "../../server/db/seed/shops.ts";
import { SESSION_COOKIE } from "../../server/plugins/session.ts";
import { registerCustomer, removeAddedAccountsLater } from "../helpers/accounts.ts";
import { restoreContentLater, restoreRowsLater, restoreShopsAndBrandsLater } from "../helpers/back-office.ts";
import { Browser } from "../helpers/browser.ts";
import { checkoutMark, orderInfo, removeCheckoutsSince } from "../helpers/checkout.ts";
import { createTestApp, rows, type TestApp } from "../helpers/test-app.ts";
import { type FuzzRequest, generateRequest, type Operation, operationsOf, type Vocabulary } from "./openapi-fuzzer.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6000);
/** An answer slower than this is a hang (a request that never ends), not a slow answer. */
const HANG_MS = 30_000;
const DRIVER = process.env.TEST_DATABASE_URL ? "postgresql" : "pglite";

const logLines: string[] = [];
let t: TestApp;
let undo: (() => Promise<void>)[] = [];

type StockKey = string;

/** Units per variant and shop: on the shelf plus those held or sold by a reservation that keeps them. */
async function unitsPerPlace(): Promise<Map<StockKey, number>> {
  const shelf = await rows<{ variant_id: number; shop_id: number; qty: number }>(
    t.database,
    "select variant_id, shop_id, qty from stock",
  );
  const held = await rows<{ variant_id: number; shop_id: number; units: number }>(
    t.database,
    `select l.variant_id, r.shop_id, sum(l.count)::int as units
       from reservation_lines l join reservations r on r.id = l.reservation_id
      where r.status_id in (1, 2, 3, 4) group by l.variant_id, r.shop_id`,
  );
  const units = new Map<StockKey, number>();
  for (const s of shelf) units.set(`${s.variant_id}@${s.shop_id}`, s.qty);
  for (const h of held) {
    const key = `${h.variant_id}@${h.shop_id}`;
    units.set(key, (units.get(key) ?? 0) + h.units);
  }
  return units;
}

async function incompleteReservations(): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.database,
    `select r.id from reservations r
      where not exists (select 1 from reservation_lines l where l.reservation_id = r.id)
         or not exists (select 1 from reservation_status_history h where h.reservation_id = r.id)
      order by r.id`,
  );
  return found.map((r) => r.id);
}

/** A new account with the given role (staff work in the main shop). */
async function newAccount(role: Role) {
  const account = await registerCustomer(new Browser(t.app, "127.0.0.1"));
  if (role !== "customer") {
    await rows(t.database, "update customers set role = $1, staff_shop_id = $2 where id = $3", [
      role,
      role === "staff" ? MAIN_SHOP_ID : null,
      account.id,
    ]);
  }
  return account;
}

type Role = "customer" | "staff" | "admin";

/**
 * Someone logged in with a role. The fuzzed requests may log them out, change their e-mail or password,
 * or delete their account; `ensure` logs them in again, or gives them a new account when the old one
 * is gone, so the customer and staff routes keep being reached by someone allowed to use them.
 */
class Persona {
  readonly browser = new Browser(t.app, "127.0.0.1");
  private constructor(
    readonly role: Role,
    private account: { id: number; email: string; password: string },
  ) {}

  static async open(role: Role): Promise<Persona> {
    const persona = new Persona(role, await newAccount(role));
    await persona.ensure();
    return persona;
  }

  get id() {
    return this.account.id;
  }

  get email() {
    return this.account.email;
  }

  async ensure(): Promise<void> {
    if (this.browser.cookies.has(SESSION_COOKIE)) {
      const current = await this.browser.get("/api/v1/customers/current");
      if (current.statusCode === 200) return;
    }
    this.browser.cookies.delete(SESSION_COOKIE);
    const again = await this.browser.login(this.account.email, this.account.password).then(
      () => true,
      () => false,
    );
    if (again) return;
    this.account = await newAccount(this.role);
    await this.browser.login(this.account.email, this.account.password);
  }
}

async function vocabulary(customerIds: number[], emails: string[]): Promise<Vocabulary> {
  const ids = async (text: string) => (await rows<{ id: number }>(t.database, text)).map((r) => Number(r.id));
  const categories = (await t.app.inject({ url: "/api/v1/categories" })).json().data as {
    id: number;
    subcategories?: { ArticleGroup2ID: number }[];
  }[];
  const promo = await rows<{ id: number; code: string }>(t.database, "select id, code from promo_codes order by id");
  const eans = await rows<{ ean: string }>(
    t.database,
    "select v.ean from variants v join stock s on s.variant_id = v.id where s.shop_id = $1 and s.qty > 2 order by v.id limit 20",
    [MAIN_SHOP_ID],
  );
  return {
    articleIds: await ids("select id from articles order by id limit 20"),
    categoryIds: categories.map((c) => c.id),
    subcategoryIds: categories.flatMap((c) => c.subcategories ?? []).map((s) => s.ArticleGroup2ID),
    reservationIds: await ids("select id from reservations order by id desc limit 10"),
    customerIds,
    shopIds: [MAIN_SHOP_ID, ...(await ids("select id from shops order by id limit 5"))],
    eans: eans.map((e) => e.ean),
    promoCodes: promo.map((p) => p.code),
    promoCodeIds: promo.map((p) => p.id),
    emails: [...emails, "kari@example.no", "ukjent@example.no"],
    words: ["jakke", "Kari Nordmann", "Storgata 1", "Oslo", "Fin jakke, passet godt.", "ski", "VELKOMMEN100"],
  };
}

function withTimeout<T>(promise: Promise<T>, request: FuzzRequest): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hang: ${request.method} ${request.url.slice(0, 200)}`)), HANG_MS);
  });
  return Promise.race([promise, hang]).finally(() => clearTimeout(timer));
}

describe(`the API under ${REQUESTS} generated requests (seed ${SEED})`, () => {
  const statusCounts = new Map<number, number>();
  const kindCounts = new Map<string, number>();
  const perRoute = new Map<string, number>();
  const failures: string[] = [];
  let unitsBefore: Map<StockKey, number>;
  let incompleteBefore: number[];
  let shelfBefore: { variant_id: number; shop_id: number; qty: number }[];
  let operations: Operation[];
  let people: Persona[];
  let words: Vocabulary;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "warn" }, { write: (line) => void logLines.push(line) });
    const accountsUndo = await removeAddedAccountsLater(t.database);
    const mark = await checkoutMark(t);
    shelfBefore = await rows(t.database, "select variant_id, shop_id, qty from stock");
    const settingsUndo = await restoreShopsAndBrandsLater(t.database);
    // Reviews the editor approves, answers or rejects, codes and articles the admin changes, answers to polls: put
    // back afterwards, as other files read them (the seed test fingerprints the reviews) and the
    // PostgreSQL test database is shared.
    const reviewsUndo = await restoreRowsLater(t.database, "reviews");
    const codesUndo = await restoreRowsLater(t.database, "promo_codes");
    const articlesUndo = await restoreRowsLater(t.database, "articles");
    // Campaigns the editor or admin creates, ends or deletes, and their lines (decision 046).
    const campaignsUndo = await restoreRowsLater(t.database, "campaigns");
    const campaignLinesUndo = await restoreRowsLater(t.database, "campaign_lines");
    // Home grid drafts and menus the admin saves (decision 050).
    const homeSettingsUndo = await restoreRowsLater(t.database, "settings");
    const contentUndo = await restoreContentLater(t.database);
    const photosUndo = await restoreRowsLater(t.database, "article_images");
    const variantsUndo = await restoreRowsLater(t.database, "variants");
    // Shipping methods the admin creates or changes (issue 31); removed after the reservations that may use them.
    const shippingUndo = await restoreRowsLater(t.database, "shipping_methods");
    const [{ lastAnswer }] = await rows<{ lastAnswer: number | null }>(
      t.database,
      'select max(id) as "lastAnswer" from poll_answers',
    );
    undo = [
      async () => {
        await rows(t.database, "delete from poll_answers where id > $1", [lastAnswer ?? 0]);
      },
      () => removeCheckoutsSince(t, mark),
      // After the reservations: it removes the shops created since, which a reservation may point at.
      settingsUndo,
      shippingUndo,
      accountsUndo,
      photosUndo,
      variantsUndo,
      reviewsUndo,
      codesUndo,
      articlesUndo,
      campaignsUndo,
      campaignLinesUndo,
      homeSettingsUndo,
      contentUndo,
      // PostgreSQL's test database is shared by the files: put every shelf back as it was.
      async () => {
        await rows(
          t.database,
          `update stock s set qty = b.qty
             from unnest($1::int[], $2::int[], $3::int[]) as b(variant_id, shop_id, qty)
            where s.variant_id = b.variant_id and s.shop_id = b.shop_id and s.qty <> b.qty`,
          [shelfBefore.map((r) => r.variant_id), shelfBefore.map((r) => r.shop_id), shelfBefore.map((r) => r.qty)],
        );
      },
    ];
    const doc = (await t.app.inject({ url: "/api/v1/openapi.json" })).json();
    operations = operationsOf(doc);
    if (operations.length < 40) throw new Error(`only ${operations.length} operations documented`);

    people = [await Persona.open("customer"), await Persona.open("staff"), await Persona.open("admin")];
    // Two reservations of the customer's, so the back office routes have something real to act on.
    const [customer] = people;
    words = await vocabulary(
      people.map((p) => p.id),
      people.map((p) => p.email),
    );
    for (const ean of words.eans.slice(0, 2)) {
      const placed = await customer.browser.post("/api/v1/reservations/klarna", {
        order: [{ EanNo: ean, Count: 1 }],
        shop: MAIN_SHOP_ID,
        payment: "card",
        orderInfo,
      });
      if (placed.statusCode !== 201) throw new Error(`checkout failed: ${placed.body}`);
    }
    words.reservationIds = (
      await rows<{ id: number }>(t.database, "select id from reservations order by id desc limit 10")
    ).map((r) => r.id);
    unitsBefore = await unitsPerPlace();
    incompleteBefore = await incompleteReservations();
  });

  afterAll(async () => {
    for (const step of undo) await step();
    await t?.close();
  });

  it("answers every request with a status below 500, in time", async () => {
    const started = performance.now();
    // The demo data's own seeded generator: the same requests for the same seed on every machine.
    const rng = mulberry32(SEED);
    const visitor = new Browser(t.app, "127.0.0.1");
    for (let i = 0; i < REQUESTS; i++) {
      const operation = operations[i % operations.length];
      const request = generateRequest(rng, operation, words);
      const who = Math.floor(rng() * 4);
      const browser = who === 0 ? visitor : people[who - 1].browser;
      // Some requests are sent without the CSRF token, as a forged form would be.
      const csrf = rng() < 0.05 ? false : undefined;
      const response = await withTimeout(
        browser.request(request.method as "GET", request.url, request.payload, { csrf, headers: request.headers }),
        request,
      );
      const status = response.statusCode;
      statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
      kindCounts.set(request.kind, (kindCounts.get(request.kind) ?? 0) + 1);
      perRoute.set(
        `${operation.method} ${operation.path}`,
        (perRoute.get(`${operation.method} ${operation.path}`) ?? 0) + 1,
      );
      if (status >= 500 && failures.length < 20) {
        failures.push(
          `#${i} ${request.kind}: ${request.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 300) ?? ""} → ${status} ${response.body.slice(0, 300)}`,
        );
      }
      if (who > 0 && (i % 20 === 0 || !browser.cookies.has(SESSION_COOKIE))) await people[who - 1].ensure();
    }

    const summary = {
      driver: DRIVER,
      seed: SEED,
      requests: REQUESTS,
      byStatus: Object.fromEntries([...statusCounts].sort(([a], [b]) => a - b)),
      byKind: Object.fromEntries(kindCounts),
      routes: perRoute.size,
      seconds: Math.round((performance.now() - started) / 1000),
    };
    console.log(`fuzz ${JSON.stringify(summary)}`);
    await mkdir("reports/fuzz", { recursive: true });
    await writeFile(
      `reports/fuzz/${DRIVER}.json`,
      `${JSON.stringify({ ...summary, perRoute: Object.fromEntries(perRoute) }, null, 2)}\n`,
    );

    expect(failures).toEqual([]);
    expect(perRoute.size).toBe(operations.length);
    // The generator reached past validation too: real answers, not only refusals.
    expect(statusCounts.get(200) ?? 0).toBeGreaterThan(REQUESTS / 10);
  }, 600_000);

  it("let no input through to the database unvalidated", () => {
    const refused = logLines.filter((line) => line.includes("the database refused input the route let through"));
    expect(refused.slice(0, 5)).toEqual([]);
    expect(logLines.filter((line) => line.includes('"level":50')).slice(0, 5)).toEqual([]);
  });

  it("kept every unit of stock on a shelf or in a reservation", async () => {
    const after = await unitsPerPlace();
    const changed = [...new Set([...unitsBefore.keys(), ...after.keys()])]
      .filter((key) => (unitsBefore.get(key) ?? 0) !== (after.get(key) ?? 0))
      .map((key) => `${key}: ${unitsBefore.get(key) ?? 0} → ${after.get(key) ?? 0}`);
    expect(changed).toEqual([]);
  });

  it("left no reservation without its lines or its history", async () => {
    expect(await incompleteReservations()).toEqual(incompleteBefore);
  });
});
