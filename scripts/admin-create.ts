// npm run admin:create -- --email ADDRESS [--name NAME] [--password PASSWORD] [--promote]
// Creates an administrator in the database the shop is configured with (DATABASE_URL, else the PGlite
// directory DATA_DIR), on an empty database too: the schema and reference data are made first, as the
// shop does at start. Without --password it prints a one-time link, valid 24 hours, to choose one
// (from PUBLIC_URL, else http://localhost:PORT). On PostgreSQL it works while the shop runs; a PGlite
// directory belongs to one process, so there the shop must be stopped first (decision 068).
// Exit codes: 0 done, 1 refused or failed (nothing changed), 2 wrong use.
import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { ROLE_NAMES } from "../domain/back-office-roles.ts";
import { openDatabase } from "../server/db/client.ts";
import { type DataDirLock, DataDirLocked, lockDataDir } from "../server/db/data-dir-lock.ts";
import { prepareDatabase } from "../server/db/prepare.ts";
import { loadEnv } from "../server/env.ts";
import { AdminCreateRefused, checkPassword, createAdministrator } from "../server/modules/customers/first-admin.ts";
import { INVITE_HOURS } from "../server/modules/customers/tokens.ts";

export const HELP = `Bruk: npm run admin:create -- --email ADRESSE [--name NAVN] [--password PASSORD] [--promote]
  Lager en administrator i databasen butikken bruker (DATABASE_URL, ellers PGlite i DATA_DIR).
  --email      e-postadressen administratoren logger inn med (påkrevd)
  --name       navnet som vises i administrasjonen og endringsloggen (standard: Administrator)
  --password   passordet (samme regel som ved registrering); uten det skrives en engangslenke
               som virker i ${INVITE_HOURS} timer, til å velge passord
  --promote    gjør en konto som allerede finnes med adressen, til administrator
Med PGlite må butikken være stoppet først; med PostgreSQL kan den kjøre.`;

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const console_: Output = { log: (l) => console.log(l), error: (l) => console.error(l) };

/** Runs the command with its arguments; answers the exit code. */
export async function main(
  argv: string[],
  source: NodeJS.ProcessEnv = process.env,
  out: Output = console_,
): Promise<number> {
  let args: { email?: string; name?: string; password?: string; promote: boolean; help: boolean };
  try {
    ({ values: args } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        password: { type: "string" },
        promote: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }));
  } catch (error) {
    out.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (args.help) {
    out.log(HELP);
    return 0;
  }
  const email = z.email().safeParse(args.email?.trim().toLowerCase());
  if (!email.success) {
    out.error(`${args.email ? `Ugyldig e-postadresse: ${args.email}` : "--email mangler."}\n\n${HELP}`);
    return 2;
  }
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv(source);
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  }
  let lock: DataDirLock | undefined;
  try {
    // Before the database is opened: a weak password costs nothing, and changes nothing.
    if (args.password !== undefined) await checkPassword(args.password);
    if (!env.DATABASE_URL) lock = lockDataDir(env.DATA_DIR, "npm run admin:create");
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite i ${path.resolve(env.DATA_DIR)}`;
    const database = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 2 } : { dataDir: env.DATA_DIR },
    );
    try {
      // An empty database gets its schema and reference data, never the demo.
      await prepareDatabase(database, { seedDemo: false, articles: 0 });
      const origin = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, "") : `http://localhost:${env.PORT}`;
      const done = await createAdministrator(
        database,
        { email: email.data, name: args.name, password: args.password, promote: args.promote },
        origin,
      );
      if (done.outcome === "created") {
        out.log(`Administrator opprettet i ${where}: ${done.name} <${done.email}>.`);
      } else {
        const was =
          done.previousRole === "admin"
            ? "var allerede administrator"
            : `var ${ROLE_NAMES[done.previousRole ?? "customer"]}, er nå administrator`;
        out.log(`${done.name} <${done.email}> ${was}${done.reactivated ? ", og er aktiv igjen" : ""}.`);
        if (args.password !== undefined) out.log("Passordet er endret, og kontoen er logget ut overalt.");
      }
      if (done.link) {
        out.log(
          `\nÅpne lenken for å velge passord. Den virker i ${INVITE_HOURS} timer og kan brukes én gang:\n\n  ${done.link}\n`,
        );
        out.log("Del lenken bare med administratoren: den som har den, kan velge passordet.");
      } else {
        out.log(`Logg inn på ${origin}/logg-inn og åpne ${origin}/admin.`);
      }
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirLocked) {
      out.error(
        `Butikken må stoppes først: med PGlite kan bare én prosess åpne databasen om gangen.\n${error.message}`,
      );
      return 1;
    }
    if (error instanceof AdminCreateRefused) {
      out.error(error.message);
      return 1;
    }
    // Any other failure (the database cannot be reached, …): its message, never the arguments.
    out.error(`admin:create feilet, ingen administrator ble laget: ${(error as Error).message}`);
    return 1;
  } finally {
    lock?.release();
  }
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) process.exitCode = await main(process.argv.slice(2));
