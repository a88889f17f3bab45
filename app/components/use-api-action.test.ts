import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client.ts";
import { type ActionState, performAction } from "./use-api-action.ts";
import { UNKNOWN_ERROR } from "./use-api-form.ts";

/** Runs performAction and records every state it reports, and when `after` ran. */
async function record(call: () => Promise<string | undefined> | Promise<void>, after?: () => Promise<unknown>) {
  const states: (ActionState | "after")[] = [];
  const ok = await performAction(
    call,
    (s) => states.push(s),
    after &&
      (async () => {
        states.push("after");
        return after();
      }),
  );
  return { ok, states };
}

describe("performAction (a back-office button that calls the API)", () => {
  it("is busy while the call runs, then shows what it did", async () => {
    const { ok, states } = await record(async () => "Anmeldelsen er godkjent");
    expect(ok).toBe(true);
    expect(states).toEqual([
      { busy: true, error: null, done: null },
      { busy: false, error: null, done: "Anmeldelsen er godkjent" },
    ]);
  });

  it("shows the server's own message for a refusal, else 'Noe gikk galt'", async () => {
    const refused = await record(async () => {
      throw new ApiError(409, { message: "Kategorien brukes av 2 innlegg" });
    });
    expect(refused.ok).toBe(false);
    expect(refused.states.at(-1)).toEqual({ busy: false, error: "Kategorien brukes av 2 innlegg", done: null });

    const offline = await record(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(offline.states.at(-1)).toEqual({ busy: false, error: UNKNOWN_ERROR, done: null });
  });

  it("loads the page again after the call either way, and stays busy until then", async () => {
    const done = await record(
      async () => "Pakket",
      async () => undefined,
    );
    expect(done.states).toEqual([
      { busy: true, error: null, done: null },
      "after",
      { busy: false, error: null, done: "Pakket" },
    ]);
    const refused = await record(
      async () => {
        throw new ApiError(402, { message: "Klarna avviste trekket" });
      },
      async () => {
        throw new Error("the reload failed too");
      },
    );
    expect(refused.states.slice(1)).toEqual(["after", { busy: false, error: "Klarna avviste trekket", done: null }]);
  });

  it("shows nothing as done for a call that says nothing (it navigates away)", async () => {
    const { states } = await record(async () => undefined);
    expect(states.at(-1)).toEqual({ busy: false, error: null, done: null });
  });
});
