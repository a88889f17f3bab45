// Campaigns with fixed, wide date windows (never relative to the seeding time, so every run is
// identical): active ones run 2025–2030, one ended in 2024 and one starts in 2030.

import type { Executor } from "../client.ts";
import { insertColumns, insertRows } from "./bulk.ts";
import type { ArticleSummary } from "./catalogue-insert.ts";
import { columns } from "./columns.ts";
import { Random } from "./random.ts";

export const CAMPAIGN = {
  klikkOgHent: 1,
  vintersalg: 2,
  nyheter: 3,
  turklar: 4,
  sommersalg2024: 5,
  blackWeek2030: 6,
} as const;

// Midnight to midnight in Oslo (UTC+1 in winter), so the shop shows 31 December as the last day.
const ACTIVE_FROM = "2024-12-31T23:00:00Z";
const ACTIVE_TO = "2030-12-31T22:59:59Z";

export const CAMPAIGNS = [
  {
    id: CAMPAIGN.klikkOgHent,
    name: "Ukens annonse",
    short_description: "Klikk & Hent",
    description: "Ukens beste tilbud. Bestill på nett og hent i butikken – varene ligger klare samme dag.",
    starts_at: ACTIVE_FROM,
    ends_at: ACTIVE_TO,
    image: "/img/p/1d4e89/annet.svg",
    image_mobile: "/img/p/1d4e89/annet.svg",
    show_label: true,
    show_image: true,
    label_text: "Ukens pris",
    url: "/kampanjer/1",
    combined: false,
  },
  {
    id: CAMPAIGN.vintersalg,
    name: "Vintersalg",
    short_description: "Opptil 40 % på vinter",
    description: "Spar opptil 40 % på vinterklær, ski og alpinutstyr så lenge lageret rekker.",
    starts_at: ACTIVE_FROM,
    ends_at: ACTIVE_TO,
    image: "/img/p/1f5fbf/ski.svg",
    image_mobile: "/img/p/1f5fbf/ski.svg",
    show_label: true,
    show_image: true,
    label_text: "Vintersalg",
    url: "/kampanjer/2",
    combined: false,
  },
  {
    id: CAMPAIGN.nyheter,
    name: "Nyheter for sesongen",
    short_description: "Nyheter",
    description: "Sesongens nyheter med introduksjonsrabatt. Kan kombineres med andre tilbud.",
    starts_at: ACTIVE_FROM,
    ends_at: ACTIVE_TO,
    image: "/img/p/2e5e3a/annet.svg",
    image_mobile: "/img/p/2e5e3a/annet.svg",
    show_label: true,
    show_image: false,
    label_text: "Nyhet",
    url: "/kampanjer/3",
    combined: true,
  },
  {
    id: CAMPAIGN.turklar,
    name: "Turklar",
    short_description: "20 % på turutstyr",
    description: "Gjør deg klar for tur: 20 % på utvalgte sekker, telt, tursko og turklær.",
    starts_at: ACTIVE_FROM,
    ends_at: ACTIVE_TO,
    image: "/img/p/2e5e3a/telt.svg",
    image_mobile: "/img/p/2e5e3a/telt.svg",
    show_label: true,
    show_image: true,
    label_text: "Turklar",
    url: "/kampanjer/4",
    combined: false,
  },
  {
    id: CAMPAIGN.sommersalg2024,
    name: "Sommersalg 2024",
    short_description: "Sommersalg",
    description: "Sommersalget er over.",
    starts_at: "2024-06-01T00:00:00Z",
    ends_at: "2024-08-31T23:59:59Z",
    image: "/img/p/ef7d22/annet.svg",
    image_mobile: "/img/p/ef7d22/annet.svg",
    show_label: true,
    show_image: true,
    label_text: "Sommersalg",
    url: "/kampanjer/5",
    combined: false,
  },
  {
    id: CAMPAIGN.blackWeek2030,
    name: "Black Week 2030",
    short_description: "Black Week",
    description: "Årets beste priser – kommer snart.",
    starts_at: "2030-11-20T00:00:00Z",
    ends_at: "2030-12-02T23:59:59Z",
    image: "/img/p/1b1b1b/annet.svg",
    image_mobile: "/img/p/1b1b1b/annet.svg",
    show_label: true,
    show_image: true,
    label_text: "Black Week",
    url: "/kampanjer/6",
    combined: false,
  },
] as const;

const CAMPAIGN_SALT = 0xca3a1;
const BESTSELLER_SALT = 0xbe57;

/** A campaign price below the shelf price: x900 øre for larger amounts, x0 for small ones. */
export function campaignPrice(priceOre: number, percentOff: number, odd = false): number {
  const target = (priceOre * (100 - percentOff)) / 100;
  let ore = priceOre >= 10_000 ? Math.floor(target / 1000) * 1000 + 900 : Math.floor(target / 10) * 10;
  if (odd) ore += 50; // x99,50: rounds up to whole kroner
  if (ore >= priceOre) ore = Math.floor(target);
  return Math.max(1, Math.min(ore, priceOre - 1));
}

interface Line {
  campaignId: number;
  articleId: number;
  priceOre: number;
  labelType: "percent" | "price" | "new";
  labelData: string;
}

const label = (text: string) => JSON.stringify({ text });

/** Which articles are in which campaigns. Some are in two campaigns at different prices. */
export function campaignLines(seed: number, articles: readonly ArticleSummary[]): Line[] {
  const lines: Line[] = [];
  for (const [index, a] of articles.entries()) {
    if (!a.visible) continue;
    const rng = Random.derive(seed ^ CAMPAIGN_SALT, a.id);
    const odd = rng.chance(0.1);
    const add = (campaignId: number, labelType: Line["labelType"], percent: number, text?: string) =>
      lines.push({
        campaignId,
        articleId: a.id,
        priceOre: campaignPrice(a.priceOre, percent, odd),
        labelType,
        labelData: label(text ?? `-${percent}%`),
      });
    if (index % 50 === 7) add(CAMPAIGN.klikkOgHent, "price", 25, "Ukens pris");
    if (a.season === "winter" && rng.chance(0.12)) add(CAMPAIGN.vintersalg, "percent", rng.pick([20, 30, 40]));
    if (a.customLabel === "Nyhet" || rng.chance(0.02)) add(CAMPAIGN.nyheter, "new", 10, "Nyhet");
    // Every other weekly-ad article is also in Turklar, at a different price.
    const outdoor = a.mainGroupId <= 3 && a.season !== "winter";
    if (index % 100 === 7 || (outdoor && rng.chance(0.06))) add(CAMPAIGN.turklar, "percent", 20);
    if (a.season === "summer" && rng.chance(0.05)) add(CAMPAIGN.sommersalg2024, "percent", 50);
    if (rng.chance(0.01)) add(CAMPAIGN.blackWeek2030, "percent", 35);
  }
  return lines;
}

export async function insertCampaigns(
  ex: Executor,
  seed: number,
  articles: readonly ArticleSummary[],
): Promise<number> {
  await insertRows(
    ex,
    "campaigns",
    columns({
      id: "int4",
      name: "text",
      short_description: "text",
      description: "text",
      starts_at: "timestamptz",
      ends_at: "timestamptz",
      image: "text",
      image_mobile: "text",
      show_label: "bool",
      show_image: "bool",
      label_text: "text",
      url: "text",
      combined: "bool",
    }),
    CAMPAIGNS,
  );
  const lines = campaignLines(seed, articles);
  return insertColumns(
    ex,
    "campaign_lines",
    columns({
      id: "int4",
      campaign_id: "int4",
      article_id: "int4",
      price_ore: "int4",
      label_type: "text",
      label_data: "text",
    }),
    [
      lines.map((_, i) => i + 1),
      lines.map((l) => l.campaignId),
      lines.map((l) => l.articleId),
      lines.map((l) => l.priceOre),
      lines.map((l) => l.labelType),
      lines.map((l) => l.labelData),
    ],
  );
}

/** About 30 % of articles have sales ranks; ranks are 1..n and unique per list. */
export function bestsellerRanks(seed: number, articles: readonly ArticleSummary[]) {
  const sold: { id: number; qty: number; turnover: number }[] = [];
  for (const a of articles) {
    const rng = Random.derive(seed ^ BESTSELLER_SALT, a.id);
    if (!rng.chance(0.3)) continue;
    const qty = Math.floor(rng.float() ** 3 * 5000) + 1;
    sold.push({ id: a.id, qty, turnover: qty * a.priceOre });
  }
  const qtyRank = new Map([...sold].sort((x, y) => y.qty - x.qty || x.id - y.id).map((s, i) => [s.id, i + 1] as const));
  const turnoverRank = new Map(
    [...sold].sort((x, y) => y.turnover - x.turnover || x.id - y.id).map((s, i) => [s.id, i + 1] as const),
  );
  return sold.map((s) => ({
    articleId: s.id,
    qtyRank: qtyRank.get(s.id) ?? 0,
    turnoverRank: turnoverRank.get(s.id) ?? 0,
  }));
}

export async function insertBestsellers(
  ex: Executor,
  seed: number,
  articles: readonly ArticleSummary[],
): Promise<number> {
  const ranks = bestsellerRanks(seed, articles);
  return insertColumns(ex, "bestsellers", columns({ article_id: "int4", qty_rank: "int4", turnover_rank: "int4" }), [
    ranks.map((r) => r.articleId),
    ranks.map((r) => r.qtyRank),
    ranks.map((r) => r.turnoverRank),
  ]);
}
