// The articles of the CSV import (issue 15, decision 048): what each checked line of an article file
// would do ('Ny vare', 'Endrer pris fra 499,00 kr til 449,00 kr', 'Uendret') or why the catalogue
// refuses it (an unknown group or product line), and the writes, in the caller's transaction.
import { sql } from "drizzle-orm";
import { slugify } from "../../../domain/slug.ts";
import { type Executor, rows } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { kr, type PlannedLine, refused } from "./import.ts";

export interface ArticleLine {
  articleNo: string;
  /** Each field is left as it is when not given. */
  name?: string;
  priceOre?: number;
  visible?: boolean;
  mainGroup?: string;
  group?: string;
  productLine?: string;
  gender?: string;
}

export interface ArticleValues {
  name: string;
  suggestedPriceOre: number;
  visibleWeb: number;
  mainGroupId: number;
  articleGroup2Id: number;
  articleGroup3Id: number;
  productLineId: number;
  genderId: number;
}

export interface ArticleWrite {
  line: number;
  /** Null for a new article. */
  id: number | null;
  articleNo: string;
  before: Partial<ArticleValues>;
  after: Partial<ArticleValues>;
  /** The image a new article starts with (the drawing of its group). */
  image?: string;
}

interface Named {
  id: number;
  name: string;
  slug: string;
}

interface Existing extends ArticleValues {
  id: number;
  articleNo: string;
}

const same = (a: string, b: Named) => a.toLowerCase() === b.name.toLowerCase() || a.toLowerCase() === b.slug;

/** Every line's plan and the writes of the lines that create or change an article. */
export async function planArticles(
  ex: Executor,
  lines: readonly { line: number; value: ArticleLine }[],
): Promise<{ plan: PlannedLine[]; writes: ArticleWrite[] }> {
  if (lines.length === 0) return { plan: [], writes: [] };
  const numbers = `{${lines.map((l) => `"${l.value.articleNo}"`).join(",")}}`;
  const [existing, mains, groups2, groups3, productLines, genders] = await Promise.all([
    rows<Existing>(
      ex,
      sql`select id, article_no as "articleNo", name, suggested_price_ore as "suggestedPriceOre",
                 visible_web as "visibleWeb", main_group_id as "mainGroupId", article_group2_id as "articleGroup2Id",
                 article_group3_id as "articleGroup3Id", product_line_id as "productLineId", gender_id as "genderId"
            from articles where article_no = any(${numbers}::text[])`,
    ),
    rows<Named>(ex, sql`select id, name, slug from main_groups`),
    rows<Named & { mainGroupId: number }>(
      ex,
      sql`select id, name, slug, main_group_id as "mainGroupId" from article_groups2 order by sort, id`,
    ),
    rows<{ id: number; group2: number; image: string | null }>(
      ex,
      sql`select g.id, g.article_group2_id as group2,
                 (select a.image from articles a where a.article_group3_id = g.id order by a.id limit 1) as image
            from article_groups3 g order by g.id`,
    ),
    rows<Named>(ex, sql`select id, name, lower(name) as slug from product_lines`),
    rows<Named>(ex, sql`select id, name, slug from genders`),
  ]);
  const byNo = new Map(existing.map((a) => [a.articleNo, a]));
  const nameOf = (list: Named[], id: number | undefined) => list.find((x) => x.id === id)?.name ?? "";
  const seen = new Map<string, number>();
  const plan: PlannedLine[] = [];
  const writes: ArticleWrite[] = [];

  for (const { line, value } of lines) {
    const earlier = seen.get(value.articleNo);
    if (earlier) {
      plan.push(refused(line, `varenummer ${value.articleNo} står også på linje ${earlier}`));
      continue;
    }
    seen.set(value.articleNo, line);
    const current = byNo.get(value.articleNo);
    // Names to ids; an unknown name refuses the line.
    const main = value.mainGroup ? mains.find((m) => same(value.mainGroup as string, m)) : undefined;
    if (value.mainGroup && !main) {
      plan.push(refused(line, `ukjent hovedgruppe «${value.mainGroup}»`));
      continue;
    }
    const mainId = main?.id ?? current?.mainGroupId;
    const group = value.group
      ? groups2.find((g) => g.mainGroupId === mainId && same(value.group as string, g))
      : undefined;
    if (value.group && !group) {
      plan.push(refused(line, `undergruppen «${value.group}» finnes ikke i hovedgruppen «${nameOf(mains, mainId)}»`));
      continue;
    }
    if (current && main && main.id !== current.mainGroupId && !group) {
      plan.push(refused(line, `ny hovedgruppe krever en undergruppe i «${main.name}»`));
      continue;
    }
    const productLine = value.productLine ? productLines.find((p) => same(value.productLine as string, p)) : undefined;
    if (value.productLine && !productLine) {
      plan.push(refused(line, `ukjent produktlinje «${value.productLine}»`));
      continue;
    }
    const gender = value.gender ? genders.find((g) => same(value.gender as string, g)) : undefined;
    if (value.gender && !gender) {
      plan.push(refused(line, `ukjent kjønn «${value.gender}»`));
      continue;
    }
    const group3 = group ? groups3.find((g) => g.group2 === group.id) : undefined;
    if (group && !group3) {
      plan.push(refused(line, `undergruppen «${group.name}» har ingen varegrupper`));
      continue;
    }

    if (!current) {
      const missing = [
        value.name ? null : "navn",
        value.priceOre === undefined ? "pris" : null,
        main ? null : "hovedgruppe",
        group ? null : "undergruppe",
        productLine ? null : "produktlinje",
        gender ? null : "kjønn",
      ].filter((m) => m !== null);
      if (missing.length > 0) {
        plan.push(refused(line, `ny vare ${value.articleNo} mangler ${missing.join(", ")}`));
        continue;
      }
      if (value.visible) {
        plan.push(
          refused(line, `ny vare ${value.articleNo} har ingen varianter ennå og kan ikke vises på nett (Synlig: nei)`),
        );
        continue;
      }
      const after: ArticleValues = {
        name: value.name as string,
        suggestedPriceOre: value.priceOre as number,
        // A new article has no variants or texts yet: hidden until it has (refused above if asked).
        visibleWeb: 0,
        mainGroupId: (main as Named).id,
        articleGroup2Id: (group as Named).id,
        articleGroup3Id: (group3 as { id: number }).id,
        productLineId: (productLine as Named).id,
        genderId: (gender as Named).id,
      };
      writes.push({
        line,
        id: null,
        articleNo: value.articleNo,
        before: {},
        after,
        image: group3?.image ?? "/img/p/8a8f98/jakke.svg",
      });
      plan.push({
        line,
        action: "new",
        text: `Ny vare: ${after.name}, ${kr(after.suggestedPriceOre)} (skjult på nett)`,
      });
      continue;
    }

    const wanted: Partial<ArticleValues> = {
      name: value.name,
      suggestedPriceOre: value.priceOre,
      visibleWeb: value.visible === undefined ? undefined : value.visible ? 1 : 0,
      mainGroupId: group ? mainId : undefined,
      articleGroup2Id: group?.id,
      articleGroup3Id: group && group.id !== current.articleGroup2Id ? group3?.id : undefined,
      productLineId: productLine?.id,
      genderId: gender?.id,
    };
    const before: Partial<ArticleValues> = {};
    const after: Partial<ArticleValues> = {};
    for (const [key, to] of Object.entries(wanted) as [keyof ArticleValues, string | number | undefined][]) {
      if (to === undefined || current[key] === to) continue;
      (before as Record<string, unknown>)[key] = current[key];
      (after as Record<string, unknown>)[key] = to;
    }
    const words: string[] = [];
    if (after.name !== undefined) words.push(`Endrer navn fra «${current.name}» til «${after.name}»`);
    if (after.suggestedPriceOre !== undefined) {
      words.push(`Endrer pris fra ${kr(current.suggestedPriceOre)} til ${kr(after.suggestedPriceOre)}`);
    }
    if (after.visibleWeb !== undefined) words.push(after.visibleWeb ? "Vises på nett" : "Skjules på nett");
    if (after.articleGroup2Id !== undefined) {
      words.push(`Flytter til ${nameOf(mains, mainId)} › ${(group as Named).name}`);
    }
    if (after.productLineId !== undefined) {
      words.push(
        `Endrer produktlinje fra ${nameOf(productLines, current.productLineId)} til ${nameOf(productLines, after.productLineId)}`,
      );
    }
    if (after.genderId !== undefined) {
      words.push(`Endrer kjønn fra ${nameOf(genders, current.genderId)} til ${nameOf(genders, after.genderId)}`);
    }
    if (words.length === 0) {
      plan.push({ line, action: "same", text: "Uendret" });
      continue;
    }
    writes.push({ line, id: current.id, articleNo: value.articleNo, before, after });
    plan.push({ line, action: "change", text: words.join("; ") });
  }
  return { plan, writes };
}

/** Creates and changes the planned articles; returns the ids of the new ones by article number. */
export async function writeArticles(
  tx: Executor,
  writes: readonly ArticleWrite[],
  done: (written: readonly ArticleWrite[], created: ReadonlyMap<string, number>) => Promise<void> | void,
  batch = 100,
): Promise<void> {
  const created = new Map<string, number>();
  for (let start = 0; start < writes.length; start += batch) {
    const part = writes.slice(start, start + batch);
    for (const w of part) {
      if (w.id === null) {
        const values = w.after as ArticleValues;
        const [row] = await tx
          .insert(articles)
          .values({ ...values, articleNo: w.articleNo, slug: slugify(values.name), image: w.image ?? "" })
          .returning({ id: articles.id });
        created.set(w.articleNo, row.id);
      } else {
        await tx
          .update(articles)
          .set({ ...w.after, updatedAt: sql`now()` })
          .where(sql`${articles.id} = ${w.id}`);
      }
    }
    await done(part, created);
  }
}
