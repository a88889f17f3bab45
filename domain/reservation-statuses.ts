// Reservation lifecycle (DESIGN.md section 5): seeded as reference data and named by the back office.
export const RESERVATION_STATUSES = [
  { id: 1, code: "pending_payment", name: "Venter på betaling" },
  { id: 2, code: "reserved", name: "Reservert" },
  { id: 3, code: "ready_for_pickup", name: "Klar til henting" },
  { id: 4, code: "collected", name: "Hentet" },
  { id: 5, code: "cancelled", name: "Kansellert" },
  { id: 6, code: "expired", name: "Utløpt" },
  { id: 7, code: "payment_failed", name: "Betaling feilet" },
  // Delivery orders (decision 040): packed by staff, then sent with a tracking URL and captured.
  { id: 8, code: "packed", name: "Pakket" },
  { id: 9, code: "shipped", name: "Sendt" },
] as const;

export type ReservationStatusCode = (typeof RESERVATION_STATUSES)[number]["code"];

/** A status's Norwegian name ('Pakket'); undefined for an id the lifecycle does not have. */
export function reservationStatusName(id: number): string | undefined {
  return RESERVATION_STATUSES.find((s) => s.id === id)?.name;
}

/** A status's id by its code ('ready_for_pickup' → 3). */
export const STATUS_CODES = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s.code, s.id])) as Record<
  ReservationStatusCode,
  number
>;
