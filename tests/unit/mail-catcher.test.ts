// The journeys' mail server must read back exactly the link the shop sent, however nodemailer encoded it.
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher } from "../servers/mail-catcher.ts";
import { freePort } from "../servers/smtp.ts";

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let smtpPort: number;
let httpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  httpPort = await freePort();
  catcher = await startMailCatcher(smtpPort, httpPort);
});
afterAll(async () => {
  await catcher.smtp.close();
  await new Promise((resolve) => catcher.http.close(resolve));
});

describe("the mail catcher", () => {
  it("answers a long link, Norwegian letters and the subject as sent", async () => {
    const link = `http://127.0.0.1:3210/konto/nytt-passord?token=${"Ab_9-".repeat(9)}xyz`;
    const text = `Hei Åse!\n\nNoen (forhåpentligvis du) ba om å lage nytt passord.\n\n${link}\n\nLenken virker i 60 minutter.`;
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${smtpPort}`);
    await transport.sendMail({
      from: "Butikk <post@butikk.local>",
      to: "ase@example.no",
      subject: "Lag nytt passord – nå",
      text,
    });
    const answer = await fetch(`http://127.0.0.1:${httpPort}/messages?to=ASE@example.no`);
    const { data } = (await answer.json()) as { data: { to: string; subject: string; text: string }[] };
    expect(data).toHaveLength(1);
    expect(data[0]?.subject).toBe("Lag nytt passord – nå");
    expect(data[0]?.text).toBe(text);
    expect((await (await fetch(`http://127.0.0.1:${httpPort}/messages?to=ingen@example.no`)).json()).data).toEqual([]);
  });
});
