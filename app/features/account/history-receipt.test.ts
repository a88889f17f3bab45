// Each reservation and order in the account history links to its receipt (issue 12, item 11).
import { describe, expect, it } from "vitest";
import { receiptOf } from "./history-list.tsx";

describe("the history's receipt links", () => {
  it("link a reservation to its own receipt and an order to its reservation's; reviews have none", () => {
    expect(receiptOf("reservations", { id: 12 })).toBe(12);
    expect(receiptOf("orders", { id: 3, reservation_id: 12 })).toBe(12);
    expect(receiptOf("orders", { id: 3, reservation_id: null })).toBeNull();
    expect(receiptOf("reviews", { id: 4 })).toBeNull();
  });
});
