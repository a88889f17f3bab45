// Settings rows: brand_id null is the chain-wide value, a brand row overrides it for that brand.

import type { Executor } from "../client.ts";
import { BRANDS } from "./brands.ts";
import { insertRows } from "./bulk.ts";
import { CAMPAIGN } from "./campaigns.ts";
import type { ArticleSummary } from "./catalogue-insert.ts";
import { group2BySlug, MAIN_GROUPS, type MainGroupDef } from "./categories.ts";
import { columns } from "./columns.ts";
import { type Audience, pickArticles } from "./content.ts";

export interface GridSlot {
  type: "category" | "article" | "campaign" | "text";
  /** main group id for level 'main', article group 2 id for level 'sub'; article or campaign id. */
  id?: number;
  level?: "main" | "sub";
  title: string;
  text?: string;
  image?: string;
  link: string;
}

const HOME_GRID_KEYS = [
  "generalPromoBox",
  "newspaperBox",
  "campaignPromoBox",
  "productPromoBox",
  "storeSearch",
  "leftPopularCategory",
  "rightPopularCategory",
  "bottomPopularCategory",
  ...Array.from({ length: 9 }, (_, i) => `grid${i + 1}`),
] as const;
export type HomeGridKey = (typeof HOME_GRID_KEYS)[number];
export type HomeGrid = Record<HomeGridKey, GridSlot>;

const mainOf = (id: number): MainGroupDef => MAIN_GROUPS.find((m) => m.id === id) as MainGroupDef;

function subcategory(mainSlug: string, slug: string, title: string, text: string, image: string): GridSlot {
  return {
    type: "category",
    level: "sub",
    id: group2BySlug(slug).id,
    title,
    text,
    image,
    link: `/${mainSlug}/${slug}`,
  };
}

function category(id: number, text: string): GridSlot {
  const m = mainOf(id);
  return {
    type: "category",
    level: "main",
    id,
    title: m.name === "Tekstil" ? "Klær" : m.name,
    text,
    image: `/img/p/${m.bannerHex}/${m.bannerShape}.svg`,
    link: `/${m.slug}`,
  };
}

function article(
  articles: readonly ArticleSummary[],
  group3Slug: string,
  nth: number,
  title: string,
  text: string,
  audience: Audience = "adults",
): GridSlot {
  const ids = pickArticles(articles, group3Slug, nth + 1, audience);
  const id = ids[nth] ?? ids[0] ?? articles.find((a) => a.visible)?.id;
  return id === undefined
    ? { type: "text", title, text, link: "/" }
    : { type: "article", id, title, text, link: `/product/${id}` };
}

export function homeGrid(articles: readonly ArticleSummary[], kids = false): HomeGrid {
  return {
    generalPromoBox: {
      type: "text",
      title: "Klikk og hent – gratis",
      text: "Bestill på nett og hent i butikken. Varene ligger klare i inntil 7 dager.",
      image: "/img/p/1d4e89/sekk.svg",
      link: "/kundeservice",
    },
    newspaperBox: {
      type: "campaign",
      id: CAMPAIGN.klikkOgHent,
      title: "Ukens annonse!",
      text: "Se ukens beste tilbud.",
      image: "/img/p/1d4e89/annet.svg",
      link: `/kampanjer/${CAMPAIGN.klikkOgHent}`,
    },
    campaignPromoBox: {
      type: "campaign",
      id: CAMPAIGN.vintersalg,
      title: "Vintersalg",
      text: "Opptil 40 % på vinterklær, ski og alpinutstyr.",
      image: "/img/p/1f5fbf/ski.svg",
      link: `/kampanjer/${CAMPAIGN.vintersalg}`,
    },
    productPromoBox: kids
      ? article(articles, "ullsett", 0, "Ullsett til barna", "Myk merinoull som varmer hele vinteren.", "kids")
      : article(articles, "skalljakker", 0, "Ukens skalljakke", "Vanntett og pustende, med vannsøyle 15 000 mm."),
    storeSearch: {
      type: "text",
      title: "Finn din butikk",
      text: "Se åpningstider og hva som er på lager i butikken nær deg.",
      image: "/img/p/2e5e3a/annet.svg",
      link: "/butikker",
    },
    leftPopularCategory: subcategory(
      "klaer",
      "jakker",
      "Jakker",
      "Skalljakker, dunjakker og regnjakker.",
      "/img/p/1d5c63/jakke.svg",
    ),
    rightPopularCategory: subcategory(
      "sko",
      "fjellsko",
      "Fjellsko",
      "Stødige sko for tur i ulendt terreng.",
      "/img/p/6d4c41/sko.svg",
    ),
    bottomPopularCategory: subcategory(
      "vintersport",
      "hjelmer-&-alpinbriller",
      "Hjelmer & alpinbriller",
      "Trygg og klar i bakken.",
      "/img/p/1f5fbf/hjelm.svg",
    ),
    grid1: category(1, "Klær for tur, trening og hverdag."),
    grid2: category(2, "Sko for fjell, løping og vinter."),
    grid3: category(3, "Sekker, telt og soveposer."),
    grid4: category(4, "Ski, staver, hjelmer og alpinbriller."),
    grid5: article(articles, "ullgensere", 0, "Ullgenser", "Varm merinoull til kalde dager."),
    grid6: article(articles, "alpinbriller", 0, "Alpinbriller", "Klart syn i flatt lys."),
    grid7: subcategory("vintersport", "staver", "Staver", "Alpinstaver og langrennsstaver.", "/img/p/1f2a44/stav.svg"),
    grid8: {
      type: "campaign",
      id: CAMPAIGN.turklar,
      title: "Turklar",
      text: "20 % på utvalgt turutstyr.",
      image: "/img/p/2e5e3a/telt.svg",
      link: `/kampanjer/${CAMPAIGN.turklar}`,
    },
    grid9: {
      type: "text",
      title: "Bli medlem i kundeklubben",
      text: "Som medlem får du 5 års garanti, egne tilbud og bursdagsgave.",
      image: "/img/p/b3124e/annet.svg",
      link: "/kundeservice",
    },
  };
}

export function settingRows(articles: readonly ArticleSummary[]) {
  const global = (key: string, value: unknown) => ({
    brand_id: null as number | null,
    key,
    value: JSON.stringify(value),
  });
  const brand = (slug: string, key: string, value: unknown) => {
    const b = BRANDS.find((x) => x.slug === slug);
    if (!b) throw new Error(`unknown brand ${slug}`);
    return { brand_id: b.id as number | null, key, value: JSON.stringify(value) };
  };
  const rows = [
    global("homeGrid", homeGrid(articles)),
    global("menuCategories", [1, 2, 3, 4, 5]),
    global("supportEmail", "kundeservice@butikk.no"),
    global("supportPhone", "+47 22 00 00 00"),
    global("chainId", 1),
    global("currency", "NOK"),
    brand("smatroll", "homeGrid", homeGrid(articles, true)),
    brand("smatroll", "menuCategories", [1, 2, 3]),
    brand("lopestua", "menuCategories", [1, 2]),
    brand("vinterland", "menuCategories", [4, 1, 2, 3]),
  ];
  for (const b of BRANDS.filter((x) => !x.isDefault)) rows.push(brand(b.slug, "supportEmail", b.supportEmail));
  return rows.map((r, i) => ({ id: i + 1, ...r }));
}

export async function insertSettings(ex: Executor, articles: readonly ArticleSummary[]): Promise<void> {
  await insertRows(
    ex,
    "settings",
    columns({ id: "int4", brand_id: "int4", key: "text", value: "json" }),
    settingRows(articles),
  );
}
