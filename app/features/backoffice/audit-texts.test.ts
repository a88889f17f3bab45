// The audit log of review moderation reads in Norwegian (decision 042): the actions, the kind of
// thing, its fields, and yes/no instead of true/false.
import { describe, expect, it } from "vitest";
import { AUDIT_ENTITIES } from "../../../server/modules/audit/service.ts";
import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_NAMES, fieldName, valueText } from "./audit-texts.ts";

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
