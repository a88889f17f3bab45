import { describe, expect, it } from "vitest";
import {
  addAlert,
  clearAlerts,
  createAlert,
  DEFAULT_ALERT_TIMEOUT_MS,
  emptyAlerts,
  removeAlert,
  SUCCESS_ALERT_TIMEOUT_MS,
} from "./alerts-store.ts";

describe("createAlert", () => {
  it("uses the spec's default titles per type", () => {
    expect(createAlert("error", {}, "1").title).toBe("Noe gikk galt");
    expect(createAlert("warning", {}, "1").title).toBe("Obs!");
    expect(createAlert("info", {}, "1").title).toBe("Informasjon");
    expect(createAlert("success", {}, "1").title).toBe("Suksess");
  });

  it("keeps a given title", () => {
    expect(createAlert("error", { title: "Epost ble ikke sendt" }, "1").title).toBe("Epost ble ikke sendt");
  });

  it("closes success alerts after 3000 ms and others after 5,000,000 ms by default", () => {
    expect(SUCCESS_ALERT_TIMEOUT_MS).toBe(3000);
    expect(DEFAULT_ALERT_TIMEOUT_MS).toBe(5_000_000);
    expect(createAlert("success", {}, "1").timeout).toBe(3000);
    expect(createAlert("error", {}, "1").timeout).toBe(5_000_000);
    expect(createAlert("info", { timeout: 10 }, "1").timeout).toBe(10);
  });
});

describe("alert state", () => {
  it("adds and removes alerts per type", () => {
    let state = emptyAlerts();
    state = addAlert(state, createAlert("error", {}, "a"));
    state = addAlert(state, createAlert("error", {}, "b"));
    state = addAlert(state, createAlert("info", {}, "c"));
    expect(state.error.map((a) => a.uid)).toEqual(["a", "b"]);
    expect(state.info.map((a) => a.uid)).toEqual(["c"]);

    state = removeAlert(state, "error", "a");
    expect(state.error.map((a) => a.uid)).toEqual(["b"]);
    expect(state.info).toHaveLength(1);

    state = clearAlerts(state, "error");
    expect(state.error).toEqual([]);
    expect(state.info).toHaveLength(1);
  });

  it("leaves the state untouched when removing an unknown alert", () => {
    const state = addAlert(emptyAlerts(), createAlert("warning", {}, "a"));
    expect(removeAlert(state, "warning", "zzz")).toBe(state);
    expect(removeAlert(state, "error", "a")).toBe(state);
  });
});
