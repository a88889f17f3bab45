// Promo codes in the back office (issue 15): the promocodes module owns the table and the reservations
// module counts the uses; each change is written with its audit row in one transaction.

import { parseKroner } from "../../../domain/kroner-input.ts";
import { addDays, osloDate, osloInstant } from "../../../domain/opening-hours.ts";
import type { Database } from "../../db/client.ts";
import type { AuditService } from "../audit/service.ts";
import type { createPromoCodeAdmin, PromoCodeFields, PromoCodeRecord } from "../promocodes/admin.ts";
import type { ReservationService } from "../reservations/service.ts";
import type { PromoCodeBody } from "./schemas.ts";
import type { Staff } from "./service.ts";

export interface PromoCodeDeskDeps {
  database: Database;
  admin: ReturnType<typeof createPromoCodeAdmin>;
  reservations: Pick<ReservationService, "promoCodeUses">;
  audit: AuditService;
}

/** The form's fields as stored: øre for a fixed amount, percent × 100 otherwise (the cart's fraction). */
export function promoFields(body: PromoCodeBody): PromoCodeFields {
  return {
    name: body.name,
    code: body.code,
    fixed: body.fixed,
    amount: body.fixed ? (parseKroner(body.amount) as number) : Number(body.amount) * 100,
    validFrom: osloInstant(body.validFrom, "00:00"),
    // The last day is included: the code works until the next Oslo midnight.
    validTo: new Date(osloInstant(addDays(body.validTo, 1), "00:00").getTime() - 1),
    requiresLogin: body.requiresLogin,
    advertised: body.advertised,
    active: body.active,
  };
}

/** A stored code as the form shows it again. */
export function promoView(row: PromoCodeRecord, uses: number) {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    fixed: row.fixed,
    amount: row.fixed ? (row.amount / 100).toFixed(2).replace(".", ",") : String(row.amount / 100),
    validFrom: osloDate(row.validFrom),
    validTo: osloDate(row.validTo),
    requiresLogin: row.requiresLogin,
    advertised: row.advertised,
    active: row.active,
    uses,
  };
}

export type PromoCodeDesk = ReturnType<typeof createPromoCodeDesk>;

export function createPromoCodeDesk({ database, admin, reservations, audit }: PromoCodeDeskDeps) {
  const audited = (row: PromoCodeRecord) => {
    const { uses: _uses, ...fields } = promoView(row, 0);
    return fields;
  };
  return {
    async list() {
      const [rows, uses] = await Promise.all([admin.list(), reservations.promoCodeUses()]);
      return rows.map((row) => promoView(row, uses.get(row.id) ?? 0));
    },
    async one(id: number) {
      const [row, uses] = await Promise.all([admin.find(database.db, id), reservations.promoCodeUses()]);
      return promoView(row, uses.get(id) ?? 0);
    },
    async create(staff: Staff, body: PromoCodeBody) {
      const row = await audit.change(staff, async (tx) => {
        const created = await admin.create(tx, promoFields(body));
        return {
          result: created,
          audit: {
            action: "promocode.create",
            entityType: "promocode",
            entityId: created.id,
            before: {},
            after: audited(created),
          },
        };
      });
      return promoView(row, 0);
    },
    async update(staff: Staff, id: number, body: PromoCodeBody) {
      const row = await audit.change(staff, async (tx) => {
        const change = await admin.update(tx, id, promoFields(body));
        return {
          result: change.after,
          audit: {
            action: "promocode.update",
            entityType: "promocode",
            entityId: id,
            before: audited(change.before),
            after: audited(change.after),
          },
        };
      });
      return promoView(row, (await reservations.promoCodeUses()).get(id) ?? 0);
    },
  };
}
