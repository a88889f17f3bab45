// The audit log's vocabulary (decision 066): every action the server writes is declared once, with a
// Norwegian name; a row reads as a sentence about the thing by name, values in words (kroner, Oslo time,
// yes and no, a reservation's status by name), never JSON; and it links to the thing's page.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditRow,
  auditActionName,
  auditDetails,
  auditFieldLabel,
  auditLink,
  auditSentence,
  fieldValueText,
} from "./audit-actions.ts";

/** Every `action: "x.y"` (and a status audit's action) written by the server's modules. */
function actionsInServerCode(): string[] {
  const root = path.join(import.meta.dirname, "../server/modules");
  const found = new Set<string>();
  for (const file of readdirSync(root, { recursive: true }) as string[]) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    for (const m of text.matchAll(/action: "([a-z-]+\.[a-z.-]+)"/g)) found.add(m[1] as string);
    for (const m of text.matchAll(/statusAudit\(staff, view, "([a-z-]+\.[a-z-]+)"/g)) found.add(m[1] as string);
  }
  return [...found].sort();
}

const row = (over: Partial<AuditRow>): AuditRow => ({
  action: "article.update",
  actorName: "Ingrid Berg",
  entityType: "article",
  entityId: "12",
  entityName: "Fjordlys Dunjakke",
  before: {},
  after: {},
  ...over,
});

describe("the audit actions", () => {
  it("declare every action the server writes, each with a Norwegian name and a kind of thing", () => {
    const written = actionsInServerCode();
    expect(written).toContain("reservation.pack");
    expect(written.filter((a) => !Object.hasOwn(AUDIT_ACTIONS, a))).toEqual([]);
    for (const [action, spec] of Object.entries(AUDIT_ACTIONS)) {
      expect(spec.name, action).toMatch(/^[A-ZÆØÅ]/);
      expect(Object.keys(AUDIT_ENTITIES), action).toContain(spec.entity);
    }
    expect(auditActionName("review.reject")).toBe("Avviste og slettet anmeldelse");
    expect(auditActionName("ukjent.ting")).toBe("ukjent.ting");
  });

  it("name fields and values in Norwegian: kroner, yes and no, a status by its name", () => {
    expect(["priceOre", "reason", "approved", "file"].map(auditFieldLabel)).toEqual([
      "Pris",
      "Årsak",
      "Godkjent",
      "Fil",
    ]);
    expect(fieldValueText("priceOre", 289900)).toBe("2\u00a0899,00 kr");
    expect([fieldValueText("approved", true), fieldValueText("approved", false)]).toEqual(["ja", "nei"]);
    expect([fieldValueText("statusID", 8), fieldValueText("statusID", 4)]).toEqual(["Pakket", "Hentet"]);
    expect(fieldValueText("qty", 1200)).toBe("1\u00a0200");
    expect(fieldValueText("reply", null)).toBe("(tom)");
  });

  it("write objects and lists in words, never JSON", () => {
    const slot = { type: "campaign", id: 2, title: "Vintersalg", link: "/kampanjer/2" };
    expect(fieldValueText("campaignPromoBox", slot)).toBe("Kampanje: Vintersalg → /kampanjer/2");
    expect(fieldValueText("campaignPromoBox", null)).toBe("(tom)");
    expect(fieldValueText("colors", { primary: "#123456" })).not.toMatch(/[{}"]/);
    expect(fieldValueText("openingHours", "1-5:1000-2000,0:1200-1600")).toBe("man–fre 10:00–20:00, søn 12:00–16:00");
    expect(fieldValueText("articleId", 7, new Map([["article:7", "Tind Skalljakke"]]))).toBe("Tind Skalljakke");
  });

  it("write a shop's special days with Norwegian dates", () => {
    const special = [{ date: "2026-12-24", name: "Julaften", opens: "09:00", closes: "13:00" }];
    expect(fieldValueText("specialHours", special)).toBe("24.12.2026 Julaften 09:00–13:00");
  });

  it("show times in Oslo time", () => {
    expect(fieldValueText("endsAt", "2026-12-31T22:59:00.000Z")).toBe("31.12.2026, 23:59");
  });
});

describe("a row as a sentence", () => {
  it("says a single price change in full: who, what, from and to", () => {
    const price = row({ before: { priceOre: 289900 }, after: { priceOre: 249900 } });
    expect(auditSentence(price)).toBe(
      "Ingrid Berg endret prisen på Fjordlys Dunjakke fra 2\u00a0899,00 kr til 2\u00a0499,00 kr.",
    );
    expect(auditDetails(price)).toEqual([{ field: "Pris", before: "2\u00a0899,00 kr", after: "2\u00a0499,00 kr" }]);
  });

  it("says what was done when more changed, and leaves the fields to the details", () => {
    const two = row({ before: { priceOre: 1, name: "A" }, after: { priceOre: 2, name: "B" } });
    expect(auditSentence(two)).toBe("Ingrid Berg endret varen Fjordlys Dunjakke.");
    expect(auditDetails(two)).toHaveLength(2);
  });

  it("names reservations, campaigns, stock and the home page each in its own way", () => {
    expect(
      auditSentence(
        row({
          action: "reservation.ready",
          actorName: "Ola Hansen",
          entityType: "reservation",
          entityId: "123",
          entityName: null,
          before: { statusID: 2 },
          after: { statusID: 3 },
        }),
      ),
    ).toBe("Ola Hansen merket reservasjon 123 klar til henting.");
    expect(
      auditSentence(row({ action: "campaign.end", entityType: "campaign", entityId: "5", entityName: "Julesalg" })),
    ).toBe("Ingrid Berg avsluttet kampanjen «Julesalg».");
    expect(
      auditSentence(
        row({
          action: "stock.adjust",
          entityType: "stock",
          entityId: "12:55",
          entityName: "Fjordlys Dunjakke, Svart, M i Oslo City",
          before: { qty: 3 },
          after: { qty: 5, delta: 2, reason: "Varemottak" },
        }),
      ),
    ).toBe("Ingrid Berg justerte lageret av Fjordlys Dunjakke, Svart, M i Oslo City fra 3 til 5 stk. (Varemottak).");
    expect(
      auditSentence(
        row({
          action: "home.publish",
          entityType: "home",
          entityId: "1",
          entityName: "Butikk",
          before: { draft: null },
          after: { draft: "jul" },
        }),
      ),
    ).toBe("Ingrid Berg publiserte utkastet «jul» på forsiden for Butikk.");
  });

  it("links to the changed thing's page, and to nothing once it is deleted", () => {
    expect(auditLink(row({}))).toEqual({ href: "/admin/varer/12", text: "Gå til varen" });
    expect(auditLink({ action: "campaign.update", entityType: "campaign", entityId: "5" })?.href).toBe(
      "/admin/kampanjer/5",
    );
    expect(auditLink({ action: "campaign.delete", entityType: "campaign", entityId: "5" })).toBeNull();
    expect(auditLink({ action: "stock.adjust", entityType: "stock", entityId: "12:55" }, 3)?.href).toBe(
      "/admin/varer/3",
    );
    expect(auditLink({ action: "page.update", entityType: "page", entityId: "2:about" })?.href).toBe(
      "/admin/sider?merke=2&side=about",
    );
    expect(auditLink({ action: "home.publish", entityType: "home", entityId: "1" })?.href).toBe(
      "/admin/forside?merke=1",
    );
  });
});
