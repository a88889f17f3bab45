// Withdraws the holds earlier bench runs left on the bench's database, before its server starts.
// Every run's reservation row holds thousands of units for 30 minutes; the server's minute job would
// withdraw them (one transaction each) during a later run's first rows, and on PGlite that is the
// same process and core: its first row measured at a tenth of its rate. The shop's own expiry does
// the work here, with its clock past every hold's end: bench data only.
//   npx tsx bench/withdraw-holds.ts    with DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL)
import { buildApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { loadEnv } from "../server/env.ts";
import { HOLD_MINUTES } from "../server/modules/reservations/create-reservation.ts";

const env = loadEnv({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" });
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
// The shop's indexes as the server would have them (its start migrates too).
await database.migrate();
const pastEveryHold = () => new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000);
const app = await buildApp({ database, env, clock: pastEveryHold });
const started = Date.now();
const withdrawn = await app.services.reservations.expireDue();
if (withdrawn > 0)
  console.log(`  withdrew ${withdrawn} holds of earlier runs in ${Math.round((Date.now() - started) / 1000)} s`);
await app.close();
await database.close();
