// A local SMTP server for tests: answers the commands nodemailer sends (EHLO, MAIL, RCPT, DATA, QUIT)
// the way an SMTP server does, and keeps every message it accepted. Loopback only, no TLS, no auth.
import { createServer, type Server } from "node:net";

export interface TestSmtp {
  port: number;
  /** The raw DATA of each accepted message. */
  messages: string[];
  close(): Promise<void>;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let data = "";
    let buffer = "";
    socket.write("220 localhost ESMTP test\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end !== -1; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(data);
            data = "";
            socket.write("250 2.0.0 queued\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 localhost\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 end data with <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (for an SMTP server that is down). */
export async function freePort(): Promise<number> {
  const probe = await startTestSmtp();
  await probe.close();
  return probe.port;
}
