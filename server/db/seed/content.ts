// Editorial content: blog, polls and social posts. All dates are fixed.

import type { Executor } from "../client.ts";
import { insertRows } from "./bulk.ts";
import type { ArticleSummary } from "./catalogue-insert.ts";
import { columns } from "./columns.ts";
import { GENDER } from "./reference.ts";

export type Audience = "kids" | "adults";
const isKids = (a: ArticleSummary) => a.genderId === GENDER.barn || a.genderId === GENDER.junior;

/**
 * The first `count` visible articles of a group (by group 3 slug), in id order; for an audience,
 * its articles first (any of the group when there are too few).
 */
export function pickArticles(
  articles: readonly ArticleSummary[],
  group3Slug: string,
  count: number,
  audience?: Audience,
): number[] {
  const ids: number[] = [];
  const passes = audience ? [(a: ArticleSummary) => isKids(a) === (audience === "kids"), () => true] : [() => true];
  for (const fits of passes) {
    for (const a of articles) {
      if (ids.length >= count) return ids;
      if (a.visible && a.group3Slug === group3Slug && fits(a) && !ids.includes(a.id)) ids.push(a.id);
    }
  }
  return ids;
}

export const BLOG_CATEGORIES = [
  { id: 1, slug: "turtips", name: "Turtips" },
  { id: 2, slug: "vinter", name: "Vinter" },
  { id: 3, slug: "loping", name: "Løping" },
  { id: 4, slug: "barn-og-familie", name: "Barn og familie" },
] as const;

interface PostDef {
  title: string;
  slug: string;
  body: string;
  image: string;
  categories: number[];
  brandId: number | null;
  /** [group 3 slug, how many] for the main and related articles. */
  articles: [string, number][];
  audience: Audience;
  publishedAt: string;
}

const POSTS: readonly PostDef[] = [
  {
    title: "Slik kler du deg for fjelltur i all slags vær",
    slug: "slik-kler-du-deg-for-fjelltur",
    body:
      "Været på fjellet kan skifte på minutter. Med lag-på-lag-prinsippet er du forberedt på både sol, vind og regn.\n\n" +
      "Innerst bør du ha ull, som varmer selv når den blir fuktig. Over dette et mellomlag i fleece eller ull, og ytterst en vanntett og pustende skalljakke. Se etter en vannsøyle på minst 15 000 mm.\n\n" +
      "Husk lue og votter i sekken – også om sommeren.",
    image: "/img/p/1d5c63/jakke.svg",
    categories: [1],
    brandId: null,
    audience: "adults",
    articles: [
      ["skalljakker", 1],
      ["ullgensere", 2],
      ["fjellsko", 2],
    ],
    publishedAt: "2025-03-10T08:00:00Z",
  },
  {
    title: "Slik velger du riktige alpinbriller",
    slug: "slik-velger-du-riktige-alpinbriller",
    body:
      "Gode alpinbriller gjør det lettere å lese terrenget i flatt lys. Linsekategori S1 passer i gråvær og snøvær, S2 er et godt allround-valg, og S3 er for sterk sol.\n\n" +
      "Sjekk at brillene passer sammen med hjelmen din, og at det ikke blir en glippe mellom hjelm og brille.",
    image: "/img/p/1f5fbf/briller.svg",
    categories: [2],
    brandId: null,
    audience: "adults",
    articles: [
      ["alpinbriller", 3],
      ["alpinhjelm", 2],
    ],
    publishedAt: "2025-01-20T08:00:00Z",
  },
  {
    title: "Fem tips til din første toppturdag",
    slug: "fem-tips-til-din-forste-toppturdag",
    body: "1. Sjekk skredvarselet på varsom.no før du drar.\n2. Gå sammen med noen som har erfaring.\n3. Ta med ekstra lag, mat og varm drikke på termos.\n4. Snu i tide – toppen er ikke målet, men å komme trygt ned.\n5. Bruk staver som kan justeres i lengde.",
    image: "/img/p/2e5e3a/ski.svg",
    categories: [1, 2],
    brandId: null,
    audience: "adults",
    articles: [
      ["fjellski", 1],
      ["alpinstaver", 2],
      ["termoser", 1],
    ],
    publishedAt: "2025-02-14T08:00:00Z",
  },
  {
    title: "Barnehagestart: dette trenger barnet i garderoben",
    slug: "barnehagestart-dette-trenger-barnet",
    body:
      "Barnehagen er ute i all slags vær. Sørg for at garderoben har regntøy, ullundertøy, fleece, lue, votter og et par ekstra sokker.\n\n" +
      "Merk alt med navn – det sparer både deg og de ansatte for mye leting.",
    image: "/img/p/b3124e/jakke.svg",
    categories: [4],
    brandId: 3,
    audience: "kids",
    articles: [
      ["ullsett", 2],
      ["regnjakker", 1],
      ["luer", 1],
    ],
    publishedAt: "2025-08-01T08:00:00Z",
  },
  {
    title: "Ull, dun eller fiber? Velg riktig sovepose",
    slug: "velg-riktig-sovepose",
    body:
      "Dun gir mest varme for vekten, men mister isolasjonsevnen når det blir vått. Fiber tåler fukt bedre og er rimeligere.\n\n" +
      "Se etter komforttemperaturen – den sier hvor kaldt det kan være før du fryser. En sovepose med komforttemperatur -5 °C holder for de fleste sommer- og høstturer på fjellet.",
    image: "/img/p/2e5e3a/sovepose.svg",
    categories: [1],
    brandId: null,
    audience: "adults",
    articles: [
      ["dunsoveposer", 2],
      ["fibersoveposer", 1],
      ["liggeunderlag", 1],
    ],
    publishedAt: "2025-05-05T08:00:00Z",
  },
  {
    title: "Kom i gang med løping i vinter",
    slug: "kom-i-gang-med-loping-i-vinter",
    body:
      "Vinterløping er deilig, men krever litt mer utstyr. Et tynt lag ull innerst, tights og en vindtett jakke holder deg varm.\n\n" +
      "Bruk sko med godt grep eller pigger når det er glatt, og refleks – det er mørkt store deler av dagen.",
    image: "/img/p/ffd23f/sko.svg",
    categories: [3, 2],
    brandId: 4,
    audience: "adults",
    articles: [
      ["lopesko", 2],
      ["tights", 1],
      ["ulltroyer", 1],
    ],
    publishedAt: "2025-11-03T08:00:00Z",
  },
  {
    title: "Vedlikehold av skalljakken – vask og impregnering",
    slug: "vedlikehold-av-skalljakken",
    body:
      "En skitten skalljakke puster dårligere. Vask den på 40 grader med teknisk vaskemiddel, og lukk alle glidelåser først.\n\n" +
      "Når vannet ikke lenger preller av, er det tid for ny impregnering. Spray på mens jakken er fuktig, og la den tørke.",
    image: "/img/p/1d4e89/jakke.svg",
    categories: [1],
    brandId: 2,
    audience: "adults",
    articles: [
      ["skalljakker", 2],
      ["skopleie", 1],
    ],
    publishedAt: "2025-04-12T08:00:00Z",
  },
  {
    title: "Slik kler du barna for kalde vinterdager",
    slug: "slik-kler-du-barna-for-kalde-vinterdager",
    body:
      "Barn fryser fortere enn voksne. Start med ullundertøy, ha på en ullgenser eller fleece, og ytterst en vindtett og vanntett dress eller jakke og bukse.\n\n" +
      "Gode votter og varme vinterstøvler er det viktigste – kalde fingre og tær ødelegger enhver skitur.",
    image: "/img/p/b3124e/lue.svg",
    categories: [4, 2],
    brandId: 3,
    audience: "kids",
    articles: [
      ["ullsett", 1],
      ["votter", 1],
      ["vinterstovler", 2],
    ],
    publishedAt: "2025-10-20T08:00:00Z",
  },
];

export async function insertBlog(ex: Executor, articles: readonly ArticleSummary[]): Promise<void> {
  await insertRows(ex, "blog_categories", columns({ id: "int4", slug: "text", name: "text" }), BLOG_CATEGORIES);
  const posts = POSTS.map((p, i) => {
    const ids = p.articles.flatMap(([slug, n]) => pickArticles(articles, slug, n, p.audience));
    return {
      id: i + 1,
      brand_id: p.brandId,
      title: p.title,
      slug: p.slug,
      body: p.body,
      featured_image: p.image,
      main_article_id: ids[0] ?? null,
      // int4[] sent as text and parsed by PostgreSQL, as unnest cannot take an array of arrays
      related_article_ids: `{${ids.slice(1).join(",")}}`,
      published_at: p.publishedAt,
    };
  });
  await insertRows(
    ex,
    "blog_posts",
    [
      { name: "id", type: "int4" },
      { name: "brand_id", type: "int4" },
      { name: "title", type: "text" },
      { name: "slug", type: "text" },
      { name: "body", type: "text" },
      { name: "featured_image", type: "text" },
      { name: "main_article_id", type: "int4" },
      { name: "related_article_ids", type: "text", expr: 'u."related_article_ids"::int4[]' },
      { name: "published_at", type: "timestamptz" },
    ],
    posts,
  );
  await insertRows(
    ex,
    "blog_post_categories",
    columns({ post_id: "int4", category_id: "int4" }),
    POSTS.flatMap((p, i) => p.categories.map((c) => ({ post_id: i + 1, category_id: c }))),
  );
}

const POLLS = [
  {
    name: "Fjellquiz",
    description: "Hvor godt kjenner du norsk fjellvett? Svar på tre spørsmål.",
    banner: "/img/p/2e5e3a/telt.svg",
    questions: [
      { text: "Hvor mange punkter har fjellvettreglene?", options: ["Sju", "Ni", "Tolv"], correct: 1 },
      { text: "Hva er Norges høyeste fjell?", options: ["Glittertind", "Galdhøpiggen", "Snøhetta"], correct: 1 },
      {
        text: "Hva bør du alltid ha i sekken på fjellet?",
        options: ["Ekstra klær", "Paraply", "Bærbar PC"],
        correct: 0,
      },
    ],
  },
  {
    name: "Vinterquiz",
    description: "Test kunnskapen din om ski og vinter.",
    banner: "/img/p/1f5fbf/ski.svg",
    questions: [
      {
        text: "Hvilken smøring bruker du for feste på kald snø?",
        options: ["Rød klister", "Blå festevoks", "Glider"],
        correct: 1,
      },
      { text: "Hvilken linsekategori passer best i flatt lys?", options: ["S1", "S3", "S4"], correct: 0 },
      { text: "Hvor lenge har du angrerett på nettkjøp?", options: ["7 dager", "14 dager", "30 dager"], correct: 1 },
    ],
  },
] as const;

export async function insertPolls(ex: Executor): Promise<void> {
  const polls = POLLS.map((p, i) => ({
    id: i + 1,
    name: p.name,
    description: p.description,
    banner_desktop: p.banner,
    banner_mobile: p.banner,
    active: true,
    starts_at: "2025-01-01T00:00:00Z",
    ends_at: "2030-12-31T23:59:59Z",
  }));
  const questions: { id: number; poll_id: number; text: string; sort: number }[] = [];
  const options: { id: number; question_id: number; text: string; correct: boolean }[] = [];
  POLLS.forEach((p, pi) => {
    p.questions.forEach((q, qi) => {
      const questionId = questions.length + 1;
      questions.push({ id: questionId, poll_id: pi + 1, text: q.text, sort: (qi + 1) * 10 });
      q.options.forEach((o, oi) => {
        options.push({ id: options.length + 1, question_id: questionId, text: o, correct: oi === q.correct });
      });
    });
  });
  await insertRows(
    ex,
    "polls",
    columns({
      id: "int4",
      name: "text",
      description: "text",
      banner_desktop: "text",
      banner_mobile: "text",
      active: "bool",
      starts_at: "timestamptz",
      ends_at: "timestamptz",
    }),
    polls,
  );
  await insertRows(
    ex,
    "poll_questions",
    columns({ id: "int4", poll_id: "int4", text: "text", sort: "int4" }),
    questions,
  );
  await insertRows(
    ex,
    "poll_options",
    columns({ id: "int4", question_id: "int4", text: "text", correct: "bool" }),
    options,
  );
}

const SOCIAL = [
  {
    brandId: null,
    message: "Nå er vintersalget i gang! Opptil 40 % på ski, alpinbriller og vinterklær.",
    image: "/img/p/1f5fbf/ski.svg",
    link: "/kampanjer/2",
    postedAt: "2025-11-02T09:00:00Z",
  },
  {
    brandId: null,
    message: "Bestill på nett og hent i butikken samme dag med Klikk og hent – helt gratis.",
    image: "/img/p/1d4e89/sekk.svg",
    link: "/kundeservice",
    postedAt: "2025-10-15T12:30:00Z",
  },
  {
    brandId: 2,
    message: "Breheim-kolleksjonen er testet i Jotunheimen hele sommeren. Nå er den i butikk.",
    image: "/img/p/2e5e3a/jakke.svg",
    link: "/vintersport",
    postedAt: "2025-09-01T08:00:00Z",
  },
  {
    brandId: 3,
    message: "Barnehagestart? Vi har laget en sjekkliste over alt som trengs i garderoben.",
    image: "/img/p/b3124e/lue.svg",
    link: "/barn",
    postedAt: "2025-08-05T07:45:00Z",
  },
  {
    brandId: 4,
    message: "Bli med på fellesløp fra butikken i Bogstadveien hver torsdag kl. 18.",
    image: "/img/p/ffd23f/sko.svg",
    link: "/",
    postedAt: "2025-10-01T16:00:00Z",
  },
  {
    brandId: 5,
    message: "Skiservice før sesongen? Lever skiene i butikken i dag, hent dem ferdig preparert i morgen.",
    image: "/img/p/0b3c5d/ski.svg",
    link: "/vintersport/ski",
    postedAt: "2025-11-10T10:00:00Z",
  },
];

export async function insertSocialPosts(ex: Executor): Promise<void> {
  await insertRows(
    ex,
    "social_posts",
    columns({ id: "int4", brand_id: "int4", message: "text", image: "text", link: "text", posted_at: "timestamptz" }),
    SOCIAL.map((s, i) => ({
      id: i + 1,
      brand_id: s.brandId,
      message: s.message,
      image: s.image,
      link: s.link,
      posted_at: s.postedAt,
    })),
  );
}
