// The part of yauzl's API the pictures import uses (decision 071). yauzl is in node_modules through
// extract-zip; until package.json names it and @types/yauzl, this declares what we call. Delete this
// file when @types/yauzl is added.
declare module "yauzl" {
  import type { EventEmitter } from "node:events";
  import type { Readable } from "node:stream";

  export interface Entry {
    fileName: string;
    uncompressedSize: number;
    compressedSize: number;
  }

  export interface ZipFile extends EventEmitter {
    entryCount: number;
    readEntry(): void;
    openReadStream(entry: Entry, callback: (error: Error | null, stream: Readable) => void): void;
    close(): void;
  }

  export function open(
    path: string,
    options: { lazyEntries: boolean; autoClose?: boolean; decodeStrings?: boolean; validateEntrySizes?: boolean },
    callback: (error: Error | null, zipfile: ZipFile) => void,
  ): void;

  export function fromBuffer(
    buffer: Buffer,
    options: { lazyEntries: boolean; decodeStrings?: boolean; validateEntrySizes?: boolean },
    callback: (error: Error | null, zipfile: ZipFile) => void,
  ): void;
}
