// The browser journeys' mail server (issue 29): the shop sends its mail over SMTP to this process, as
// it would to a real one, and the journeys read a customer's link from the mail that reached the
// customer, never from the back office (whose outbox masks every link). SMTP on the given port; on the
// next port, GET /messages?to=<address> answers the mails to that address, newest first, as
// { to, subject, text } with the body decoded (quoted-printable or base64, UTF-8).
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { startTestSmtp } from "./smtp.ts";

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

function header(head: string, name: string): string {
  const match = head.match(new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t].*)*)`, "im"));
  return (match?.[1] ?? "").replace(/\n[ \t]+/g, " ").trim();
}

/** "=?UTF-8?Q?...?=" and "=?UTF-8?B?...?=" words of a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .split(/(=[0-9A-F]{2})/i)
    .flatMap((part) =>
      /^=[0-9A-F]{2}$/i.test(part) ? [Number.parseInt(part.slice(1), 16)] : [...Buffer.from(part, "utf8")],
    );
  return Buffer.from(bytes).toString("utf8");
}

/** One message as the SMTP server kept it (its DATA, dot-stuffing undone). */
export function parseMail(raw: string): CaughtMail {
  const data = raw.replace(/^\.\./gm, ".");
  const split = data.indexOf("\n\n");
  const head = data.slice(0, split);
  const body = data.slice(split + 2);
  const encoding = header(head, "Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { to: header(head, "To"), subject: decodeWords(header(head, "Subject")), text: text.replace(/\n$/, "") };
}

export async function startMailCatcher(smtpPort: number, httpPort: number) {
  const smtp = await startTestSmtp(smtpPort);
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== "/messages") {
      res.writeHead(404).end();
      return;
    }
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const mails = smtp.messages
      .map(parseMail)
      .filter((m) => !to || m.to.toLowerCase().includes(to))
      .reverse();
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify({ data: mails }));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
  return { smtp, http };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const smtpPort = Number(process.argv[2] ?? 0);
  await startMailCatcher(smtpPort, Number(process.argv[3] ?? smtpPort + 1));
  process.stdout.write(`Mail catcher: SMTP on ${smtpPort}\n`);
}
