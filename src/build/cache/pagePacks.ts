import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { contentDigest } from '../util/digest.js';
import { readSealedFile, writeSealedFile } from '../util/sealedFile.js';

/** Where an entry's bytes are (a pack file of the folder, and a span of it) and their digest. */
export type PackedEntry = [pack: string, offset: number, length: number, digest: string];

/** An entry that the index knows but whose bytes are not what was written: the pack file, and why. */
export interface CorruptEntry {
  /** The file of the folder that holds it (a pack, or the index). */
  file: string;
  reason: string;
}

type Index = Record<string, PackedEntry>;

const INDEX_FILE = 'index.json';
/** The index's format, sealed with its digest (see `sealedFile`): a damaged index is reported, and every page rendered again. */
export const INDEX_FORMAT = 'docsgen-pack-index/1';
const PACK_EXTENSION = '.pack';
/** A pack under this size is small: many small packs (one per edit) are merged into one. */
const SMALL_PACK_BYTES = 4 * 1024 * 1024;
const SMALL_PACKS_MERGED_FROM = 8;

/**
 * Entries by key in a few pack files, not one file each: every writer (a build's thread) appends
 * to a pack of its own, and `index.json` says where each key's bytes are. A build makes a handful
 * of files however many pages it caches (creating thousands of small files was a second of a
 * 1000-page build). Each entry names its key, and the index keeps the digest of its bytes: a
 * span whose bytes changed since (a same-length edit of a pack, a torn write) is reported to
 * `onCorrupt` and reads as missing, never as the page.
 */
export class PagePacks {
  private index: Index | undefined;
  /** Where this build put entries, by key: merged into the index by `commit`. */
  private readonly added = new Map<string, PackedEntry>();
  private ownPack: { name: string; bytes: number } | undefined;
  /** Open files, kept from one entry to the next (an open and a close per page were ~0.2 ms each): this writer's pack, and the packs read. */
  private ownFd: number | undefined;
  private readonly readFds = new Map<string, number>();
  private broken = false;

  constructor(
    readonly dir: string,
    private readonly onCorrupt: (entry: CorruptEntry) => void = () => undefined,
  ) {}

  /** The entry's text, when the index knows it and its span holds it, unchanged. */
  read(key: string): string | undefined {
    const place = this.added.get(key) ?? this.loadIndex()[key];
    if (!place) return undefined;
    const [pack, offset, length, digest] = place;
    const bytes = this.readSpan(pack, offset, length);
    if (!bytes) {
      // A pack that is gone (another build compacted it) only makes the entry missing.
      if (fs.existsSync(path.join(this.dir, pack))) this.onCorrupt({ file: pack, reason: 'the entry is cut short' });
      return undefined;
    }
    if (contentDigest(bytes) !== digest || entryKey(bytes) !== key) {
      this.onCorrupt({ file: pack, reason: "the entry's bytes do not match its digest" });
      return undefined;
    }
    return bytes.toString('utf8');
  }

  /**
   * Appends `text` (a JSON object whose first member is `"key": key`) to this writer's pack and
   * says where it is, or nothing if it could not be written.
   */
  append(text: string | Buffer): PackedEntry | undefined {
    if (this.broken) return undefined;
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    try {
      if (!this.ownPack) {
        fs.mkdirSync(this.dir, { recursive: true });
        const unique = `${Date.now().toString(36)}-${process.pid}-${threadId}-${Math.random().toString(36).slice(2, 8)}`;
        this.ownPack = { name: `${unique}${PACK_EXTENSION}`, bytes: 0 };
      }
      this.ownFd ??= fs.openSync(path.join(this.dir, this.ownPack.name), 'a');
      for (let written = 0; written < bytes.byteLength;) written += fs.writeSync(this.ownFd, bytes, written);
    } catch {
      // Where later entries would land is unknown now: this writer caches nothing more.
      this.broken = true;
      return undefined;
    }
    const place: PackedEntry = [this.ownPack.name, this.ownPack.bytes, bytes.byteLength, contentDigest(bytes)];
    this.ownPack.bytes += bytes.byteLength;
    return place;
  }

  /** Records where another writer (a worker thread) put `key`'s entry. */
  remember(key: string, place: PackedEntry): void {
    this.added.set(key, place);
  }

  /**
   * Writes the index: what it held (read again, another build may have written it since) and
   * what this build added. Given the keys a whole site uses, keeps only those, deletes the
   * packs nothing uses, and copies the live entries of packs that are mostly dead (or of many
   * small ones) into one new pack.
   */
  commit(used?: ReadonlySet<string>): void {
    // No pack is open while packs are removed (Windows refuses to remove an open file).
    this.closeFiles();
    try {
      const index: Index = { ...readIndex(this.dir) };
      for (const [key, place] of this.added) index[key] = place;
      if (used) {
        for (const key of Object.keys(index)) if (!used.has(key)) delete index[key];
        this.compact(index);
      }
      writeSealedFile(path.join(this.dir, INDEX_FILE), INDEX_FORMAT, JSON.stringify(index));
      this.index = index;
      this.added.clear();
    } catch {
      // The next build only finds fewer pages cached.
    } finally {
      this.closeFiles();
    }
  }

  /** Closes the files kept open (`commit` does); the next entry written or read opens its pack again. */
  closeFiles(): void {
    for (const fd of [...this.readFds.values(), ...(this.ownFd === undefined ? [] : [this.ownFd])]) {
      try {
        fs.closeSync(fd);
      } catch {
        // Closed already.
      }
    }
    this.readFds.clear();
    this.ownFd = undefined;
  }

  private compact(index: Index): void {
    const live = new Map<string, number>();
    for (const [pack, , length] of Object.values(index)) live.set(pack, (live.get(pack) ?? 0) + length);
    const sizes = new Map<string, number>();
    for (const name of fs.readdirSync(this.dir)) {
      if (name === INDEX_FILE) continue;
      if (name.endsWith(PACK_EXTENSION) && live.has(name)) sizes.set(name, fs.statSync(path.join(this.dir, name)).size);
      // Packs nothing uses, torn index writes, and the entries of older cache formats.
      else fs.rmSync(path.join(this.dir, name), { recursive: true, force: true });
    }
    for (const [key, [pack]] of Object.entries(index)) if (!sizes.has(pack)) delete index[key];
    // Into this writer's pack: the live entries of packs mostly dead, and of small packs when many.
    const others = [...sizes].filter(([name]) => name !== this.ownPack?.name);
    const rewritten = new Set(others.filter(([name, size]) => live.get(name)! * 2 < size).map(([name]) => name));
    if ([...sizes.values()].filter((size) => size < SMALL_PACK_BYTES).length >= SMALL_PACKS_MERGED_FROM) {
      for (const [name, size] of others) if (size < SMALL_PACK_BYTES) rewritten.add(name);
    }
    if (rewritten.size === 0) return;
    for (const [key, [pack, offset, length, digest]] of Object.entries(index)) {
      if (!rewritten.has(pack)) continue;
      const bytes = this.readSpan(pack, offset, length);
      // A damaged entry is not carried over: its page renders again.
      const place = bytes && entryKey(bytes) === key && contentDigest(bytes) === digest ? this.append(bytes) : undefined;
      if (place) index[key] = place;
      else delete index[key];
    }
    this.closeFiles();
    for (const pack of rewritten) fs.rmSync(path.join(this.dir, pack), { force: true });
  }

  private loadIndex(): Index {
    this.index ??= readIndex(this.dir, this.onCorrupt);
    return this.index;
  }

  private readSpan(pack: string, offset: number, length: number): Buffer | undefined {
    try {
      let fd = this.readFds.get(pack);
      if (fd === undefined) {
        fd = fs.openSync(path.join(this.dir, pack), 'r');
        this.readFds.set(pack, fd);
      }
      const bytes = Buffer.alloc(length);
      return fs.readSync(fd, bytes, 0, length, offset) === length ? bytes : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * The index on disk: its well-formed entries (none when it is missing, of another format or
 * damaged). One that is there but damaged (its digest, or not an object of JSON) is reported to
 * `onCorrupt`.
 */
function readIndex(dir: string, onCorrupt?: (entry: CorruptEntry) => void): Index {
  const read = readSealedFile(path.join(dir, INDEX_FILE), INDEX_FORMAT);
  if (read.status === 'damaged') onCorrupt?.({ file: INDEX_FILE, reason: read.reason });
  if (read.status !== 'whole') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const index: Index = {};
  if (!parsed || typeof parsed !== 'object') {
    onCorrupt?.({ file: INDEX_FILE, reason: 'it is not an index' });
    return index;
  }
  for (const [key, place] of Object.entries(parsed)) if (isPlace(place)) index[key] = place;
  return index;
}

const isPlace = (value: unknown): value is PackedEntry =>
  Array.isArray(value) &&
  value.length === 4 &&
  typeof value[0] === 'string' &&
  !/[\\/]/.test(value[0]) &&
  Number.isSafeInteger(value[1]) &&
  Number.isSafeInteger(value[2]) &&
  typeof value[3] === 'string';

const KEY_PREFIX = '{"key":"';

/** The key an entry's bytes name (its first member), without parsing the rest. */
function entryKey(bytes: Buffer): string | undefined {
  if (bytes.toString('latin1', 0, KEY_PREFIX.length) !== KEY_PREFIX) return undefined;
  const end = bytes.indexOf('"', KEY_PREFIX.length);
  return end < 0 ? undefined : bytes.toString('utf8', KEY_PREFIX.length, end);
}
