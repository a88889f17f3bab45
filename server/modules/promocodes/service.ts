// Promo codes (verdikoder), spec sections 3, 4 and 8: the check answer keeps the spec's field names;
// Amount is kroner for a fixed code and percent for the others (the cart uses Amount/100 as fraction).
import type { Database } from "../../db/client.ts";
import { type HttpError, notFound, unprocessable } from "../../lib/errors.ts";

export const PROMO_NOT_FOUND = "Verdikode finnes ikke";
export const PROMO_EXPIRED = "Verdikoden er utløpt";
export const PROMO_NOT_YET_VALID = "Verdikoden er ikke gyldig ennå";
export const PROMO_REQUIRES_LOGIN = "Denne koden krever at du er innlogget";

export interface PromoCodeRow {
  id: number;
  name: string;
  code: string;
  valid_from: Date;
  valid_to: Date;
  fixed: boolean;
  amount: number;
  type: string;
  requires_login: boolean;
  active: boolean;
}

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

export function toPromoView(row: PromoCodeRow): PromoCodeView {
  return {
    Id: row.id,
    Name: row.name,
    Code: row.code,
    ValidFrom: new Date(row.valid_from).toISOString(),
    ValidTo: new Date(row.valid_to).toISOString(),
    Fixed: row.fixed,
    Amount: row.amount / 100,
    Type: row.type,
  };
}

/** Why a code cannot be used now by this visitor, or null when it can. */
export function promoRefusal(row: PromoCodeRow, customerId: number | null, now: Date): HttpError | null {
  if (now < new Date(row.valid_from)) return unprocessable(PROMO_NOT_YET_VALID, { code: [PROMO_NOT_YET_VALID] });
  if (now > new Date(row.valid_to)) return unprocessable(PROMO_EXPIRED, { code: [PROMO_EXPIRED] });
  if (row.requires_login && customerId === null) {
    return unprocessable(PROMO_REQUIRES_LOGIN, { customer_id: [PROMO_REQUIRES_LOGIN] });
  }
  return null;
}

/** Discount in øre on a goods total, never taking the total below the deposits (spec section 4). */
export function discountOre(row: Pick<PromoCodeRow, "fixed" | "amount">, goodsOre: number, pantOre: number): number {
  const raw = row.fixed ? row.amount : Math.round((goodsOre * row.amount) / 10000);
  return Math.max(0, Math.min(raw, goodsOre - pantOre));
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>;

export function createPromoCodeService(database: Database) {
  const byCode = async (code: string) =>
    (
      await database.query<PromoCodeRow>("select * from promo_codes where upper(code) = upper($1) and active", [
        code.trim(),
      ])
    ).rows[0];
  return {
    async list(now: Date): Promise<PromoCodeView[]> {
      const { rows } = await database.query<PromoCodeRow>(
        "select * from promo_codes where active and valid_from <= $1 and valid_to >= $1 order by id",
        [now],
      );
      return rows.map(toPromoView);
    },
    async check(code: string, customerId: number | null, now: Date): Promise<PromoCodeView> {
      const row = await byCode(code);
      if (!row) throw notFound(PROMO_NOT_FOUND);
      const refusal = promoRefusal(row, customerId, now);
      if (refusal) throw refusal;
      return toPromoView(row);
    },
    /** The code a reservation asks for, checked again on the server. */
    async usable(id: number, customerId: number | null, now: Date): Promise<PromoCodeRow> {
      const row = (await database.query<PromoCodeRow>("select * from promo_codes where id = $1 and active", [id]))
        .rows[0];
      if (!row) throw notFound(PROMO_NOT_FOUND);
      const refusal = promoRefusal(row, customerId, now);
      if (refusal) throw refusal;
      return row;
    },
  };
}
