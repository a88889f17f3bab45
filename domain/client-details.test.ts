import { describe, expect, it } from "vitest";
import { type ClientDetails, prefillClient } from "./client-details.ts";

const empty: ClientDetails = { name: "", email: "", phone: "", delivery: false, address: "", postalCode: "", city: "" };
const account = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "41234567",
  address: "Storgata 1",
  postalCode: "0155",
  city: "Oslo",
};

describe("prefilling the checkout from the account (issue 12)", () => {
  it("fills every empty field", () => {
    expect(prefillClient(empty, account)).toEqual({ ...account, delivery: false });
  });

  it("never overwrites what the shopper typed, and leaves out what the account lacks", () => {
    const typed = { ...empty, name: "Ola", phone: " 912 34 567", delivery: true };
    expect(prefillClient(typed, { ...account, city: null, address: "  " })).toEqual({
      name: "Ola",
      email: "kari@example.no",
      phone: " 912 34 567",
      delivery: true,
      address: "",
      postalCode: "0155",
      city: "",
    });
  });

  it("changes nothing without an account", () => {
    expect(prefillClient(empty, null)).toBe(empty);
  });
});
