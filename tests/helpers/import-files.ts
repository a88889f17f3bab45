// Files for the import (decision 071) as a chain's ERP would write them: an article file of any size
// (one line per variant, several sizes and colours per article), its stock file and a pictures zip.
// The bench times 100,000 lines of it; the go-live sample in tests/fixtures/import/ is 50 lines of it.
import { crc32, deflateRawSync } from "node:zlib";

export const ARTICLE_HEADER =
  "ean;articleNo;name;brand;gender;mainGroup;subcategory;group;color;colorGroup;size;price;originalPrice;pant;webPurchaseLimit;onlyCC;visible;season;description;techDescription";

/** The EAN-13 with its GS1 check digit for a 12-digit start. */
export function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return first12 + ((10 - (sum % 10)) % 10);
}

const BRANDS = ["Fjellvind", "Nordkyst", "Polarlys", "Skarven", "Trollheim"];
const GROUPS: [string, string, string, string][] = [
  ["Klær", "Jakker", "Skalljakker", "Skalljakke"],
  ["Klær", "Jakker", "Dunjakker", "Dunjakke"],
  ["Klær", "Bukser", "Turbukser", "Turbukse"],
  ["Klær", "Gensere", "Ullgensere", "Ullgenser"],
  ["Sko", "Tursko", "Fjellsko", "Fjellsko"],
  ["Utstyr", "Sekker", "Dagstursekker", "Dagstursekk"],
];
const GENDERS = ["Herre", "Dame", "Unisex", "Barn", "Junior"];
const COLORS: [string, string][] = [
  ["Svart", "Svart"],
  ["Marineblå", "Blå"],
  ["Skogsgrønn", "Grønn"],
  ["Rustrød", "Rød"],
  ["Sandbeige", "Beige"],
];
const SIZES = ["XS", "S", "M", "L", "XL"];

/**
 * `lines` variant lines: five sizes of one colour per article (the last article may have fewer),
 * prices with a decimal comma. `prefix` keeps the EANs and article numbers of two files apart.
 */
export function articleFile(lines: number, { prefix = "71", delimiter = ";" } = {}): string {
  const out = [ARTICLE_HEADER.replaceAll(";", delimiter)];
  for (let i = 0; i < lines; i++) {
    const a = Math.floor(i / SIZES.length);
    const [main, sub, group, noun] = GROUPS[a % GROUPS.length];
    const [color, colorGroup] = COLORS[a % COLORS.length];
    const brand = BRANDS[a % BRANDS.length];
    const price = 299 + (a % 40) * 50;
    const cells = [
      ean13(`${prefix}${String(i).padStart(10, "0")}`),
      `${prefix}-${String(a).padStart(6, "0")}`,
      `${brand} ${noun} ${a}`,
      brand,
      GENDERS[a % GENDERS.length],
      main,
      sub,
      group,
      color,
      colorGroup,
      SIZES[i % SIZES.length],
      `${price},${a % 2 === 0 ? "00" : "50"}`,
      a % 3 === 0 ? `${price + 100},00` : "",
      "",
      "5",
      a % 7 === 0 ? "ja" : "nei",
      "ja",
      a % 2 === 0 ? "Vinter 2026" : "Sommer 2026",
      `${noun} fra ${brand} i ${color.toLowerCase()}.`,
      "Vanntett: 15 000 mm vannsøyle.",
    ];
    out.push(cells.map((c) => (c.includes(delimiter) ? `"${c}"` : c)).join(delimiter));
  }
  return `${out.join("\r\n")}\r\n`;
}

/** A stock file for the article file's EANs: `shop;ean;qty`, the shop by number or by name in turn. */
export function stockFile(eans: readonly string[], shops: readonly { no: string; name: string }[]): string {
  const out = ["shop;ean;qty"];
  eans.forEach((ean, i) => {
    const shop = shops[i % shops.length];
    out.push(`${i % 2 === 0 ? shop.no : shop.name};${ean};${(i * 7) % 13}`);
  });
  return `${out.join("\r\n")}\r\n`;
}

/** A zip of the given files (deflated), as a person's zip tool writes it. */
export function zipOf(files: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const packed = deflateRawSync(file.data);
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(file.data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
