import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** A page's file as a build left it: its page's cache key, and the file on disk (inode, size, modification time). */
type RecordedFile = [key: string, ino: number, size: number, mtimeMs: number];

interface RecordFile {
  outDir: string;
  files: Record<string, RecordedFile>;
}

const RECORD_FILE = 'output.json';

/**
 * Which page each file of an output folder holds, as the build that made it left it (kept in the
 * cache folder). A cache key names everything a page's HTML depends on: a file recorded under the
 * key a page has now, and still the same file on disk, holds that page's HTML, so the next build
 * links it into its output without reading the page from the cache or the file from the disk (a
 * warm build then costs a stat and a link a page, not its bytes read twice and compared).
 */
export class OutputRecord {
  private constructor(private readonly files: Readonly<Record<string, RecordedFile>>) {}

  static readonly empty = new OutputRecord({});

  /** The record of `outDir` kept in `cacheDir` (empty when there is none, or it is of another folder). */
  static read(cacheDir: string, outDir: string): OutputRecord {
    try {
      const record = JSON.parse(fs.readFileSync(path.join(cacheDir, RECORD_FILE), 'utf8')) as Partial<RecordFile>;
      return record.outDir === outDir && record.files && typeof record.files === 'object' ? new OutputRecord(record.files) : OutputRecord.empty;
    } catch {
      return OutputRecord.empty;
    }
  }

  /** The files recorded, as paths relative to the output folder. */
  recordedFiles(): string[] {
    return Object.keys(this.files);
  }

  /** Whether `file` of the output `dir` is still the one the page of `key` rendered there. */
  holds(dir: string, file: string, key: string): boolean {
    const recorded = this.files[file];
    if (!Array.isArray(recorded) || recorded[0] !== key) return false;
    try {
      const stats = fs.statSync(path.join(dir, file));
      return stats.isFile() && stats.ino === recorded[1] && stats.size === recorded[2] && stats.mtimeMs === recorded[3];
    } catch {
      return false;
    }
  }

  /**
   * Records the files of the output being made in `dir` (which becomes `outDir`: renaming a
   * folder keeps its files as they are), each with the key of what it holds. A file kept from the
   * previous output (`kept`: linked, the same file) keeps its entry in `previous` unread. Never
   * throws: without a record the next build only compares bytes.
   */
  static write(
    cacheDir: string,
    outDir: string,
    dir: string,
    entries: Iterable<[file: string, key: string]>,
    previous: { record: OutputRecord; kept: ReadonlySet<string> } = { record: OutputRecord.empty, kept: new Set() },
  ): void {
    const files: Record<string, RecordedFile> = {};
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
      fs.mkdirSync(cacheDir, { recursive: true });
      const temporary = path.join(cacheDir, `${RECORD_FILE}.${process.pid}-${threadId}`);
      fs.writeFileSync(temporary, JSON.stringify({ outDir, files } satisfies RecordFile));
      fs.renameSync(temporary, path.join(cacheDir, RECORD_FILE));
    } catch {
      // A page that could not be written is an error reported elsewhere.
    }
  }
}
