/** Reservation status ids (server/db/seed/reference.ts, DESIGN.md section 5). */
export const STATUS = {
  pendingPayment: 1,
  reserved: 2,
  readyForPickup: 3,
  collected: 4,
  cancelled: 5,
  expired: 6,
  paymentFailed: 7,
  packed: 8,
  shipped: 9,
} as const;
