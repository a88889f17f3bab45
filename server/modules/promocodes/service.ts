// Promo codes (verdikoder), spec sections 3, 4 and 8: the check answer keeps the spec's field names;
// Amount is kroner for a fixed code and percent for the others (the cart uses Amount/100 as fraction).
// This module owns the promo_codes table.
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { PROMO_NOT_FOUND } from "../../../domain/promo-code-messages.ts";
import type { Database } from "../../db/client.ts";
import { promoCodes } from "../../db/schema.ts";
import { type DomainError, InvalidInput, NotFound } from "../../lib/errors.ts";

export const PROMO_EXPIRED = "Verdikoden er utløpt";
export const PROMO_NOT_YET_VALID = "Verdikoden er ikke gyldig ennå";
export const PROMO_REQUIRES_LOGIN = "Denne koden krever at du er innlogget";

export type PromoCode = typeof promoCodes.$inferSelect;

export interface PromoCodeView {
  Id: number;
  Name: string;
  Code: string;
  ValidFrom: string;
  ValidTo: string;
  Fixed: boolean;
  Amount: number;
  Type: string;
}

export function toPromoView(row: PromoCode): PromoCodeView {
  return {
    Id: row.id,
    Name: row.name,
    Code: row.code,
    ValidFrom: row.validFrom.toISOString(),
    ValidTo: row.validTo.toISOString(),
    Fixed: row.fixed,
    Amount: row.amount / 100,
    Type: row.type,
  };
}

/** Why a code cannot be used now by this visitor, or null when it can. */
export function promoRefusal(row: PromoCode, customerId: number | null, now: Date): DomainError | null {
  if (now < row.validFrom) return new InvalidInput(PROMO_NOT_YET_VALID, { code: [PROMO_NOT_YET_VALID] });
  if (now > row.validTo) return new InvalidInput(PROMO_EXPIRED, { code: [PROMO_EXPIRED] });
  if (row.requiresLogin && customerId === null) {
    return new InvalidInput(PROMO_REQUIRES_LOGIN, { customer_id: [PROMO_REQUIRES_LOGIN] });
  }
  return null;
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>;

export function createPromoCodeService(database: Database, clock: () => Date) {
  const { db } = database;
  const usableOrThrow = (row: PromoCode | undefined, customerId: number | null): PromoCode => {
    if (!row) throw new NotFound(PROMO_NOT_FOUND);
    const refusal = promoRefusal(row, customerId, clock());
    if (refusal) throw refusal;
    return row;
  };
  return {
    /**
     * The codes published to every visitor (spec section 7: GET /promocodes, for display): advertised
     * by an administrator, usable now and by anyone. Codes given out privately are never listed
     * (decision 023); they still work when typed (`check`).
     */
    async listAdvertised(): Promise<PromoCodeView[]> {
      const now = clock();
      const rows = await db
        .select()
        .from(promoCodes)
        .where(
          and(
            eq(promoCodes.active, true),
            eq(promoCodes.advertised, true),
            eq(promoCodes.requiresLogin, false),
            lte(promoCodes.validFrom, now),
            gte(promoCodes.validTo, now),
          ),
        )
        .orderBy(asc(promoCodes.id));
      return rows.map(toPromoView);
    },
    /** A code the shopper typed, case-insensitive; refused with the spec's text when it cannot be used now. */
    async check(code: string, customerId: number | null): Promise<PromoCodeView> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(sql`upper(${promoCodes.code}) = upper(${code.trim()})`, eq(promoCodes.active, true)));
      return toPromoView(usableOrThrow(row, customerId));
    },
    /** The code a reservation asks for, checked again on the server. */
    async usable(id: number, customerId: number | null): Promise<PromoCode> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.id, id), eq(promoCodes.active, true)));
      return usableOrThrow(row, customerId);
    },
    /** A code by id whatever its validity now (a reservation priced with it earlier), or null. */
    async byId(id: number): Promise<PromoCode | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row ?? null;
    },
  };
}
