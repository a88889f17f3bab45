import { describe, expect, it } from "vitest";
import { NO_HOUSE_NUMBER } from "../../../domain/address.ts";
import type { ClientDetails } from "../../../domain/client-details.ts";
import { PHONE_INVALID, validateContact } from "./checkout-form.tsx";

const pickup: ClientDetails = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "+47 91234567",
  delivery: false,
  address: "",
  postalCode: "",
  city: "",
};
const delivery: ClientDetails = {
  ...pickup,
  delivery: true,
  address: "Storgata 12B",
  postalCode: "0155",
  city: "Oslo",
};

describe("validateContact (checkout fields)", () => {
  it("accepts complete pickup and delivery details", () => {
    expect(validateContact(pickup, 55)).toEqual({});
    expect(validateContact(delivery, null)).toEqual({});
  });

  it("needs a shop for pickup and the phone rule of spec section 5", () => {
    expect(validateContact({ ...pickup, phone: "12345678" }, null)).toEqual({
      phone: PHONE_INVALID,
      shop: "Velg en butikk",
    });
  });

  it("needs 'street housenumber' for delivery, with the text of spec section 8", () => {
    expect(validateContact({ ...delivery, address: "Storgata" }, null)).toEqual({ address: NO_HOUSE_NUMBER });
    expect(validateContact({ ...delivery, address: " " }, null).address).toBe("Må fylles ut");
  });
});
