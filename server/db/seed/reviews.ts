// Customer reviews: mostly approved, some waiting for approval, some anonymous, some answered.

import type { Executor } from "../client.ts";
import { insertColumns } from "./bulk.ts";
import type { ArticleSummary } from "./catalogue-insert.ts";
import { columns } from "./columns.ts";
import { DEMO_CUSTOMER_ID } from "./customers.ts";
import { Random } from "./random.ts";

const REVIEW_SALT = 0x7e71e;

const FIRST_NAMES = [
  "Ola",
  "Kari",
  "Per",
  "Ingrid",
  "Lars",
  "Sofie",
  "Jonas",
  "Nora",
  "Magnus",
  "Emma",
  "Henrik",
  "Sara",
  "Anders",
  "Ida",
  "Erik",
  "Maja",
  "Kristian",
  "Thea",
  "Sindre",
  "Marte",
  "Håkon",
  "Solveig",
  "Øyvind",
  "Åse",
];
const LAST_INITIALS = [
  "A.",
  "B.",
  "D.",
  "E.",
  "H.",
  "J.",
  "K.",
  "L.",
  "M.",
  "N.",
  "O.",
  "P.",
  "R.",
  "S.",
  "T.",
  "V.",
  "Ø.",
];

const TEXTS: Record<number, readonly string[]> = {
  5: [
    "Helt topp! Brukt på flere turer allerede og er veldig fornøyd.",
    "Fantastisk kvalitet og god passform. Anbefales!",
    "Akkurat det jeg var ute etter. Hentet i butikken samme dag.",
    "Har hatt den en hel sesong, og den ser fortsatt ny ut.",
  ],
  4: [
    "Veldig bra, men litt dyr. Ellers ingenting å utsette.",
    "God kvalitet. Trekker ett poeng for at fargen var litt mørkere enn på bildet.",
    "Fornøyd, fungerer som den skal på tur.",
  ],
  3: ["Helt grei, men forventet litt mer til prisen.", "Ok kvalitet, men passformen var ikke helt for meg."],
  2: ["Ble slitt raskere enn jeg hadde trodd.", "Litt skuffet over kvaliteten."],
  1: [
    "Gikk i stykker etter to turer. Har levert reklamasjon.",
    "Passet ikke i det hele tatt, og returen tok lang tid.",
  ],
};

const REPLIES = [
  "Takk for tilbakemeldingen! Så hyggelig at du er fornøyd.",
  "Takk for at du tok deg tid til å skrive. Ta gjerne kontakt med kundeservice, så hjelper vi deg.",
  "Leit å høre! Klubbmedlemmer har 5 års garanti – ta med varen til nærmeste butikk, så ordner vi det.",
];

const RATINGS = [
  [5, 40],
  [4, 30],
  [3, 14],
  [2, 8],
  [1, 8],
] as const;
const FIT = [
  [1, 5],
  [2, 15],
  [3, 60],
  [4, 15],
  [5, 5],
] as const;

/**
 * About one article in five has 1–4 reviews. true_to_size is 1 (small) to 5 (large), 3 = true
 * to size, only for articles with sizes. The demo customer wrote the first few (one unapproved).
 */
export function generateReviews(seed: number, articles: readonly ArticleSummary[]) {
  const rows: {
    id: number;
    articleId: number;
    customerId: number | null;
    customerName: string;
    content: string;
    reply: string | null;
    rating: number;
    approved: boolean;
    trueToSize: number | null;
    sizeColor: string | null;
    anonymous: boolean;
    createdAt: string;
  }[] = [];
  let demoReviews = 0;
  for (const a of articles) {
    if (!a.visible) continue;
    const rng = Random.derive(seed ^ REVIEW_SALT, a.id);
    if (!rng.chance(0.2)) continue;
    const count = rng.int(1, 4);
    for (let n = 0; n < count; n++) {
      const rating = rng.weighted(RATINGS);
      const byDemo = n === 0 && demoReviews < 6;
      if (byDemo) demoReviews++;
      const approved = byDemo ? demoReviews !== 3 : rng.chance(0.85);
      const created = Date.UTC(2025, 0, 1) + rng.int(0, 290) * 86_400_000 + rng.int(8, 22) * 3_600_000;
      rows.push({
        id: rows.length + 1,
        articleId: a.id,
        customerId: byDemo ? DEMO_CUSTOMER_ID : null,
        customerName: byDemo ? "Kari N." : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}`,
        content: rng.pick(TEXTS[rating]),
        reply: approved && rng.chance(0.2) ? rng.pick(REPLIES) : null,
        rating,
        approved,
        trueToSize: a.hasSizes ? rng.weighted(FIT) : null,
        sizeColor: a.hasSizes ? a.sizeColor : null,
        anonymous: !byDemo && rng.chance(0.2),
        createdAt: new Date(created).toISOString(),
      });
    }
  }
  return rows;
}

export async function insertReviews(ex: Executor, seed: number, articles: readonly ArticleSummary[]): Promise<number> {
  const rows = generateReviews(seed, articles);
  const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
  return insertColumns(
    ex,
    "reviews",
    columns({
      id: "int4",
      reviewable_type: "text",
      reviewable_id: "int4",
      customer_id: "int4",
      customer_name: "text",
      content: "text",
      reply: "text",
      rating: "int2",
      approved: "bool",
      true_to_size: "int2",
      size_color: "text",
      anonymous: "bool",
      created_at: "timestamptz",
    }),
    [
      col("id"),
      rows.map(() => "article"),
      col("articleId"),
      col("customerId"),
      col("customerName"),
      col("content"),
      col("reply"),
      col("rating"),
      col("approved"),
      col("trueToSize"),
      col("sizeColor"),
      col("anonymous"),
      col("createdAt"),
    ],
  );
}
