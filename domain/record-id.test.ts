import { describe, expect, it } from "vitest";
import { isRecordId, MAX_ID } from "./record-id.ts";
import { recordId } from "./schemas/fields.ts";

describe("isRecordId", () => {
  it("agrees with the recordId schema on every kind of value", () => {
    const values = [
      1,
      7,
      MAX_ID,
      MAX_ID + 1,
      0,
      -1,
      2.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "4",
      null,
      undefined,
      {},
      [1],
    ];
    for (const value of values) expect(isRecordId(value), String(value)).toBe(recordId.safeParse(value).success);
  });
});
