// The mail sender stores in the outbox without SMTP; only staff and admins read the outbox.

import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { lastMailLink } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { freePort, startTestSmtp } from "../../../tests/servers/smtp.ts";
import { FORBIDDEN_MESSAGE, NO_USER_MESSAGE } from "../../plugins/session.ts";

/** The demo staff member's shop. */
const STAFF_SHOP = 55;

let t: TestApp;
appForFile(createTestApp, (app) => {
  t = app;
});

describe("sendMail without SMTP_URL", () => {
  it("stores the message in mail_outbox with status 'stored'", async () => {
    await t.app.services.mail.sendMail({ to: "ola@example.no", subject: "Hei", text: "Tekst", html: "<p>Tekst</p>" });
    const [mail] = await rows(
      t.database,
      "select to_address, subject, text, html, status from mail_outbox where to_address = 'ola@example.no'",
    );
    expect(mail).toEqual({
      to_address: "ola@example.no",
      subject: "Hei",
      text: "Tekst",
      html: "<p>Tekst</p>",
      status: "stored",
    });
  });
});

describe("GET /mail/outbox", () => {
  it("is for staff and admins only", async () => {
    await t.app.services.mail.sendMail({ to: "kari.x@example.no", subject: "Lenke", text: "hemmelig" });
    const anonymous = await new Browser(t.app, "10.3.0.1").get("/api/v1/mail/outbox");
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ message: NO_USER_MESSAGE });

    const customer = new Browser(t.app, "10.3.0.2");
    await customer.login("kari@example.no", "Demo-passord-1");
    const refused = await customer.get("/api/v1/mail/outbox");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: FORBIDDEN_MESSAGE });

    const editor = new Browser(t.app, "10.3.0.4");
    await editor.login("redaktor@example.no", "Redaktor-passord-1");
    expect((await editor.get("/api/v1/mail/outbox")).statusCode).toBe(403);

    const admin = new Browser(t.app, "10.3.0.3");
    await admin.login("admin@example.no", "Admin-passord-1");
    const response = await admin.get("/api/v1/mail/outbox?to=KARI.X@example.no");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((m: { text: string }) => m.text)).toEqual(["hemmelig"]);
  });

  it("shows staff only the mails about their own shop's reservations, administrators all", async () => {
    const about = (reservationId: number, shopId: number) => ({ reservationId, shopId });
    await t.app.services.mail.sendMail({
      to: "own.shop@example.no",
      subject: "Reservasjon 9001 er klar til henting",
      text: "Egen butikk",
      about: about(9001, STAFF_SHOP),
    });
    await t.app.services.mail.sendMail({
      to: "other.shop@example.no",
      subject: "Reservasjon 9002 er klar til henting",
      text: "Annen butikk",
      about: about(9002, 1),
    });
    const staff = new Browser(t.app, "10.3.0.5");
    await staff.login("ansatt@example.no", "Ansatt-passord-1");
    const own = await staff.get("/api/v1/mail/outbox?to=own.shop@example.no");
    expect(own.json().data).toMatchObject([{ text: "Egen butikk", reservation_id: 9001 }]);
    expect((await staff.get("/api/v1/mail/outbox?to=other.shop@example.no")).json().data).toEqual([]);
    const subjects = (await staff.get("/api/v1/mail/outbox")).json().data.map((m: { subject: string }) => m.subject);
    expect(subjects).toContain("Reservasjon 9001 er klar til henting");
    expect(subjects).not.toContain("Reservasjon 9002 er klar til henting");

    const admin = new Browser(t.app, "10.3.0.6");
    await admin.login("admin@example.no", "Admin-passord-1");
    expect((await admin.get("/api/v1/mail/outbox?to=other.shop@example.no")).json().data).toHaveLength(1);
  });
});

// Issue 29: a staff member asked for a password reset for the administrator, read the reset link in
// the outbox and set a new password. No reader of the outbox may see such a link again.
describe("the outbox never hands out an account", () => {
  it("a staff member cannot take over the administrator's account through a reset mail", async () => {
    const staff = new Browser(t.app, "10.3.0.7");
    await staff.login("ansatt@example.no", "Ansatt-passord-1");
    const asked = await staff.post("/api/v1/customers/password/email", { email: "admin@example.no" });
    expect(asked.statusCode).toBe(200);
    const { token } = await lastMailLink(t.database, "admin@example.no");

    // The staff member's outbox does not hold the mail, and no text anywhere in it holds the token.
    const theirs = await staff.get("/api/v1/mail/outbox?to=admin@example.no");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual([]);
    expect((await staff.get("/api/v1/mail/outbox")).body).not.toContain(token);

    // An administrator sees that the mail went out, but not its link.
    const admin = new Browser(t.app, "10.3.0.8");
    await admin.login("admin@example.no", "Admin-passord-1");
    const all = await admin.get("/api/v1/mail/outbox?to=admin@example.no");
    const [mail] = all.json().data as { subject: string; text: string }[];
    expect(mail?.subject).toBe("Lag nytt passord");
    expect(mail?.text).toContain("[lenke skjult]");
    expect(all.body).not.toContain(token);
    expect(all.body).not.toContain("nytt-passord?token");
  });
});

describe("the outbox reader (the API and the back office page both use it)", () => {
  it("lists the newest mails first, to every address, and filters by address in any case", async () => {
    await t.app.services.mail.sendMail({ to: "a.outbox@example.no", subject: "Først", text: "1" });
    await t.app.services.mail.sendMail({ to: "B.Outbox@example.no", subject: "Sist", text: "2" });
    const all = await t.app.services.mail.outbox();
    expect(all.slice(0, 2).map((m) => m.subject)).toEqual(["Sist", "Først"]);
    expect(all.length).toBeLessThanOrEqual(50);
    const one = await t.app.services.mail.outbox({ to: "b.outbox@EXAMPLE.no" });
    expect(one.map((m) => [m.to_address, m.subject, m.status])).toEqual([["B.Outbox@example.no", "Sist", "stored"]]);
  });
});

/** An app sending through an SMTP server that is not (yet) listening on `port`; closed after `use`. */
async function withSmtpDown(use: (smtp: TestApp, port: number) => Promise<void>) {
  const port = await freePort();
  const smtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  try {
    await use(smtp, port);
  } finally {
    await smtp.close();
  }
}

describe("sending through SMTP, by the queue, with retries", () => {
  it("queues the mail without waiting for the server; a failed attempt is retried, and the retry sends it", async () => {
    await withSmtpDown(async (smtp, port) => {
      const mail = smtp.app.services.mail;
      // The server is down, yet the request's part is done at once: the mail is recorded and queued.
      await mail.sendMail({ to: "retry@example.no", subject: "Forsøk", text: "1" });
      const [queuedMail] = await rows<{ id: number; status: string; attempts: number }>(
        smtp.database,
        "select id, status, attempts from mail_outbox where to_address = 'retry@example.no'",
      );
      expect(queuedMail).toMatchObject({ status: "queued", attempts: 0 });
      const jobs = await rows<{ data: { id: number } }>(
        smtp.database,
        "select data from pgboss.job where name = 'mail.send' and data->>'id' = $1",
        [String(queuedMail?.id)],
      );
      expect(jobs).toHaveLength(1);

      // The job's first attempt fails and says it will try again.
      await expect(mail.deliver(queuedMail?.id as number, { lastAttempt: false })).rejects.toThrow();
      const [failed] = await mail.outbox({ to: "retry@example.no" });
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
      expect(failed?.error).toContain("(sendes på nytt)");

      // The server is back: the job's next attempt sends the mail.
      const server = await startTestSmtp(port);
      try {
        await mail.deliver(queuedMail?.id as number, { lastAttempt: false });
        expect(server.messages).toHaveLength(1);
        expect(server.messages[0]).toContain("Subject: =?UTF-8?Q?Fors=C3=B8k?=");
      } finally {
        await server.close();
      }
      const [sent] = await mail.outbox({ to: "retry@example.no" });
      expect(sent).toMatchObject({ status: "sent", attempts: 2, error: null });
    });
  });

  it("after the last attempt the mail stays failed, and staff see why", async () => {
    await withSmtpDown(async (smtp) => {
      const mail = smtp.app.services.mail;
      await mail.sendMail({ to: "gave-up@example.no", subject: "Siste", text: "x" });
      const [first] = await mail.outbox({ to: "gave-up@example.no" });
      await expect(mail.deliver(first?.id as number, { lastAttempt: true })).rejects.toThrow();
      const [last] = await mail.outbox({ to: "gave-up@example.no" });
      expect(last).toMatchObject({ status: "failed", attempts: 1 });
      expect(last?.error).toContain("(sendes ikke på nytt)");
    });
  });

  it("a silent SMTP server delays no request, and the job's attempt gives up after SMTP_TIMEOUT_MS", async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    let connections = 0;
    silent.on("connection", (socket) => {
      connections++;
      silent.once("close", () => socket.destroy());
    });
    const smtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_MS: "300" });
    try {
      const browser = new Browser(smtp.app, "10.3.0.20");
      const asked = await browser.post("/api/v1/customers/password/email", { email: "kari@example.no" });
      expect(asked.statusCode).toBe(200);
      // The answer came without the SMTP server being spoken to at all.
      expect(connections).toBe(0);
      const [mail] = await smtp.app.services.mail.outbox({ to: "kari@example.no" });
      expect(mail?.status).toBe("queued");
      await expect(smtp.app.services.mail.deliver(mail?.id as number, { lastAttempt: false })).rejects.toThrow();
      expect(connections).toBe(1);
      const [failed] = await smtp.app.services.mail.outbox({ to: "kari@example.no" });
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    } finally {
      await smtp.close();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("queues again a mail whose job was lost, once it is old enough not to be merely waiting", async () => {
    await withSmtpDown(async (smtp) => {
      const mail = smtp.app.services.mail;
      await mail.sendMail({ to: "lost@example.no", subject: "Borte", text: "x" });
      expect(await mail.sweep()).toBe(0);
      await rows(
        smtp.database,
        "update mail_outbox set created_at = now() - interval '16 minutes' where to_address = 'lost@example.no'",
      );
      expect(await mail.sweep()).toBeGreaterThanOrEqual(1);
      const jobs = await rows(
        smtp.database,
        "select 1 from pgboss.job j join mail_outbox m on j.data->>'id' = m.id::text where j.name = 'mail.send' and m.to_address = 'lost@example.no'",
      );
      expect(jobs).toHaveLength(2);
    });
  });
});
