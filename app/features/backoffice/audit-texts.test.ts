// The audit log of review moderation reads in Norwegian (decision 042): the actions, the kind of
// thing, its fields, and yes/no instead of true/false.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ENTITIES } from "../../../server/modules/audit/service.ts";
import { entityName } from "../../../server/modules/backoffice/service.ts";
import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_NAMES, fieldName, fieldValueText, valueText } from "./audit-texts.ts";

/** Every `action: "x.y"` (and `"x.y"` passed as a status audit's action) written by the server's modules. */
function actionsInServerCode(): string[] {
  const root = path.join(import.meta.dirname, "../../../server/modules");
  const found = new Set<string>();
  for (const file of readdirSync(root, { recursive: true }) as string[]) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    for (const m of text.matchAll(/action: "([a-z-]+\.[a-z-]+)"/g)) found.add(m[1] as string);
    for (const m of text.matchAll(/statusAudit\(staff, view, "([a-z-]+\.[a-z-]+)"/g)) found.add(m[1] as string);
  }
  return [...found].sort();
}

describe("the audit log's texts", () => {
  it("name every kind of thing the log tells of, as the server does", () => {
    expect(AUDIT_ENTITY_NAMES).toEqual(AUDIT_ENTITIES);
  });

  it("name the review moderation actions and fields in Norwegian", () => {
    expect(AUDIT_ACTION_NAMES["review.approve"]).toBe("Godkjente anmeldelse");
    expect(AUDIT_ACTION_NAMES["review.reject"]).toBe("Avviste og slettet anmeldelse");
    expect(AUDIT_ACTION_NAMES["review.reply"]).toBe("Svarte på anmeldelse");
    expect([fieldName("approved"), fieldName("reply"), fieldName("deleted")]).toEqual(["godkjent", "svar", "slettet"]);
  });

  it("name the article and stock actions and fields in Norwegian (decision 045)", () => {
    expect([AUDIT_ACTION_NAMES["article.update"], AUDIT_ACTION_NAMES["stock.adjust"]]).toEqual([
      "Endret vare",
      "Justerte lager",
    ]);
    expect([fieldName("priceOre"), fieldName("reason")]).toEqual(["veiledende pris (øre)", "årsak"]);
  });

  it("name every action the server writes to the log, so no row shows a code", () => {
    const actions = actionsInServerCode();
    expect(actions).toContain("reservation.pack");
    expect(actions.filter((a) => !AUDIT_ACTION_NAMES[a])).toEqual([]);
  });

  it("name the partial handover, packing, shipping and return actions (decision 040)", () => {
    expect(
      ["reservation.collect-part", "reservation.pack", "reservation.ship", "reservation.return"].map(
        (a) => AUDIT_ACTION_NAMES[a],
      ),
    ).toEqual(["Delvis utlevert", "Pakket", "Sendt", "Registrerte retur"]);
    expect([fieldName("goods"), fieldName("trackingUrl"), fieldName("returned")]).toEqual([
      "varer",
      "sporingslenke",
      "returnert",
    ]);
  });

  it("show a reservation status by its Norwegian name", () => {
    expect([fieldValueText("statusID", 8), fieldValueText("statusID", 4)]).toEqual(["Pakket", "Hentet"]);
    expect(fieldValueText("qty", 8)).toBe("8");
  });

  it("name a shop, and a shop's stock, by the shop's name rather than its number", () => {
    const names = new Map([[55, "Oslo City"]]);
    expect(entityName({ entityType: "shop", entityId: "55" }, names)).toBe("Oslo City");
    expect(entityName({ entityType: "stock", entityId: "12:55" }, names)).toBe("Oslo City, variant 12");
    expect(entityName({ entityType: "stock", entityId: "12:99" }, names)).toBe("12:99");
    expect(entityName({ entityType: "reservation", entityId: "7" }, names)).toBe("7");
  });

  it("name the count and import actions and fields in Norwegian (decision 048)", () => {
    const actions = [
      "stock.count",
      "stock.import",
      "article.import",
      "article.import.create",
      "import.stock",
      "import.articles",
    ];
    for (const action of actions) expect(AUDIT_ACTION_NAMES[action], action).toMatch(/^[A-ZÆØÅ]/);
    expect(AUDIT_ACTION_NAMES["stock.count"]).toBe("Telling");
    expect(["file", "lines", "refused", "suggestedPriceOre"].map(fieldName)).toEqual([
      "fil",
      "linjer",
      "avvist",
      "veiledende pris (øre)",
    ]);
  });

  it("show yes and no in Norwegian", () => {
    expect([valueText(true), valueText(false)]).toEqual(["ja", "nei"]);
  });
});
