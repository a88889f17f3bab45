import { describe, expect, it } from "vitest";
import { NO_HOUSE_NUMBER } from "../address.ts";
import {
  deliveryContactSchema,
  EMAIL_INVALID,
  NAME_REQUIRED,
  PHONE_INVALID,
  POSTCODE_INVALID,
  pickupContactSchema,
  REQUIRED,
  SHOP_REQUIRED,
} from "./contact.ts";

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("checkout contact (the server's orderInfo rules)", () => {
  it("accepts complete pickup and delivery details", () => {
    const contact = { CustomerName: "Kari", Email: "kari@example.no", Phone: "+47 91234567" };
    expect(pickupContactSchema.safeParse({ ...contact, shop: 55 }).success).toBe(true);
    const sent = { ...contact, Address: "Storgata 12B", PostalCode: "0155", City: "Oslo" };
    expect(deliveryContactSchema.safeParse(sent).success).toBe(true);
  });

  it("answers a missing or wrong field with the server's texts", () => {
    expect(errorsOf(pickupContactSchema.safeParse({ Email: "x", Phone: "12345678", shop: 55 }))).toEqual({
      CustomerName: NAME_REQUIRED,
      Email: EMAIL_INVALID,
      Phone: PHONE_INVALID,
    });
    expect(errorsOf(pickupContactSchema.safeParse({}))).toEqual({
      CustomerName: NAME_REQUIRED,
      Email: EMAIL_INVALID,
      Phone: PHONE_INVALID,
      shop: SHOP_REQUIRED,
    });
  });

  it("needs every part of a delivery address and 'street housenumber'", () => {
    const contact = { CustomerName: "Kari", Email: "kari@example.no", Phone: "91234567" };
    expect(errorsOf(deliveryContactSchema.safeParse(contact))).toEqual({
      Address: REQUIRED,
      PostalCode: REQUIRED,
      City: REQUIRED,
    });
    const street = { ...contact, Address: "Storgata", PostalCode: "01", City: "Oslo" };
    expect(errorsOf(deliveryContactSchema.safeParse(street))).toEqual({
      Address: NO_HOUSE_NUMBER,
      PostalCode: POSTCODE_INVALID,
    });
    expect(errorsOf(deliveryContactSchema.safeParse({ Address: "Storgata" }))).toEqual({
      CustomerName: NAME_REQUIRED,
      Email: EMAIL_INVALID,
      Phone: PHONE_INVALID,
      Address: NO_HOUSE_NUMBER,
      PostalCode: REQUIRED,
      City: REQUIRED,
    });
    const noNumber = { ...contact, Address: "Storgata", PostalCode: "0155", City: "Oslo" };
    expect(errorsOf(deliveryContactSchema.safeParse(noNumber))).toEqual({ Address: NO_HOUSE_NUMBER });
  });
});
