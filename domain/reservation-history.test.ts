import { describe, expect, it } from "vitest";
import { actorWords, historyText, staffIdsOf } from "./reservation-history.ts";

const names = new Map([[2, "Ola"]]);

describe("the reservation history in words", () => {
  it("names people instead of actor codes", () => {
    expect(actorWords("staff:2", names)).toBe("Ola (ansatt)");
    expect(actorWords("staff:9", names)).toBe("Ukjent (ansatt)");
    expect(actorWords("customer:1", names)).toBe("kunden");
    expect(actorWords("visitor", names)).toBe("kunden");
    expect(actorWords("customer", names)).toBe("kunden");
    expect(actorWords("system", names)).toBe("automatisk");
  });

  it("says the status in Norwegian, with who and why", () => {
    expect(historyText({ to_status_id: 3, actor: "staff:2", note: null }, names)).toBe(
      "Klar til henting — Ola (ansatt)",
    );
    expect(historyText({ to_status_id: 2, actor: "customer:1", note: null }, names)).toBe("Reservert — kunden");
    expect(historyText({ to_status_id: 7, actor: "customer", note: "denied" }, names)).toBe(
      "Betaling feilet — kunden: kunden avbrøt eller fikk avslag hos Klarna",
    );
    expect(historyText({ to_status_id: 5, actor: "staff:2", note: "Kunden ringte" }, names)).toBe(
      "Kansellert — Ola (ansatt): Kunden ringte",
    );
    // An upstream error message is not staff's business.
    expect(historyText({ to_status_id: 7, actor: "system", note: "TypeError: fetch failed" }, names)).toBe(
      "Betaling feilet — automatisk",
    );
  });

  it("finds the staff ids to look up", () => {
    expect(staffIdsOf(["staff:2", "customer:1", "staff:2", "system", "staff:5"])).toEqual([2, 5]);
  });
});
