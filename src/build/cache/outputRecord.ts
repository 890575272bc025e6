import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../util/diagnostics.js';
import { readSealedFile, writeSealedFile } from '../util/sealedFile.js';
import { OUTPUT_MARKER } from '../emit/outputFolder.js';

/** A file on disk: inode, size, modification time. */
type FileStamp = [ino: number, size: number, mtimeMs: number];

/** A page's file as a build left it: its page's cache key, and the file on disk. */
type RecordedFile = [key: string, ...FileStamp];

/** What a whole build (not a shard's) knew of the output it made. */
export interface BuiltOutput {
  /** Everything the output was made from (the build's `outputKey`). */
  key: string;
  /** What the build said of its pages, shared assets and site-wide steps. */
  diagnostics: Diagnostic[];
  /** The output's bytes. */
  bytes: number;
}

interface RecordFile {
  outDir: string;
  files: Record<string, RecordedFile>;
  /** With a whole build's record: the build, and the output's other files (the marker aside). */
  build?: BuiltOutput & { others: Record<string, FileStamp> };
}

const RECORD_FILE = 'output.json';
/** The record's format, sealed with its digest (see `sealedFile`). */
const FORMAT = 'docsgen-output-record/1';

/**
 * Which page each file of an output folder holds, as the build that made it left it (kept in the
 * cache folder). A cache key names everything a page's HTML depends on: a file recorded under the
 * key a page has now, and still the same file on disk, holds that page's HTML, so the next build
 * links it into its output without reading the page from the cache or the file from the disk (a
 * warm build then costs a stat and a link a page, not its bytes read twice and compared).
 */
export class OutputRecord {
  private constructor(
    private readonly files: Readonly<Record<string, RecordedFile>>,
    private readonly build?: RecordFile['build'],
  ) {}

  static readonly empty = new OutputRecord({});

  /**
   * The record of `outDir` kept in `cacheDir` (empty when there is none, or it is of another
   * folder). A damaged one is reported to `onDamaged` and read as empty: the build then compares
   * the output's files, as without a record.
   */
  static read(cacheDir: string, outDir: string, onDamaged: (file: string, reason: string) => void = () => undefined): OutputRecord {
    const file = path.join(cacheDir, RECORD_FILE);
    const read = readSealedFile(file, FORMAT);
    if (read.status === 'damaged') onDamaged(file, read.reason);
    if (read.status !== 'whole') return OutputRecord.empty;
    try {
      const record = JSON.parse(read.body.toString('utf8')) as Partial<RecordFile>;
      if (record.outDir !== outDir || !record.files || typeof record.files !== 'object') return OutputRecord.empty;
      const build =
        record.build && typeof record.build.key === 'string' && record.build.others && Array.isArray(record.build.diagnostics) ? record.build : undefined;
      return new OutputRecord(record.files, build);
    } catch {
      onDamaged(file, 'it is not a record');
      return OutputRecord.empty;
    }
  }

  /** The files recorded, as paths relative to the output folder. */
  recordedFiles(): string[] {
    return Object.keys(this.files);
  }

  /**
   * What the build that made the output `dir` said, when it was made from the same inputs (`key`)
   * and holds the files that build left, unchanged (each file's inode, size and time, none added
   * or taken away): a build from these inputs would make it again byte for byte (builds are
   * deterministic), so it may stay as it is. Undefined otherwise, or when unsure.
   */
  upToDate(dir: string, key: string): BuiltOutput | undefined {
    const { build } = this;
    if (!build || build.key !== key) return undefined;
    let found = 0;
    try {
      for (const file of outputFiles(dir)) {
        if (file === undefined) return undefined;
        const stamp = this.files[file]?.slice(1) ?? build.others[file];
        if (!Array.isArray(stamp) || !sameStamp(path.join(dir, file), stamp as FileStamp)) return undefined;
        found++;
      }
    } catch {
      return undefined;
    }
    if (found !== Object.keys(this.files).length + Object.keys(build.others).length) return undefined;
    return { key: build.key, diagnostics: build.diagnostics, bytes: build.bytes };
  }

  /** Whether `file` of the output `dir` is still the one the page of `key` rendered there. */
  holds(dir: string, file: string, key: string): boolean {
    const recorded = this.files[file];
    if (!Array.isArray(recorded) || recorded[0] !== key) return false;
    return sameStamp(path.join(dir, file), recorded.slice(1) as FileStamp);
  }

  /**
   * Records the files of the output being made in `dir` (which becomes `outDir`: renaming a
   * folder keeps its files as they are), each with the key of what it holds. A file kept from the
   * previous output (`kept`: linked, the same file) keeps its entry in `previous` unread. `build`:
   * a whole build's, with which every other file of the output is recorded too (see `upToDate`).
   * Never throws: without a record the next build only compares bytes.
   */
  static write(
    cacheDir: string,
    outDir: string,
    dir: string,
    entries: Iterable<[file: string, key: string]>,
    previous: { record: OutputRecord; kept: ReadonlySet<string> } = { record: OutputRecord.empty, kept: new Set() },
    build?: BuiltOutput,
  ): void {
    const files: Record<string, RecordedFile> = {};
    let built: RecordFile['build'];
    try {
      for (const [file, key] of entries) {
        const recorded = previous.kept.has(file) ? previous.record.files[file] : undefined;
        if (recorded?.[0] === key) {
          files[file] = recorded;
          continue;
        }
        const stats = fs.statSync(path.join(dir, file));
        files[file] = [key, stats.ino, stats.size, stats.mtimeMs];
      }
      if (build) {
        try {
          built = { ...build, others: otherFiles(dir, files) };
        } catch {
          // Not recorded whole: the next build makes the output again.
        }
      }
      writeSealedFile(path.join(cacheDir, RECORD_FILE), FORMAT, JSON.stringify({ outDir, files, ...(built ? { build: built } : {}) } satisfies RecordFile));
    } catch {
      // A page that could not be written is an error reported elsewhere.
    }
  }
}

/** Whether `file` is a file with this inode, size and modification time. */
function sameStamp(file: string, [ino, size, mtimeMs]: FileStamp): boolean {
  try {
    const stats = fs.statSync(file);
    return stats.isFile() && stats.ino === ino && stats.size === size && stats.mtimeMs === mtimeMs;
  } catch {
    return false;
  }
}

/** Every file below `dir` (paths from it, with `/`), docsgen's marker aside; undefined for what is neither file nor folder. */
function* outputFiles(dir: string): Generator<string | undefined> {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    if (!entry.isFile()) {
      yield undefined;
      continue;
    }
    const file = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (file !== OUTPUT_MARKER) yield file;
  }
}

/** The stamps of the files of `dir` not in `recorded`; throws on what is neither file nor folder (the record then has no build). */
function otherFiles(dir: string, recorded: Readonly<Record<string, RecordedFile>>): Record<string, FileStamp> {
  const others: Record<string, FileStamp> = {};
  for (const file of outputFiles(dir)) {
    if (file === undefined) throw new Error('An output with links or special files is not recorded whole');
    if (file in recorded) continue;
    const stats = fs.statSync(path.join(dir, file));
    others[file] = [stats.ino, stats.size, stats.mtimeMs];
  }
  return others;
}
