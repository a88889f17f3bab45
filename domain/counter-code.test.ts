import { describe, expect, it } from "vitest";
import {
  awaitsPickup,
  counterCode,
  counterCodeImage,
  exactReservationNumber,
  parseCounterCode,
  parseCounterQuery,
} from "./counter-code.ts";

describe("a reservation's counter code", () => {
  it("is the number with an R before it, and reads back to the number", () => {
    expect(counterCode(123)).toBe("R123");
    for (const scanned of ["R123", "r123", " R123\n", "R 123"]) expect(parseCounterCode(scanned), scanned).toBe(123);
  });

  it("is nothing else: not a bare number, another letter, a zero or a number past the ids", () => {
    for (const bad of ["123", "X123", "R", "R0", "R012", "R12a", "R99999999999", "RR123", ""]) {
      expect(parseCounterCode(bad), bad).toBeNull();
    }
  });

  it("is drawn at one address per picture", () => {
    expect(counterCodeImage(123, "qr")).toBe("/img/kode/R123-qr.svg");
    expect(counterCodeImage(123, "strekkode")).toBe("/img/kode/R123-strekkode.svg");
  });
});

describe("what the counter opens at once", () => {
  it("is a code or a bare reservation number", () => {
    expect(exactReservationNumber("R42")).toBe(42);
    expect(exactReservationNumber(" 42 ")).toBe(42);
    expect(exactReservationNumber("#42")).toBe(42);
    for (const other of ["Ola", "ola@example.no", "42 43", "+47 912 34 567", ""]) {
      expect(exactReservationNumber(other), other).toBeNull();
    }
  });
});

describe("the counter's search text", () => {
  it("finds the phone 91234567 however a Norwegian writes it", () => {
    for (const typed of ["+47 912 34 567", "0047 91234567", "912 34 567", "91234567", "+4791234567", "91 23 45 67"]) {
      expect(parseCounterQuery(typed).phone, typed).toBe("91234567");
    }
    expect(parseCounterQuery("81234567").phone).toBeNull();
    expect(parseCounterQuery("912 34").phone).toBeNull();
  });

  it("takes a number or a code as the reservation number", () => {
    expect(parseCounterQuery("R17")).toEqual({ id: 17, phone: null, text: "R17" });
    expect(parseCounterQuery("17").id).toBe(17);
    expect(parseCounterQuery("Ola").id).toBeNull();
  });

  it("looks for text of two letters or more, spaces collapsed", () => {
    expect(parseCounterQuery("  Ola   Nordmann ").text).toBe("Ola Nordmann");
    expect(parseCounterQuery("o").text).toBeNull();
    expect(parseCounterQuery("ola@example.no")).toEqual({ id: null, phone: null, text: "ola@example.no" });
  });
});

describe("whether a code is shown", () => {
  it("while the goods wait in the shop for pickup", () => {
    expect(awaitsPickup(2, false)).toBe(true);
    expect(awaitsPickup(3, false)).toBe(true);
    for (const status of [1, 4, 5, 6, 7, 8, 9]) expect(awaitsPickup(status, false), String(status)).toBe(false);
    expect(awaitsPickup(2, true)).toBe(false);
  });
});
