// Input that used to reach PostgreSQL and come back as a 500 (issue 11): ids beyond a PostgreSQL
// integer, NUL and other control characters, a repeated query key; and Fastify's own refusals
// (malformed JSON or address, wrong content type, too large body), which must be Norwegian 4xx too.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { openAccountsTestApp, registerCustomer } from "../../tests/helpers/accounts.ts";
import { Browser } from "../../tests/helpers/browser.ts";
import { orderInfo } from "../../tests/helpers/checkout.ts";
import { appForFile, rows, type TestApp } from "../../tests/helpers/test-app.ts";
import { MAIN_SHOP_ID } from "../db/seed/shops.ts";
import { answerFrameworkError, errorsPlugin } from "./errors.ts";
import { FORBIDDEN_CHARACTERS_MESSAGE, FORBIDDEN_IN_PATH, forbiddenTextAt } from "./input-guard.ts";

describe("forbiddenTextAt", () => {
  it("names the first text with NUL or another control character, in values and keys", () => {
    expect(forbiddenTextAt({ a: ["ok", "x\u0000y"] }, "body")).toBe("body.a.1");
    expect(forbiddenTextAt({ "k\u0001": 1 }, "query")).toBe("query");
    expect(forbiddenTextAt({ a: "\u007f" }, "body")).toBe("body.a");
    expect(forbiddenTextAt("\u001b[31m", "params")).toBe("params");
  });

  it("refuses tab and line breaks in a path, from which redirects are built", () => {
    expect(forbiddenTextAt({ "*": "klaer/a\r\nLocation: x" }, "params", FORBIDDEN_IN_PATH)).toBe("params.*");
  });

  it("lets tab, line breaks and every printable character through in a body", () => {
    expect(forbiddenTextAt({ review: "Bra!\n\nPasset godt.\tÆØÅ 😀" }, "body")).toBeNull();
    expect(forbiddenTextAt([1, true, null, { a: 2 }], "body")).toBeNull();
  });

  it("walks 100,000 levels of nesting without running out of stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(forbiddenTextAt(deep, "body")).toBe(`body${".0".repeat(100_000)}`);
  });
});

let t: TestApp;
let staff: Browser;
let customer: Browser;
appForFile(openAccountsTestApp, async (app: TestApp) => {
  t = app;
  customer = new Browser(t.app);
  await registerCustomer(customer);
  const registering = new Browser(t.app);
  const account = await registerCustomer(registering);
  await rows(t.database, "update customers set role = 'staff', staff_shop_id = $1 where id = $2", [
    MAIN_SHOP_ID,
    account.id,
  ]);
  staff = new Browser(t.app);
  await staff.login(account.email, account.password);
});

const BEYOND = 2_147_483_648;

describe("ids beyond a PostgreSQL integer", () => {
  it.each([
    ["POST", `/api/v1/reservations/${BEYOND}/authorize`, { session_id: "s", approved: true }],
    ["GET", `/api/v1/backoffice/reservations/${BEYOND}`, undefined],
    ["POST", `/api/v1/backoffice/reservations/${BEYOND}/ready`, {}],
    ["POST", `/api/v1/backoffice/reservations/${BEYOND}/collect`, {}],
    ["POST", `/api/v1/backoffice/reservations/${BEYOND}/cancel`, {}],
    ["GET", `/api/v1/backoffice/reservations?shop=${BEYOND}`, undefined],
  ] as const)("are a 422 naming the field: %s %s", async (method, url, payload) => {
    const answer = await staff.request(method, url, payload);
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    expect(body.message).toBe("Ugyldig forespørsel");
    expect(Object.values(body.errors).flat()).toContain(`For stor verdi (høyst ${BEYOND - 1})`);
  });

  it.each(["shop", "promocodeId", "shipping_method_id"])("are a 422 in the checkout's %s", async (field) => {
    const order = { order: [{ EanNo: "7000000000001", Count: 1 }], shop: MAIN_SHOP_ID, payment: "card", orderInfo };
    const body =
      field === "shipping_method_id"
        ? { ...order, orderInfo: { ...orderInfo, shipping_method_id: BEYOND } }
        : { ...order, [field]: BEYOND };
    const answer = await customer.post("/api/v1/reservations/klarna", body);
    expect(answer.statusCode).toBe(422);
    const key = field === "shipping_method_id" ? "orderInfo.shipping_method_id" : field;
    expect(answer.json().errors[key]).toEqual([`For stor verdi (høyst ${BEYOND - 1})`]);
  });
});

describe("NUL and other control characters", () => {
  it("in a promo code in the path are a 422", async () => {
    const answer = await customer.get("/api/v1/promocodes/check/%00");
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ code: [FORBIDDEN_CHARACTERS_MESSAGE] });
  });

  it("in a login e-mail are the login's own 422", async () => {
    const answer = await new Browser(t.app).post("/api/v1/customers/login", {
      email: "kari\u0000@example.no",
      password: "x",
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: "Feil brukernavn/passord - har du glemt passordet ditt?",
      errors: { email: [FORBIDDEN_CHARACTERS_MESSAGE] },
    });
  });

  it("in a name at registration are a 422, and no account is made", async () => {
    const before = await rows<{ n: number }>(t.database, "select count(*)::int as n from customers");
    const answer = await new Browser(t.app).post("/api/v1/customers/register", {
      first_name: "Kari\u0000",
      last_name: "Nordmann",
      email: "nul.i.navnet@example.no",
      phone: "41234567",
      password: "Fjelltur-i-regnet-42",
      password_confirmation: "Fjelltur-i-regnet-42",
      terms_conditions: 1,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.first_name).toEqual([FORBIDDEN_CHARACTERS_MESSAGE]);
    expect(await rows(t.database, "select count(*)::int as n from customers")).toEqual(before);
  });

  it("in a review are a 422, and no review is stored", async () => {
    const [article] = await rows<{ id: number }>(t.database, "select id from articles order by id limit 1");
    const answer = await customer.post(`/api/v1/articles/${article.id}/reviews`, { content: "Bra\u0000", rating: 5 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.content).toEqual([FORBIDDEN_CHARACTERS_MESSAGE]);
  });

  it("in the outbox's ?to= are a 422", async () => {
    const answer = await staff.get("/api/v1/mail/outbox?to=%00");
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ to: [FORBIDDEN_CHARACTERS_MESSAGE] });
  });

  it("in a page address are a 400 page in Norwegian, line breaks included", async () => {
    const lineBreak = await t.app.inject({ url: "/klaer/%0D%0ALocation:%20http:%2F%2Fevil.example" });
    expect(lineBreak.statusCode).toBe(400);
    const answer = await t.app.inject({ url: "/search/%00" });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.body).toContain('lang="nb"');
    expect(answer.body).toContain("Ugyldig adresse");
  });
});

describe("a repeated query key", () => {
  it("is a 422 asking for one value", async () => {
    const answer = await customer.get(
      "/api/v1/osrm/table/v1/car/10.75,59.91;10.39,63.43?annotations=distance&annotations=duration",
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ annotations: ["Oppgi bare én verdi"] });
  });
});

describe("Fastify's own refusals", () => {
  const login = (payload: string, contentType: string) =>
    customer.request("POST", "/api/v1/customers/login", payload, { headers: { "content-type": contentType } });

  it("answer malformed JSON with a Norwegian 400", async () => {
    const answer = await login('{"email":', "application/json");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: "Ugyldig forespørsel" });
  });

  it("answer a form post to the JSON API with a Norwegian 415", async () => {
    const answer = await login("email=a&password=b", "application/x-www-form-urlencoded");
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ message: "Formatet støttes ikke – send JSON" });
  });

  it("answer a body over the limit with a Norwegian 413", async () => {
    const answer = await login(JSON.stringify({ email: "x".repeat(300_000) }), "application/json");
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: "Forespørselen er for stor" });
  });

  it("answer a malformed address with a Norwegian 400: JSON under /api, a page elsewhere", async () => {
    const api = await t.app.inject({ url: "/api/v1/promocodes/check/%E0%A4%A" });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ message: "Ugyldig forespørsel" });
    const page = await t.app.inject({ url: "/klaer%" });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Ugyldig adresse");
  });
});

describe("a data exception from the database", () => {
  it("is answered as the 422 the route's schema should have given, and logged as a warning", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: "warn", stream: { write: (l: string) => void lines.push(l) } },
      frameworkErrors: answerFrameworkError,
    });
    await app.register(errorsPlugin);
    app.get("/api/v1/out-of-range", async () => {
      throw Object.assign(new Error("Failed query"), {
        cause: Object.assign(new Error("out of range"), { code: "22003" }),
      });
    });
    app.get("/api/v1/broken", async () => {
      throw Object.assign(new Error("relation missing"), { code: "42P01" });
    });
    const refused = await app.inject({ url: "/api/v1/out-of-range" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: "Ugyldig forespørsel" });
    expect(lines.some((l) => l.includes("the database refused input the route let through"))).toBe(true);
    // Anything else the database says is still the 500 it is: a fault of ours, not of the input.
    expect((await app.inject({ url: "/api/v1/broken" })).statusCode).toBe(500);
    await app.close();
  });
});
