// The articles of a chain's ERP file (decision 071): one line per variant, lines with the same article
// number are one article. Planning reads what the catalogue has in a handful of set-based statements
// (every article by number, every variant by EAN, the small reference tables whole) and decides the
// rest in memory: what each line creates or changes (old → new, in words) or why it is refused, and
// which brands (product lines), groups, colours and sizes must be created first. Writing is
// set-based too: multi-row inserts and updates from `jsonb_to_recordset`, a batch at a time.
import { sql } from "drizzle-orm";
import { slugify } from "../../../domain/slug.ts";
import { type Executor, rows } from "../../db/client.ts";
import { kr, type PlannedLine, pgArray, refused } from "./import.ts";
import type { ArticleLine } from "./import-article-lines.ts";

/** A brand, group, colour or size: one the catalogue has (id) or one the file names (id null until written). */
interface Node {
  id: number | null;
  name: string;
  /** The first line that names a new one. */
  line: number;
}
interface Group extends Node {
  slug: string;
  parent: Group | null;
}
interface ColorGroup extends Node {
  label: string;
  hex: string;
}
interface Color extends Node {
  group: ColorGroup;
}

interface ArticleState {
  name: string;
  brand: Node;
  genderId: number;
  main: Group;
  sub: Group;
  group: Group;
  priceOre: number;
  pantOre: number;
  webPurchaseLimit: number;
  onlyCC: boolean;
  visible: boolean;
  season: string | null;
  description: string;
  techDescription: string;
}

export interface ArticleWrite {
  line: number;
  /** Null for a new article (set once written). */
  id: number | null;
  isNew: boolean;
  articleNo: string;
  state: ArticleState;
  /** The audit's fields that changed, before and after (empty for a new article). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The drawing a new article starts with: its first colour in its group's shape. */
  image: string;
  /** A new article's search text as the seed writes it (brand, groups, colours, gender), made on writing. */
  colors: Set<string>;
  genderName: string;
}

export interface VariantWrite {
  line: number;
  /** Null for a new variant. */
  id: number | null;
  ean: string;
  article: ArticleWrite | { id: number };
  size: Node;
  color: Color;
}

export interface ArticlesPlan {
  plan: PlannedLine[];
  /** What is created before the articles, each with the first line that names it. */
  created: PlannedLine[];
  nodes: { brands: Node[]; groups: Group[]; colorGroups: ColorGroup[]; colors: Color[]; sizes: Node[] };
  articles: ArticleWrite[];
  variants: VariantWrite[];
  /** Every article a line of the file touches (its search text is made again). */
  touched: (ArticleWrite | { id: number })[];
}

interface ExistingArticle {
  id: number;
  articleNo: string;
  name: string;
  brandId: number;
  genderId: number;
  mainId: number;
  subId: number;
  groupId: number;
  priceOre: number;
  pantOre: number;
  webPurchaseLimit: number;
  onlyCC: boolean;
  visible: number;
  season: string | null;
  description: string;
  techDescription: string;
}

const key = (name: string) => name.trim().toLocaleLowerCase("nb-NO");

/** Colour groups the file names that the catalogue lacks get a colour a person would expect. */
const GROUP_HEX: Record<string, string> = {
  svart: "#1b1b1b",
  hvit: "#ffffff",
  gra: "#8a8d91",
  bla: "#1f5fbf",
  rod: "#c62828",
  gronn: "#2e7d32",
  gul: "#f2c230",
  oransje: "#ef7d22",
  rosa: "#f4a6c0",
  lilla: "#7e57c2",
  brun: "#6d4c41",
  beige: "#d8c3a5",
};

async function loadReference(ex: Executor) {
  const [brands, genders, groups, colorGroups, colors, sizes] = await Promise.all([
    rows<{ id: number; name: string }>(ex, sql`select id, name from product_lines`),
    rows<{ id: number; name: string }>(ex, sql`select id, name from genders`),
    rows<{ id: number; name: string; slug: string; level: number; parent: number | null }>(
      ex,
      sql`select id, name, slug, 1 as level, null::int as parent from main_groups
          union all select id, name, slug, 2, main_group_id from article_groups2
          union all select id, name, slug, 3, article_group2_id from article_groups3 order by level, id`,
    ),
    rows<{ id: number; name: string; label: string; hex: string }>(
      ex,
      sql`select id, name, label, hex from color_groups order by id`,
    ),
    rows<{ id: number; name: string; group: number }>(
      ex,
      sql`select id, name, color_group_id as group from colors order by id`,
    ),
    rows<{ id: number; name: string }>(ex, sql`select id, name from sizes order by sort, id`),
  ]);
  return { brands, genders, groups, colorGroups, colors, sizes };
}

/** Names to nodes, creating (in the plan) the ones the catalogue lacks. */
function catalogueNames(ref: Awaited<ReturnType<typeof loadReference>>) {
  const created: PlannedLine[] = [];
  const nodes: ArticlesPlan["nodes"] = { brands: [], groups: [], colorGroups: [], colors: [], sizes: [] };
  const brands = new Map(ref.brands.map((b) => [key(b.name), { id: b.id, name: b.name, line: 0 } as Node]));
  const sizes = new Map<string, Node>();
  for (const s of ref.sizes) if (!sizes.has(key(s.name))) sizes.set(key(s.name), { id: s.id, name: s.name, line: 0 });
  // Groups by parent and by slug and by name: 'Klær' and 'klaer' are one group.
  const groups = new Map<Group | null, Map<string, Group>>();
  const byId = new Map<number, Group>();
  const children = (parent: Group | null) => {
    const found = groups.get(parent) ?? new Map<string, Group>();
    groups.set(parent, found);
    return found;
  };
  const levels: Map<number, Group>[] = [new Map(), new Map(), new Map()];
  for (const g of ref.groups) {
    const parent = g.parent === null ? null : (levels[g.level - 2].get(g.parent) ?? null);
    const node: Group = { id: g.id, name: g.name, slug: g.slug, parent, line: 0 };
    levels[g.level - 1].set(g.id, node);
    byId.set(g.id, node);
    const list = children(parent);
    if (!list.has(g.slug)) list.set(g.slug, node);
    if (!list.has(key(g.name))) list.set(key(g.name), node);
  }
  const colorGroups = new Map<string, ColorGroup>();
  const colorGroupById = new Map<number, ColorGroup>();
  for (const g of ref.colorGroups) {
    const node: ColorGroup = { id: g.id, name: g.name, label: g.label, hex: g.hex, line: 0 };
    colorGroupById.set(g.id, node);
    for (const k of [key(g.name), key(g.label), slugify(g.label)]) if (!colorGroups.has(k)) colorGroups.set(k, node);
  }
  const colors = new Map<string, Color>();
  const colorById = new Map<number, Color>();
  for (const c of ref.colors) {
    const group = colorGroupById.get(c.group) as ColorGroup;
    const node: Color = { id: c.id, name: c.name, group, line: 0 };
    colorById.set(c.id, node);
    if (!colors.has(key(c.name))) colors.set(key(c.name), node);
  }
  const groupPath = (g: Group): string => (g.parent ? `${groupPath(g.parent)} › ${g.name}` : g.name);

  return {
    created,
    nodes,
    byId,
    colorById,
    sizeById: new Map([...sizes.values()].map((s) => [s.id as number, s])),
    brandById: new Map([...brands.values()].map((b) => [b.id as number, b])),
    groupPath,
    brand(name: string, line: number): Node {
      const found = brands.get(key(name));
      if (found) return found;
      const node: Node = { id: null, name, line };
      brands.set(key(name), node);
      nodes.brands.push(node);
      created.push({ line, action: "new", text: `Nytt merke «${name}»` });
      return node;
    },
    group(parent: Group | null, name: string, line: number): Group {
      const list = children(parent);
      const slug = slugify(name) || "gruppe";
      const found = list.get(slug) ?? list.get(key(name));
      if (found) return found;
      const node: Group = { id: null, name, slug, parent, line };
      list.set(slug, node);
      list.set(key(name), node);
      nodes.groups.push(node);
      const what = !parent ? "Ny hovedgruppe" : parent.parent ? "Ny varegruppe" : "Ny undergruppe";
      created.push({ line, action: "new", text: `${what} «${name}»${parent ? ` i ${groupPath(parent)}` : ""}` });
      return node;
    },
    color(name: string, groupName: string, line: number): Color | string {
      const found = colors.get(key(name));
      if (found) return found;
      if (!groupName) return `ny farge «${name}» mangler fargegruppe (colorGroup)`;
      let group = colorGroups.get(key(groupName)) ?? colorGroups.get(slugify(groupName));
      if (!group) {
        const slug = slugify(groupName) || "farge";
        group = { id: null, name: slug, label: groupName, hex: GROUP_HEX[slug] ?? "#9e9e9e", line };
        colorGroups.set(key(groupName), group);
        colorGroups.set(slug, group);
        nodes.colorGroups.push(group);
        created.push({ line, action: "new", text: `Ny fargegruppe «${groupName}»` });
      }
      const node: Color = { id: null, name, group, line };
      colors.set(key(name), node);
      nodes.colors.push(node);
      created.push({ line, action: "new", text: `Ny farge «${name}» (${group.label})` });
      return node;
    },
    size(name: string, line: number): Node {
      const found = sizes.get(key(name));
      if (found) return found;
      const node: Node = { id: null, name, line };
      sizes.set(key(name), node);
      nodes.sizes.push(node);
      created.push({ line, action: "new", text: `Ny størrelse «${name}»` });
      return node;
    },
  };
}

/** The article fields that must be the same on every line of one article, with their names in a refusal. */
const ARTICLE_FIELDS: [keyof ArticleLine, string][] = [
  ["name", "navn"],
  ["brand", "merke"],
  ["genderId", "kjønn"],
  ["mainGroup", "hovedgruppe"],
  ["subcategory", "undergruppe"],
  ["group", "varegruppe"],
  ["priceOre", "pris"],
  ["originalPriceOre", "førpris"],
  ["pantOre", "pant"],
  ["webPurchaseLimit", "kjøpsgrense på nett"],
  ["onlyCC", "onlyCC"],
  ["visible", "visible"],
  ["season", "sesong"],
  ["description", "beskrivelse"],
  ["techDescription", "teknisk beskrivelse"],
];

const yesNo = (b: boolean) => (b ? "ja" : "nei");

/** Every line's plan and what to write for the lines that create or change something. */
export async function planArticles(
  ex: Executor,
  lines: readonly { line: number; value: ArticleLine }[],
): Promise<ArticlesPlan> {
  const numbers = [...new Set(lines.map((l) => l.value.articleNo))];
  const eans = lines.map((l) => l.value.ean);
  const [ref, existing] = await Promise.all([
    loadReference(ex),
    rows<ExistingArticle>(
      ex,
      sql`select id, article_no as "articleNo", name, product_line_id as "brandId", gender_id as "genderId",
                 main_group_id as "mainId", article_group2_id as "subId", article_group3_id as "groupId",
                 suggested_price_ore as "priceOre", pant_ore as "pantOre", web_purchase_limit as "webPurchaseLimit",
                 only_cc as "onlyCC", visible_web as visible, season, description, tech_description as "techDescription"
            from unnest(${pgArray(numbers)}::text[]) as n(no) join articles on article_no = n.no`,
    ),
  ]);
  type Found = { id: number; ean: string; articleId: number; articleNo: string; sizeId: number; colorId: number };
  // Two index lookups (the known articles' variants, then the other EANs) rather than one `or`,
  // which would read every variant.
  const ofArticles = await rows<Found>(
    ex,
    sql`select v.id, v.ean, v.article_id as "articleId", a.article_no as "articleNo", v.size_id as "sizeId",
               v.color_id as "colorId"
          from unnest(${pgArray(existing.map((a) => a.id))}::int[]) as x(id) join variants v on v.article_id = x.id
          join articles a on a.id = v.article_id`,
  );
  const known = new Set(ofArticles.map((v) => v.ean));
  const byEan = await rows<Found>(
    ex,
    sql`select v.id, v.ean, v.article_id as "articleId", a.article_no as "articleNo", v.size_id as "sizeId",
               v.color_id as "colorId"
          from unnest(${pgArray(eans.filter((e) => !known.has(e)))}::text[]) as e(ean) join variants v on v.ean = e.ean
          join articles a on a.id = v.article_id`,
  );
  const variantsFound = [...new Map([...byEan, ...ofArticles].map((v) => [v.id, v])).values()];
  const names = catalogueNames(ref);
  const genders = new Map(ref.genders.map((g) => [g.id, g.name]));
  const articleByNo = new Map(existing.map((a) => [a.articleNo, a]));
  const variantByEan = new Map(variantsFound.map((v) => [v.ean, v]));
  // Each article's variants by size and colour: the catalogue's, then the file's.
  const slots = new Map<string, string>();
  const slot = (articleNo: string, size: Node, color: Color) =>
    `${articleNo}\u0000${size.id ?? `n${key(size.name)}`}\u0000${color.id ?? `n${key(color.name)}`}`;
  const fileEans = new Set(eans);
  for (const v of variantsFound) {
    if (fileEans.has(v.ean)) continue;
    const size = names.sizeById.get(v.sizeId);
    const color = names.colorById.get(v.colorId);
    if (size && color) slots.set(slot(v.articleNo, size, color), `EAN ${v.ean}`);
  }

  const plan: PlannedLine[] = [];
  const articles: ArticleWrite[] = [];
  const variants: VariantWrite[] = [];
  const first = new Map<string, { line: number; value: ArticleLine; write: ArticleWrite | { id: number } }>();
  const eanLine = new Map<string, { line: number; articleNo: string }>();

  for (const { line, value } of lines) {
    const refuse = (reason: string) => plan.push(refused(line, reason));
    const earlierEan = eanLine.get(value.ean);
    if (earlierEan) {
      refuse(
        earlierEan.articleNo === value.articleNo
          ? `EAN ${value.ean} står også på linje ${earlierEan.line}`
          : `EAN ${value.ean} står også på linje ${earlierEan.line}, på en annen vare (${earlierEan.articleNo})`,
      );
      continue;
    }
    eanLine.set(value.ean, { line, articleNo: value.articleNo });
    if (!genders.has(value.genderId)) {
      refuse(`kjønnet «${value.genderId}» finnes ikke i butikken`);
      continue;
    }
    const known = variantByEan.get(value.ean);
    if (known && known.articleNo !== value.articleNo) {
      refuse(`EAN ${value.ean} hører til varen ${known.articleNo}, ikke ${value.articleNo}`);
      continue;
    }
    const size = names.size(value.size, line);
    const color = names.color(value.color, value.colorGroup, line);
    if (typeof color === "string") {
      refuse(color);
      continue;
    }
    const words: string[] = [];
    let action: PlannedLine["action"] = "same";
    let article = first.get(value.articleNo);
    if (article) {
      const differs = ARTICLE_FIELDS.find(([f]) => value[f] !== (article as { value: ArticleLine }).value[f]);
      if (differs) {
        refuse(`varen ${value.articleNo} har ikke samme ${differs[1]} som på linje ${article.line}`);
        continue;
      }
    } else {
      const planned = planArticle(line, value, articleByNo.get(value.articleNo), names, genders, color);
      if (planned.write) articles.push(planned.write);
      article = {
        line,
        value,
        write: planned.write ?? { id: (articleByNo.get(value.articleNo) as { id: number }).id },
      };
      first.set(value.articleNo, article);
      if (planned.words.length > 0) {
        words.push(...planned.words);
        action = planned.write?.isNew ? "new" : "change";
      }
    }
    const place = slot(value.articleNo, size, color);
    const taken = slots.get(place);
    if (taken) {
      refuse(`varen ${value.articleNo} har alt en variant i ${color.name}, ${size.name} (${taken})`);
      continue;
    }
    slots.set(place, `linje ${line}`);
    const variantName = `${color.name}, ${size.name}`;
    if (!known) {
      variants.push({ line, id: null, ean: value.ean, article: article.write, size, color });
      if ("isNew" in article.write && article.write.isNew) article.write.colors.add(color.name);
      words.push(`ny variant ${value.ean} (${variantName})`);
      if (action === "same") action = "new";
    } else if (known.sizeId !== size.id || known.colorId !== color.id) {
      const was = `${names.colorById.get(known.colorId)?.name}, ${names.sizeById.get(known.sizeId)?.name}`;
      variants.push({ line, id: known.id, ean: value.ean, article: article.write, size, color });
      words.push(`endrer variant ${value.ean} fra ${was} til ${variantName}`);
      if (action === "same") action = "change";
    }
    const text = words.length === 0 ? "Uendret" : words.join("; ");
    plan.push({ line, action, text: text.charAt(0).toUpperCase() + text.slice(1) });
  }
  names.created.sort((a, b) => a.line - b.line);
  // Existing articles the file changes get their search text again from the database (their other
  // variants' colours count); a new one's is written with it.
  const touched = [...new Set<ArticleWrite | { id: number }>([...articles, ...variants.map((v) => v.article)])].filter(
    (a) => !("isNew" in a && a.isNew),
  );
  return { plan, created: names.created, nodes: names.nodes, articles, variants, touched };
}

function planArticle(
  line: number,
  value: ArticleLine,
  current: ExistingArticle | undefined,
  names: ReturnType<typeof catalogueNames>,
  genders: Map<number, string>,
  firstColor: Color,
): { write: ArticleWrite | null; words: string[] } {
  const main = names.group(null, value.mainGroup, line);
  const sub = names.group(main, value.subcategory, line);
  const group = names.group(sub, value.group, line);
  const state: ArticleState = {
    name: value.name,
    brand: names.brand(value.brand, line),
    genderId: value.genderId,
    main,
    sub,
    group,
    priceOre: value.priceOre,
    pantOre: value.pantOre ?? current?.pantOre ?? 0,
    webPurchaseLimit: value.webPurchaseLimit ?? current?.webPurchaseLimit ?? 10,
    onlyCC: value.onlyCC ?? current?.onlyCC ?? false,
    visible: value.visible ?? (current ? current.visible === 1 : true),
    season: value.season ?? current?.season ?? null,
    description: value.description ?? current?.description ?? "",
    techDescription: value.techDescription ?? current?.techDescription ?? "",
  };
  const gender = (id: number) => genders.get(id) ?? String(id);
  if (!current) {
    const image = `/img/p/${firstColor.group.hex.replace("#", "").toLowerCase()}/annet.svg`;
    return {
      write: {
        line,
        id: null,
        isNew: true,
        articleNo: value.articleNo,
        state,
        before: {},
        after: {},
        image,
        colors: new Set(),
        genderName: gender(value.genderId),
      },
      words: [
        `Ny vare ${value.articleNo} «${value.name}»: ${state.brand.name}, ${gender(value.genderId)}, ${names.groupPath(group)}, ${kr(value.priceOre)}${state.visible ? "" : " (skjult på nett)"}`,
      ],
    };
  }
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const words: string[] = [];
  const change = (field: string, was: unknown, now: unknown, text: string) => {
    if (was === now) return;
    before[field] = was;
    after[field] = now;
    words.push(text);
  };
  change("name", current.name, state.name, `endrer navn fra «${current.name}» til «${state.name}»`);
  change(
    "productLineId",
    current.brandId,
    state.brand.id,
    `endrer merke fra ${names.brandById.get(current.brandId)?.name ?? ""} til ${state.brand.name}`,
  );
  change(
    "genderId",
    current.genderId,
    state.genderId,
    `endrer kjønn fra ${gender(current.genderId)} til ${gender(state.genderId)}`,
  );
  const oldGroup = names.byId.get(current.groupId);
  change(
    "articleGroup3Id",
    current.groupId,
    group.id,
    `flytter fra ${oldGroup ? names.groupPath(oldGroup) : ""} til ${names.groupPath(group)}`,
  );
  change(
    "suggestedPriceOre",
    current.priceOre,
    state.priceOre,
    `endrer pris fra ${kr(current.priceOre)} til ${kr(state.priceOre)}`,
  );
  change("pantOre", current.pantOre, state.pantOre, `endrer pant fra ${kr(current.pantOre)} til ${kr(state.pantOre)}`);
  change(
    "webPurchaseLimit",
    current.webPurchaseLimit,
    state.webPurchaseLimit,
    `endrer kjøpsgrensen på nett fra ${current.webPurchaseLimit} til ${state.webPurchaseLimit}`,
  );
  change(
    "onlyCC",
    current.onlyCC,
    state.onlyCC,
    `endrer bare klikk og hent fra ${yesNo(current.onlyCC)} til ${yesNo(state.onlyCC)}`,
  );
  change("visibleWeb", current.visible === 1, state.visible, state.visible ? "vises på nett" : "skjules på nett");
  change(
    "season",
    current.season,
    state.season,
    `endrer sesong fra «${current.season ?? ""}» til «${state.season ?? ""}»`,
  );
  change("description", current.description, state.description, "endrer beskrivelsen");
  change("techDescription", current.techDescription, state.techDescription, "endrer den tekniske beskrivelsen");
  if (words.length === 0) return { write: null, words };
  return {
    write: {
      line,
      id: current.id,
      isNew: false,
      articleNo: value.articleNo,
      state,
      before,
      after,
      image: "",
      colors: new Set(),
      genderName: "",
    },
    words: [`Vare ${value.articleNo}: ${words.join(", ")}`],
  };
}

/** Rows of `list` as one JSON parameter, `size` at a time. */
async function inBatches<T>(list: readonly T[], size: number, each: (part: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < list.length; start += size) await each(list.slice(start, start + size));
}

const idOf = (n: { id: number | null }) => n.id as number;

/** Writes the brands, groups, colours and sizes the plan creates, and gives each its id. */
async function writeNodes(tx: Executor, nodes: ArticlesPlan["nodes"]): Promise<void> {
  const give = <T extends { id: number | null }>(list: T[], ids: { id: number }[]) => {
    list.forEach((n, i) => {
      n.id = ids[i].id;
    });
  };
  if (nodes.brands.length > 0) {
    const json = JSON.stringify(nodes.brands.map((b) => ({ name: b.name })));
    give(
      nodes.brands,
      await rows(
        tx,
        sql`insert into product_lines (name) select name from jsonb_to_recordset(${json}::jsonb) as x(name text)
            returning id`,
      ),
    );
  }
  // Groups level by level, so each parent has its id before its children.
  for (const level of [0, 1, 2]) {
    const depth = (g: Group) => (g.parent ? (g.parent.parent ? 2 : 1) : 0);
    const list = nodes.groups.filter((g) => depth(g) === level);
    if (list.length === 0) continue;
    const json = JSON.stringify(
      list.map((g, i) => ({ name: g.name, slug: g.slug, parent: g.parent?.id ?? null, ord: i + 1 })),
    );
    const table = ["main_groups", "article_groups2", "article_groups3"][level];
    const ids =
      level === 0
        ? await rows<{ id: number }>(
            tx,
            sql`insert into main_groups (name, slug, sort)
                select name, slug, (select coalesce(max(sort), 0) from main_groups) + ord
                  from jsonb_to_recordset(${json}::jsonb) as x(name text, slug text, parent int, ord int)
                 order by ord returning id`,
          )
        : await rows<{ id: number }>(
            tx,
            sql`insert into ${sql.identifier(table)} (${sql.identifier(level === 1 ? "main_group_id" : "article_group2_id")}, name, slug, sort)
                select parent, name, slug, (select coalesce(max(sort), 0) from ${sql.identifier(table)}) + ord
                  from jsonb_to_recordset(${json}::jsonb) as x(name text, slug text, parent int, ord int)
                 order by ord returning id`,
          );
    give(list, ids);
  }
  if (nodes.colorGroups.length > 0) {
    const json = JSON.stringify(
      nodes.colorGroups.map((g, i) => ({ name: g.name, label: g.label, hex: g.hex, ord: i + 1 })),
    );
    give(
      nodes.colorGroups,
      await rows(
        tx,
        sql`insert into color_groups (name, label, hex)
            select name, label, hex from jsonb_to_recordset(${json}::jsonb) as x(name text, label text, hex text, ord int)
             order by ord returning id`,
      ),
    );
  }
  if (nodes.colors.length > 0) {
    const json = JSON.stringify(
      nodes.colors.map((c, i) => ({ name: c.name, hex: c.group.hex, grp: c.group.id, ord: i + 1 })),
    );
    give(
      nodes.colors,
      await rows(
        tx,
        sql`insert into colors (name, hex, color_code, color_group_id)
            select name, hex,
                   lpad(((select coalesce(max(case when color_code ~ '^[0-9]{1,9}$' then color_code::int end), 0) from colors) + ord)::text, 3, '0'),
                   grp
              from jsonb_to_recordset(${json}::jsonb) as x(name text, hex text, grp int, ord int)
             order by ord returning id`,
      ),
    );
    // A new colour group's representative colour is its first colour.
    await rows(
      tx,
      sql`update color_groups g set color_id = (select min(c.id) from colors c where c.color_group_id = g.id)
           where g.color_id is null`,
    );
  }
  if (nodes.sizes.length > 0) {
    const json = JSON.stringify(nodes.sizes.map((s, i) => ({ name: s.name, ord: i + 1 })));
    give(
      nodes.sizes,
      await rows(
        tx,
        sql`insert into sizes (name, sort)
            select name, (select coalesce(max(sort), 0) from sizes) + ord
              from jsonb_to_recordset(${json}::jsonb) as x(name text, ord int)
             order by ord returning id`,
      ),
    );
  }
}

const row = (a: ArticleWrite) => ({
  id: a.id,
  no: a.articleNo,
  name: a.state.name,
  slug: slugify(a.state.name),
  pl: idOf(a.state.brand),
  gender: a.state.genderId,
  main: idOf(a.state.main),
  sub: idOf(a.state.sub),
  grp: idOf(a.state.group),
  price: a.state.priceOre,
  pant: a.state.pantOre,
  lim: a.state.webPurchaseLimit,
  cc: a.state.onlyCC,
  vis: a.state.visible ? 1 : 0,
  season: a.state.season,
  descr: a.state.description,
  tech: a.state.techDescription,
  image: a.image,
  search: a.isNew
    ? [a.state.brand.name, a.state.sub.name, a.state.group.name, ...a.colors, a.genderName].join(" ")
    : "",
});
const ARTICLE_RECORD = sql.raw(
  "x(id int, no text, name text, slug text, pl int, gender int, main int, sub int, grp int, price int, pant int, lim int, cc boolean, vis smallint, season text, descr text, tech text, image text, search text)",
);

/**
 * Writes the plan in the caller's transaction: the new names, the articles, the variants, then the
 * articles' search text. `progress` hears the share done (0 to 1) after each batch.
 */
export async function writeArticles(
  tx: Executor,
  planned: ArticlesPlan,
  progress: (share: number) => Promise<void> | void,
  batch = 2000,
): Promise<void> {
  await writeNodes(tx, planned.nodes);
  const fresh = planned.articles.filter((a) => a.id === null);
  const changed = planned.articles.filter((a) => a.id !== null);
  const steps = Math.max(1, fresh.length + changed.length + planned.variants.length + planned.touched.length);
  let done = 0;
  const step = async (n: number) => {
    done += n;
    await progress(done / steps);
  };
  await inBatches(fresh, batch, async (part) => {
    const ids = await rows<{ id: number; no: string }>(
      tx,
      sql`insert into articles (article_no, name, slug, product_line_id, gender_id, main_group_id, article_group2_id,
                                article_group3_id, suggested_price_ore, pant_ore, web_purchase_limit, only_cc,
                                visible_web, season, description, tech_description, image, search_text)
          select no, name, slug, pl, gender, main, sub, grp, price, pant, lim, cc, vis, season, descr, tech, image, search
            from jsonb_to_recordset(${JSON.stringify(part.map(row))}::jsonb) as ${ARTICLE_RECORD}
          returning id, article_no as no`,
    );
    const byNo = new Map(ids.map((r) => [r.no, r.id]));
    for (const a of part) a.id = byNo.get(a.articleNo) as number;
    await step(part.length);
  });
  await inBatches(changed, batch, async (part) => {
    await rows(
      tx,
      sql`update articles a set name = x.name, product_line_id = x.pl, gender_id = x.gender, main_group_id = x.main,
                 article_group2_id = x.sub, article_group3_id = x.grp, suggested_price_ore = x.price,
                 pant_ore = x.pant, web_purchase_limit = x.lim, only_cc = x.cc, visible_web = x.vis,
                 season = x.season, description = x.descr, tech_description = x.tech, updated_at = now()
            from jsonb_to_recordset(${JSON.stringify(part.map(row))}::jsonb) as ${ARTICLE_RECORD}
           where a.id = x.id`,
    );
    await step(part.length);
  });
  await inBatches(planned.variants, batch * 2, async (part) => {
    const json = JSON.stringify(
      part.map((v) => ({ id: v.id, ean: v.ean, article: v.article.id, size: idOf(v.size), color: idOf(v.color) })),
    );
    await rows(
      tx,
      sql`insert into variants (article_id, ean, size_id, color_id)
          select article, ean, size, color from jsonb_to_recordset(${json}::jsonb)
                 as x(id int, ean text, article int, size int, color int) where id is null`,
    );
    await rows(
      tx,
      sql`update variants v set size_id = x.size, color_id = x.color
            from jsonb_to_recordset(${json}::jsonb) as x(id int, ean text, article int, size int, color int)
           where v.id = x.id`,
    );
    await step(part.length);
  });
  // The search text of every touched article, as the seed writes it: brand, groups, colours, gender.
  await inBatches(planned.touched, 5000, async (part) => {
    await rows(
      tx,
      sql`update articles a
             set search_text = concat_ws(' ', p.name, g2.name, g3.name,
                   (select string_agg(distinct c.name, ' ') from variants v join colors c on c.id = v.color_id
                     where v.article_id = a.id), ge.name)
            from product_lines p, article_groups2 g2, article_groups3 g3, genders ge
           where a.id = any(${pgArray(part.map(idOf))}::int[]) and p.id = a.product_line_id
             and g2.id = a.article_group2_id and g3.id = a.article_group3_id and ge.id = a.gender_id`,
    );
    await step(part.length);
  });
}
