// "Klar for lansering" (issue 31, decision 075): what is still a stand-in among the outside services,
// and what is missing before a shopper can buy. The back office shows it as a page; every production
// start writes the same items as warnings in the log. Each item is asked of the module that owns it.
import type { Env } from "../../env.ts";

export type LaunchState = "ok" | "stand-in" | "missing";

export interface LaunchItem {
  key: string;
  state: LaunchState;
  title: string;
  /** What the shop does now, in a sentence. */
  detail: string;
  /** How to fix it: a back-office page, or the setting to give. */
  fix?: { href: string; label: string } | { settings: string[]; example?: string };
}

export interface LaunchReport {
  services: LaunchItem[];
  shop: LaunchItem[];
  /** Items not ok, in order: what the log warns about at start. */
  open: LaunchItem[];
}

export interface LaunchDeps {
  env: Env;
  brandCount: () => Promise<number>;
  /** The brand shown when no hostname matches, or null before any brand exists. */
  defaultBrand: () => Promise<number | null>;
  activeShops: () => Promise<number>;
  shippingMethods: () => Promise<{ type: "pickup" | "delivery" }[]>;
  webArticles: () => Promise<{ visible: number; inStock: number }>;
  /** The legal page texts (terms of sale, privacy) of a brand that are still empty, by name. */
  emptyLegalPages: (brandId: number) => Promise<string[]>;
  demoAccounts: () => Promise<string[]>;
}

export type LaunchReadiness = ReturnType<typeof createLaunchReadiness>;

/** Klarna's hosts as its documentation names them: the playground moves no money. */
export function klarnaMode(env: Pick<Env, "KLARNA_API_URL" | "KLARNA_USERNAME" | "KLARNA_PASSWORD">) {
  if (!(env.KLARNA_API_URL && env.KLARNA_USERNAME && env.KLARNA_PASSWORD)) return "stand-in";
  return /playground/i.test(new URL(env.KLARNA_API_URL).hostname) ? "playground" : "live";
}

/** A service that is real when its setting is given, and a stand-in (with the setting to give) when not. */
function setting(
  value: string | undefined,
  key: string,
  title: string,
  words: { real: string; standIn: string; settings: string[] },
): LaunchItem {
  return value
    ? { key, state: "ok", title, detail: words.real }
    : { key, state: "stand-in", title, detail: words.standIn, fix: { settings: words.settings } };
}

function serviceItems(env: Env): LaunchItem[] {
  const klarna = klarnaMode(env);
  return [
    {
      key: "klarna",
      state: klarna === "live" ? "ok" : "stand-in",
      title: "Betaling med Klarna",
      detail:
        klarna === "live"
          ? "Klarnas produksjonsmiljø: betalingene er ekte."
          : klarna === "playground"
            ? "Klarnas testmiljø (playground): ingen penger flyttes."
            : "Den lokale erstatningen for Klarna: ingen betaling er ekte, og butikken viser «testmodus».",
      fix: klarna === "live" ? undefined : { settings: ["KLARNA_API_URL", "KLARNA_USERNAME", "KLARNA_PASSWORD"] },
    },
    setting(env.SMTP_URL, "smtp", "E-post til kundene", {
      real: "E-post sendes gjennom SMTP-serveren.",
      standIn: "Ingen SMTP-server: e-post blir bare liggende i utboksen, og kundene får ingen kvittering.",
      settings: ["SMTP_URL"],
    }),
    setting(env.OSRM_URL, "osrm", "Kjøreavstand til butikkene", {
      real: "Avstandene regnes langs veien (OSRM).",
      standIn: "Ingen OSRM-server: avstandene regnes i luftlinje.",
      settings: ["OSRM_URL"],
    }),
    setting(env.GEOCODER_URL, "geocoder", "Adresseoppslag", {
      real: "Adresser slås opp hos Kartverket.",
      standIn:
        "Ingen adressetjeneste: adresser kontrolleres bare mot postnummeret, og butikkenes posisjon er postnummerets midtpunkt.",
      settings: ["GEOCODER_URL"],
    }),
    setting(env.MAP_TILE_URL, "map-tiles", "Kart i butikkoversikten", {
      real: "Kartet viser kartfliser fra den oppgitte kilden.",
      standIn: "Ingen kartfliser: butikkoversikten viser et tegnet kart over butikkenes plassering.",
      settings: ["MAP_TILE_URL", "MAP_TILE_ATTRIBUTION"],
    }),
  ];
}

export function createLaunchReadiness(deps: LaunchDeps) {
  async function shopItems(): Promise<LaunchItem[]> {
    const [brands, brand, shops, methods, articles, demo] = await Promise.all([
      deps.brandCount(),
      deps.defaultBrand(),
      deps.activeShops(),
      deps.shippingMethods(),
      deps.webArticles(),
      deps.demoAccounts(),
    ]);
    const emptyPages = brand === null ? [] : await deps.emptyLegalPages(brand);
    const pickup = methods.some((m) => m.type === "pickup");
    const items: LaunchItem[] = [
      {
        key: "brand",
        state: brand !== null ? "ok" : "missing",
        title: "Merkevare",
        detail:
          brand !== null
            ? `${brands} merkevare${brands === 1 ? "" : "r"} er satt opp.`
            : "Ingen merkevare er satt opp: butikken vises med navnet «Butikk» og standardfargene.",
        fix: { href: "/admin/merker", label: "Sett opp merkevaren" },
      },
      {
        key: "shops",
        state: shops > 0 ? "ok" : "missing",
        title: "Butikker",
        detail:
          shops > 0
            ? shops === 1
              ? "1 butikk er åpen for henting."
              : `${shops} butikker er åpne for henting.`
            : "Ingen butikk er åpen: kundene har ingen butikk å hente i.",
        fix: { href: "/admin/butikker", label: "Opprett en butikk" },
      },
      {
        key: "shipping",
        state: pickup ? "ok" : "missing",
        title: "Fraktmåter",
        detail: pickup
          ? methods.length === 1
            ? "1 fraktmåte er aktiv: henting i butikk."
            : `${methods.length} fraktmåter er aktive, blant dem henting i butikk.`
          : methods.length > 0
            ? "Ingen aktiv fraktmåte for henting i butikk: kundene kan ikke reservere for henting."
            : "Ingen aktiv fraktmåte: kassen kan ikke ta imot en bestilling.",
        fix: { href: "/admin/frakt", label: "Opprett en fraktmåte" },
      },
      {
        key: "articles",
        state: articles.inStock > 0 ? "ok" : "missing",
        title: "Varer i nettbutikken",
        detail:
          articles.visible === 0
            ? "Ingen vare er synlig i nettbutikken."
            : articles.inStock === 0
              ? `${articles.visible} varer er synlige, men ingen av dem har lager i en butikk.`
              : `${articles.visible} varer er synlige, ${articles.inStock} av dem har lager i en butikk.`,
        fix: { href: "/admin/import", label: "Importer varer og lager" },
      },
      {
        key: "pages",
        state: brand !== null && emptyPages.length === 0 ? "ok" : "missing",
        title: "Salgsvilkår og personvern",
        detail:
          brand !== null && emptyPages.length === 0
            ? "Salgsvilkårene, angreretten og personvernerklæringen har tekst."
            : `Mangler tekst: ${(brand !== null ? emptyPages : ["alle sidene"]).join(", ")}.`,
        fix: { href: "/admin/sider", label: "Skriv sidene" },
      },
      {
        key: "public-url",
        state: deps.env.PUBLIC_URL ? "ok" : "missing",
        title: "Butikkens adresse (PUBLIC_URL)",
        detail: deps.env.PUBLIC_URL
          ? `Lenker i e-post og kanoniske adresser bruker ${deps.env.PUBLIC_URL}.`
          : "PUBLIC_URL er ikke satt: lenkene i e-postene og de kanoniske adressene kan peke feil.",
        fix: deps.env.PUBLIC_URL ? undefined : { settings: ["PUBLIC_URL"], example: "https://www.butikk.no" },
      },
      {
        key: "demo-accounts",
        state: demo.length === 0 ? "ok" : "missing",
        title: "Demokontoer",
        detail:
          demo.length === 0
            ? "Ingen demokontoer finnes."
            : `Demokontoer med kjente passord finnes: ${demo.join(", ")}. Alle som har lest README-filen, kan logge inn med dem.`,
        fix: demo.length === 0 ? undefined : { href: "/admin/personer", label: "Deaktiver demokontoene" },
      },
    ];
    return items;
  }

  return {
    async report(): Promise<LaunchReport> {
      const services = serviceItems(deps.env);
      const shop = await shopItems();
      return { services, shop, open: [...shop, ...services].filter((i) => i.state !== "ok") };
    },
    /** The demo accounts alone: the back office's red warning asks this on every page. */
    demoAccounts: deps.demoAccounts,
  };
}

/** "A", "A og B", "A, B og C": the settings a fix names, as a sentence says them. */
export function words(list: readonly string[]): string {
  return list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} og ${list[list.length - 1]}`;
}

/** One log line per open item, as every production start writes them. */
export function launchWarnings(report: LaunchReport): string[] {
  return report.open.map((item) => {
    const fix = item.fix
      ? "settings" in item.fix
        ? ` Sett ${words(item.fix.settings)}.`
        : ` Se ${item.fix.href}.`
      : "";
    return `Klar for lansering: ${item.title}: ${item.detail}${fix}`;
  });
}
