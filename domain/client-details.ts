// The shopper's contact and delivery details (spec section 3, cart state "client"): the cart keeps them
// in local storage and the checkout edits them, so both features share this one shape.
export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
  delivery: boolean;
  address: string;
  postalCode: string;
  city: string;
}
