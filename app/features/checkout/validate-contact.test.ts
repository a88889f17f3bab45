import { describe, expect, it } from "vitest";
import { NO_HOUSE_NUMBER } from "../../../domain/address.ts";
import type { ClientDetails } from "../../../domain/client-details.ts";
import { PHONE_INVALID, REQUIRED, SHOP_REQUIRED } from "../../../domain/schemas/contact.ts";
import { contactErrors } from "./contact-validation.ts";
import { formField } from "./server-fields.ts";

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

/** The checkout form as the browser submits it. */
function formOf(client: ClientDetails, shopId: number | null): FormData {
  const form = new FormData();
  form.set("CustomerName", client.name);
  form.set("Phone", client.phone);
  form.set("Email", client.email);
  if (client.delivery) {
    form.set("Address", client.address);
    form.set("PostalCode", client.postalCode);
    form.set("City", client.city);
  } else if (shopId !== null) {
    form.set("shop", String(shopId));
  }
  return form;
}

const validateContact = (client: ClientDetails, shopId: number | null) =>
  contactErrors(formOf(client, shopId), client.delivery);

describe("validateContact (checkout fields)", () => {
  it("accepts complete pickup and delivery details", () => {
    expect(validateContact(pickup, 55)).toEqual({});
    expect(validateContact(delivery, null)).toEqual({});
  });

  it("needs a shop for pickup and the phone rule of spec section 5, in the server's texts", () => {
    expect(validateContact({ ...pickup, phone: "12345678" }, null)).toEqual({
      Phone: PHONE_INVALID,
      shop: SHOP_REQUIRED,
    });
    expect(PHONE_INVALID).toBe("Ugyldig telefonnummer");
  });

  it("needs 'street housenumber' for delivery, with the text of spec section 8", () => {
    expect(validateContact({ ...delivery, address: "Storgata" }, null)).toEqual({ Address: NO_HOUSE_NUMBER });
    expect(validateContact({ ...delivery, address: " " }, null).Address).toBe(REQUIRED);
  });

  it("reads the server's field names as the form's", () => {
    expect(formField("orderInfo.Phone")).toBe("Phone");
    expect(formField("shop")).toBe("shop");
  });
});
