// Authentication events are logged, and never with a secret (ASVS 7.1.1, 7.1.2, 7.2.1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { SESSION_COOKIE } from "../../plugins/session.ts";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, { write: (line) => lines.push(line) });
});
afterAll(() => t.close());

const events = () =>
  lines
    .map((line) => JSON.parse(line) as { event?: string; customerId?: number })
    .filter((entry) => entry.event)
    .map((entry) => entry.event);

describe("authentication log", () => {
  it("records login failure, login and logout with ids only: no password, token, cookie or e-mail", async () => {
    const b = new Browser(t.app, "10.4.0.1");
    const wrong = "Hemmelig-feil-passord-1";
    await b.post("/api/v1/customers/login", { email: "kari@example.no", password: wrong });
    await b.login("kari@example.no", "Demo-passord-1");
    const session = b.cookies.get(SESSION_COOKIE) as string;
    const csrf = b.cookies.get("XSRF-TOKEN") as string;
    await b.post("/api/v1/customers/logout");
    // Mail links carry single-use tokens in the query; request lines must not show them.
    const token = "Y".repeat(43);
    await b.get(`/api/v1/customers/current?token=${token}`);
    // Nor what staff typed to find a person (issue 29).
    await b.get("/api/v1/backoffice/reservations/search?q=Kari%20Nordmann%20912%2034%20567");
    await b.get("/api/v1/mail/outbox?to=ola.nordmann@example.no");
    expect(events()).toEqual(expect.arrayContaining(["login_failed", "login", "logout"]));
    const log = lines.join("\n");
    expect(log).toContain("token=[skjult]");
    for (const secret of [
      wrong,
      "Demo-passord-1",
      session,
      csrf,
      "kari@example.no",
      token,
      "Nordmann",
      "ola.nordmann",
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
