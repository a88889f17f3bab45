import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encode, pack, preferredEncoding, unpack } from "./encoding.ts";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("gzip;q=0")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe("encode", () => {
  it("round-trips through both encodings, small texts (on the spot) and big ones (in the thread pool)", async () => {
    for (const length of [50, 5000]) {
      const text = JSON.stringify({ data: Array.from({ length }, (_, i) => ({ id: i, name: "Skalljakke" })) });
      expect(text.length > 64 * 1024).toBe(length === 5000);
      expect(brotliDecompressSync(await encode(text, "br")).toString()).toBe(text);
      expect(gunzipSync(await encode(text, "gzip")).toString()).toBe(text);
    }
  });
});

describe("encode (answers compressed once to be cached)", () => {
  it("keeps only the answer's own bytes, not zlib's 16 KB output chunk", async () => {
    const text = JSON.stringify({ data: [{ id: 1, name: "Breheim Dunjakke Lite Herre" }] });
    for (const encoding of ["br", "gzip"] as const) {
      const compressed = await encode(text, encoding);
      expect(compressed.buffer.byteLength, encoding).toBeLessThanOrEqual(compressed.length * 2);
      const back = encoding === "br" ? brotliDecompressSync(compressed) : gunzipSync(compressed);
      expect(back.toString("utf8")).toBe(text);
    }
  });
});

describe("pack and unpack (pages kept in memory)", () => {
  it("gives back the very page, Norwegian letters included, in a quarter of the bytes or less", async () => {
    const page = `<!DOCTYPE html><html lang="nb"><body>${"<p>Skjørt i blåbærfarge – 1 299,00 kr</p>".repeat(200)}</body></html>`;
    const bytes = Buffer.from(page, "utf8");
    const packed = await pack(bytes);
    expect(packed.length).toBeLessThan(bytes.length / 4);
    expect(packed.buffer.byteLength).toBeLessThanOrEqual(packed.length * 2);
    expect(unpack(packed)).toBe(page);
  });
});
