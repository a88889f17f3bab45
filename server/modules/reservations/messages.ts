// The Norwegian texts of the reservation flows (spec section 8) and the one error that carries more
// than a message: the order-failure list.
import { Conflict } from "../../lib/errors.ts";

export const NOTHING_RESERVED = "Ingen av artiklene kunne reserveres";
export const PAYMENT_START_FAILED = "Betalingen kunne ikke startes - prøv igjen senere";
export const PAYMENT_NOT_COMPLETED = "Betalingen ble ikke fullført";
/** Klarna did not answer in time when the checkout opened its payment (504, decision 072). */
export const KLARNA_SLOW_AT_START =
  "Klarna svarer ikke akkurat nå, så betalingen kunne ikke startes. Ingen varer er reservert og ingenting er betalt. Prøv igjen om litt.";
/** Klarna did not answer in time when the approved payment was to become an order (504, decision 072). */
export const KLARNA_SLOW_AT_AUTHORISATION =
  "Klarna svarte ikke i tide, så betalingen ble ikke fullført og varene er ikke reservert. Har Klarna holdt av et beløp, frigis det. Prøv igjen om litt.";
/** Klarna failed (no connection, an error of its own) when the approved payment was to become an order (502). */
export const KLARNA_DOWN_AT_AUTHORISATION =
  "Klarna kunne ikke nås, så betalingen ble ikke fullført og varene er ikke reservert. Har Klarna holdt av et beløp, frigis det. Prøv igjen om litt.";
export const RESERVATION_NOT_FOUND = "Reservasjonen finnes ikke";
export const SHOP_NOT_FOUND = "Butikken finnes ikke";
export const SHIPPING_NOT_FOUND = "Ukjent leveringsmåte";
export const OUT_OF_STOCK = "Ikke nok på lager";
export const NOT_PURCHASABLE = "Kan ikke kjøpes på nett";
export const ONLY_CC = "Kan bare hentes i butikk";
export const INVALID_TRANSITION = "Reservasjonen kan ikke endres i denne statusen";

/** One shop's part of an order that could not be held (spec section 8, order failure). */
export interface FailedShop {
  status: number;
  message: string;
  ShopID: number;
  shopName: string;
  items: { EanNo: string; name: string; message: string }[];
}

/** Nothing of the order could be held: a conflict whose answer also carries the failure list. */
export class NothingReserved extends Conflict {
  constructor(readonly failed: FailedShop[]) {
    super(NOTHING_RESERVED, undefined, { failed });
  }
}
