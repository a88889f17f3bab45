// The pictures of the import (decision 071): a zip whose file names start with an EAN or an article
// number ('7040000000011.jpg', '7040000000011_2.jpg', '1001-baksiden.png'). A picture named by an EAN
// goes on that variant's article for its colour; one named by an article number on the article.
// Planning reads each picture once (its key is the image store's content hash, so a picture already on
// the article is 'Uendret' and a second import changes nothing); writing stores the pictures through
// the media module's pipeline first (files, not rows: the same bytes give the same files) and then
// adds the rows in one transaction.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Entry, open as openZip, type ZipFile, fromBuffer as zipFromBuffer } from "yauzl";
import { MAX_PICTURE_BYTES, MAX_PICTURES, TOO_MANY_PICTURES, ZIP_TOO_LARGE } from "../../../domain/import-limits.ts";
import { type Executor, rows } from "../../db/client.ts";
import { inspectImage } from "../media/image-pipeline.ts";
import { MAX_PHOTOS } from "./article-images.ts";
import { type PlannedLine, pgArray } from "./import.ts";
import { type FileSource, UnreadableFile } from "./import-file.ts";

export const NOT_A_ZIP = "Filen kan ikke leses som en zip-fil";
export const EMPTY_ZIP = "Zip-filen har ingen bilder";

export interface PictureWrite {
  /** The picture's number in the zip (its 'line'). */
  line: number;
  entry: string;
  key: string;
  articleId: number;
  articleNo: string;
  colorId: number | null;
  alt: string;
}

export interface PicturesPlan {
  plan: PlannedLine[];
  writes: PictureWrite[];
}

const IMAGE_NAME = /\.(jpe?g|png|webp|avif)$/i;

/** Calls `each` with every file of the zip and its bytes, in the zip's order; folders and dot files are skipped. */
export async function eachPicture(
  source: FileSource,
  each: (index: number, name: string, bytes: Buffer | null) => Promise<void>,
  maxBytes: number,
): Promise<number> {
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    const done = (error: Error | null, z: ZipFile) => (error ? reject(new UnreadableFile(NOT_A_ZIP)) : resolve(z));
    const options = { lazyEntries: true, decodeStrings: true, validateEntrySizes: true };
    if ("path" in source) openZip(source.path, { ...options, autoClose: true }, done);
    else zipFromBuffer(Buffer.from(source.bytes), options, done);
  });
  if (zip.entryCount > MAX_PICTURES) {
    zip.close();
    throw new UnreadableFile(TOO_MANY_PICTURES);
  }
  let index = 0;
  let total = 0;
  return new Promise<number>((resolve, reject) => {
    zip.on("error", () => reject(new UnreadableFile(NOT_A_ZIP)));
    zip.on("end", () => resolve(index));
    zip.on("entry", (entry: Entry) => {
      const name = entry.fileName.split("/").pop() ?? "";
      if (entry.fileName.endsWith("/") || entry.fileName.startsWith("__MACOSX/") || name.startsWith(".")) {
        zip.readEntry();
        return;
      }
      index += 1;
      const at = index;
      total += entry.uncompressedSize;
      if (total > maxBytes) {
        zip.close();
        reject(new UnreadableFile(ZIP_TOO_LARGE));
        return;
      }
      if (entry.uncompressedSize > MAX_PICTURE_BYTES || !IMAGE_NAME.test(name)) {
        each(at, name, null).then(() => zip.readEntry(), reject);
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(new UnreadableFile(NOT_A_ZIP));
        const parts: Buffer[] = [];
        stream.on("data", (b: Buffer) => parts.push(b));
        stream.on("error", () => reject(new UnreadableFile(NOT_A_ZIP)));
        stream.on("end", () => {
          each(at, name, Buffer.concat(parts)).then(() => zip.readEntry(), reject);
        });
      });
    });
    zip.readEntry();
  });
}

/** The beginnings of a file name that may be an EAN or an article number, longest first. */
export function nameCandidates(name: string): string[] {
  const stem = name.replace(/\.[^.]*$/, "").trim();
  const out = [stem];
  for (let i = stem.length - 1; i > 0; i--) {
    if (/[\s_.\-()]/.test(stem[i])) {
      const head = stem.slice(0, i).trim();
      if (head && !out.includes(head)) out.push(head);
    }
  }
  return out;
}

interface Seen {
  line: number;
  name: string;
  key: string | null;
  problem: string | null;
}

/** What each picture of the zip would do, or why it is refused. */
export async function planPictures(ex: Executor, source: FileSource, maxBytes: number): Promise<PicturesPlan> {
  const seen: Seen[] = [];
  const count = await eachPicture(
    source,
    async (line, name, bytes) => {
      if (!bytes) {
        const problem = IMAGE_NAME.test(name)
          ? "bildet er for stort (høyst 25 MB)"
          : "filen er ikke et bilde (JPEG, PNG, WebP eller AVIF)";
        seen.push({ line, name, key: null, problem });
        return;
      }
      let problem: string | null = null;
      try {
        await inspectImage(bytes);
      } catch (error) {
        problem = (error as Error).message.toLocaleLowerCase("nb-NO");
      }
      // The image store's key: the same bytes are the same picture.
      const key = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
      seen.push({ line, name, key, problem });
    },
    maxBytes,
  );
  if (count === 0) throw new UnreadableFile(EMPTY_ZIP);
  const candidates = [...new Set(seen.flatMap((s) => nameCandidates(s.name)))];
  const [byEan, byNo] = await Promise.all([
    rows<{ code: string; articleId: number; articleNo: string; name: string; colorId: number; color: string }>(
      ex,
      sql`select v.ean as code, a.id as "articleId", a.article_no as "articleNo", a.name, c.id as "colorId",
                 c.name as color
            from variants v join articles a on a.id = v.article_id join colors c on c.id = v.color_id
           where v.ean = any(${pgArray(candidates)}::text[])`,
    ),
    rows<{ code: string; articleId: number; articleNo: string; name: string }>(
      ex,
      sql`select article_no as code, id as "articleId", article_no as "articleNo", name from articles
           where article_no = any(${pgArray(candidates)}::text[])`,
    ),
  ]);
  const eans = new Map(byEan.map((r) => [r.code, r]));
  const numbers = new Map(byNo.map((r) => [r.code, r]));
  const ids = [...new Set([...byEan, ...byNo].map((r) => r.articleId))];
  const photos = await rows<{ articleId: number; key: string }>(
    ex,
    sql`select article_id as "articleId", image_key as key from article_images where article_id = any(${pgArray(ids)}::int[])`,
  );
  const keys = new Map<number, Set<string>>();
  for (const p of photos) keys.set(p.articleId, (keys.get(p.articleId) ?? new Set()).add(p.key));

  const plan: PlannedLine[] = [];
  const writes: PictureWrite[] = [];
  for (const s of seen) {
    const label = `Bilde ${s.line} («${s.name}»)`;
    const refuse = (reason: string) => plan.push({ line: s.line, action: "refused", text: `${label}: ${reason}` });
    if (s.problem || !s.key) {
      refuse(s.problem ?? "kan ikke leses");
      continue;
    }
    const names = nameCandidates(s.name);
    const code = names.find((c) => eans.has(c) || numbers.has(c));
    if (!code) {
      refuse(`filnavnet begynner ikke med en EAN eller et varenummer butikken har (${names[names.length - 1]})`);
      continue;
    }
    const variant = eans.get(code);
    const article = variant ?? (numbers.get(code) as { articleId: number; articleNo: string; name: string });
    const onArticle = keys.get(article.articleId) ?? new Set<string>();
    if (onArticle.has(s.key)) {
      plan.push({
        line: s.line,
        action: "same",
        text: `${label}: uendret (bildet er alt på varen ${article.articleNo})`,
      });
      continue;
    }
    if (onArticle.size >= MAX_PHOTOS) {
      refuse(`varen ${article.articleNo} har alt ${MAX_PHOTOS} bilder`);
      continue;
    }
    onArticle.add(s.key);
    keys.set(article.articleId, onArticle);
    writes.push({
      line: s.line,
      entry: s.name,
      key: s.key,
      articleId: article.articleId,
      articleNo: article.articleNo,
      colorId: variant?.colorId ?? null,
      alt: variant ? `${article.name}, ${variant.color}` : article.name,
    });
    plan.push({
      line: s.line,
      action: "new",
      text: `${label}: legges på varen ${article.articleNo} «${article.name}»${variant ? ` (${variant.color})` : ""}`,
    });
  }
  return { plan, writes };
}

/** Adds the stored pictures to their articles, after the article's own, in the zip's order. */
export async function writePictures(
  tx: Executor,
  writes: readonly PictureWrite[],
  stored: ReadonlyMap<string, { width: number; height: number }>,
): Promise<void> {
  if (writes.length === 0) return;
  const json = JSON.stringify(
    writes.map((w, ord) => {
      const size = stored.get(w.key) as { width: number; height: number };
      return { a: w.articleId, k: w.key, w: size.width, h: size.height, alt: w.alt, c: w.colorId, ord };
    }),
  );
  await rows(
    tx,
    sql`insert into article_images (article_id, image_key, width, height, alt, color_id, position)
        select x.a, x.k, x.w, x.h, x.alt, x.c,
               coalesce((select max(i.position) + 1 from article_images i where i.article_id = x.a), 0)
                 + (row_number() over (partition by x.a order by x.ord)) - 1
          from jsonb_to_recordset(${json}::jsonb) as x(a int, k text, w int, h int, alt text, c int, ord int)`,
  );
}
