import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { isInside } from '../util/files.js';
import { startWorkerThread } from '../modules/workerThread.js';

/** Lets a folder that exists already be (as `mkdir -p` does), and any other problem through. */
function existing(cause: NodeJS.ErrnoException): void {
  if (cause.code !== 'EEXIST') throw cause;
}

/** Links made at once by `keepPreviousFiles`: enough to keep libuv's threads busy. */
const LINKS_AT_ONCE = 16;

/** `name.css` + content → `name.1a2b3c4d.css`. */
export function hashedFileName(name: string, content: string | Uint8Array): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const extension = path.extname(name);
  return `${name.slice(0, name.length - extension.length)}.${hash}${extension}`;
}

export interface OutputWriterOptions {
  /**
   * The output this one replaces. A file whose bytes are already there is hard-linked to it, not
   * written again: a build that changes few pages makes few new files (making files is most of
   * what writing costs on some file systems), and the old output's files live on in the new one.
   */
  previous?: string;
}

/**
 * Writes files below one folder and counts what it wrote. A file is never written in place: a
 * path that holds a file already (linked to the previous output, or written by another writer of
 * the same build, a worker thread's) gets a new file renamed over it, so the previous output's
 * bytes never change, whoever writes.
 */
export class OutputWriter {
  files = 0;
  bytes = 0;
  /** The files kept from the previous output as they were (linked or copied), by `keepPrevious`. */
  readonly kept = new Set<string>();
  readonly previous: string | undefined;
  private readonly madeDirs = new Set<string>();
  /** Folders made ahead (`makeFoldersAhead`), and the folders a file went into or was planned for. */
  private readonly aheadDirs = new Set<string>();
  private readonly usedDirs = new Set<string>();
  /** The folders being made: each `makeFolders` plans once those asked for before are made. */
  private folderWork: Promise<void> = Promise.resolve();
  private replaced = 0;

  constructor(
    readonly dir: string,
    options: OutputWriterOptions = {},
  ) {
    this.previous = options.previous !== undefined && fs.existsSync(options.previous) ? options.previous : undefined;
  }

  write(relativePath: string, content: string | Uint8Array): void {
    const target = this.target(relativePath);
    const byteLength = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    if (this.previous === undefined || !this.linkPrevious(path.join(this.previous, relativePath), target, content, byteLength)) this.writeNew(target, content);
    this.files++;
    this.bytes += byteLength;
  }

  /**
   * Puts the previous output's file at `relativePath` into this one as it is (linked; copied where
   * links fail): for a file the caller knows holds the right bytes (see `OutputRecord`).
   */
  keepPrevious(relativePath: string, byteLength: number): void {
    const [old, target] = this.keptPaths(relativePath);
    try {
      fs.linkSync(old, target);
    } catch {
      fs.copyFileSync(old, target);
    }
    this.countKept(relativePath, byteLength);
  }

  /**
   * `keepPrevious` for many files, linked side by side (by libuv's threads: a link is a few tens
   * of µs in the kernel, most of what a build of cached pages does per page); `onKept` is called
   * after every second file (a page's HTML and twin).
   */
  async keepPreviousFiles(files: readonly [relativePath: string, byteLength: number][], onKept?: () => void): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < files.length) {
        const index = next++;
        const [relativePath, byteLength] = files[index]!;
        const [old, target] = this.keptPaths(relativePath);
        await fs.promises.link(old, target).catch(() => fs.promises.copyFile(old, target));
        this.countKept(relativePath, byteLength);
        if (index % 2 === 1) onKept?.();
      }
    };
    await Promise.all(Array.from({ length: Math.min(LINKS_AT_ONCE, files.length) }, lane));
  }

  /** The previous output's file at `relativePath`, and where it goes in this one (its folder made). */
  private keptPaths(relativePath: string): [old: string, target: string] {
    if (this.previous === undefined) throw new Error(`There is no previous output to keep ${relativePath} from`);
    return [path.join(this.previous, relativePath), this.target(relativePath)];
  }

  private countKept(relativePath: string, byteLength: number): void {
    this.kept.add(relativePath);
    this.files++;
    this.bytes += byteLength;
  }

  /** Where `relativePath` goes, its folder made. */
  private target(relativePath: string): string {
    const target = path.join(this.dir, relativePath);
    // Routes are checked where pages are read; this proves it for every file, whoever names it.
    if (target === this.dir || !isInside(this.dir, target)) throw new Error(`Refusing to write ${relativePath}: it is not inside the output folder`);
    const parent = path.dirname(target);
    if (!this.madeDirs.has(parent)) {
      fs.mkdirSync(parent, { recursive: true });
      this.madeDirs.add(parent);
    }
    this.markUsed(parent);
    return target;
  }

  /** `dir` and the folders above it hold (or will hold) files of this output. */
  private markUsed(dir: string): void {
    for (let folder = dir; folder !== this.dir && !this.usedDirs.has(folder) && isInside(this.dir, folder); folder = path.dirname(folder)) {
      this.usedDirs.add(folder);
    }
  }

  /**
   * Makes the folders of files about to be written, each level's side by side (by libuv's
   * threads): a site's thousand page folders take 2-3x less time than made one at a time as
   * each page is written, and the thread is free meanwhile.
   */
  makeFolders(relativeFiles: Iterable<string>): Promise<void> {
    const files = [...relativeFiles];
    for (const relativePath of files) this.markUsed(path.dirname(path.join(this.dir, relativePath)));
    const work = this.folderWork.then(() => this.makeFoldersNow(files));
    this.folderWork = work.catch(() => undefined);
    return work;
  }

  /**
   * Makes the folders of files this output will likely hold (the previous output's) in a thread
   * of its own, while this one goes on: a warm build's thousand folders (~0.25 ms each on ext4)
   * are made while it loads the renderer or restores the shared assets. `removeUnusedFolders`
   * removes those no file went into.
   */
  makeFoldersAhead(relativeFiles: Iterable<string>): void {
    // Relative folders first (a page's file shares its folder's parents with the others), each then checked once.
    const relativeFolders = new Set<string>();
    for (const relativePath of relativeFiles) {
      for (
        let parent = path.posix.dirname(relativePath);
        parent !== '.' && parent !== '/' && !relativeFolders.has(parent);
        parent = path.posix.dirname(parent)
      ) {
        relativeFolders.add(parent);
      }
    }
    const folders = [...relativeFolders].map((folder) => path.join(this.dir, folder)).filter((folder) => folder !== this.dir && isInside(this.dir, folder));
    if (folders.length === 0) return;
    // Parents first.
    const ordered = folders.sort((a, b) => a.length - b.length);
    const { worker, died } = startWorkerThread(import.meta.url, 'folderWorker', 'The folder maker', { workerData: ordered });
    const made = new Promise<string[]>((resolve) => {
      worker.once('message', (folders: string[]) => resolve(folders));
      worker.once('exit', () => resolve([]));
      died.catch(() => resolve([]));
    });
    this.folderWork = this.folderWork.then(async () => {
      for (const dir of await made) {
        this.madeDirs.add(dir);
        this.aheadDirs.add(dir);
      }
    });
  }

  /** Removes the folders made ahead that hold nothing (pages gone since the previous output), deepest first. */
  async removeUnusedFolders(): Promise<void> {
    await this.folderWork;
    const unused = [...this.aheadDirs].filter((dir) => !this.usedDirs.has(dir)).sort((a, b) => b.length - a.length);
    for (const dir of unused) {
      try {
        fs.rmdirSync(dir);
        this.madeDirs.delete(dir);
      } catch {
        // Not empty: a file went in that this writer did not write (a worker thread's).
      }
    }
    this.aheadDirs.clear();
  }

  private async makeFoldersNow(relativeFiles: readonly string[]): Promise<void> {
    const byDepth: string[][] = [];
    const planned = new Set<string>();
    for (const relativePath of relativeFiles) {
      const target = path.join(this.dir, relativePath);
      for (let parent = path.dirname(target); parent !== this.dir && isInside(this.dir, parent); parent = path.dirname(parent)) {
        if (planned.has(parent) || this.madeDirs.has(parent)) break;
        planned.add(parent);
        (byDepth[path.relative(this.dir, parent).split(path.sep).length] ??= []).push(parent);
      }
    }
    await fs.promises.mkdir(this.dir, { recursive: true });
    for (const level of byDepth) {
      if (!level) continue;
      await Promise.all(level.map((dir) => fs.promises.mkdir(dir).catch(existing)));
      // Only now: a file written meanwhile makes its own folder.
      for (const dir of level) this.madeDirs.add(dir);
    }
  }

  /** Writes `target` as a new file: created when there is none, else written beside it and renamed over it. */
  private writeNew(target: string, content: string | Uint8Array): void {
    try {
      fs.writeFileSync(target, content, { flag: 'wx' });
      return;
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code !== 'EEXIST') throw cause;
    }
    const temporary = `${target}.docsgen-write-${process.pid}-${threadId}-${this.replaced++}`;
    try {
      fs.writeFileSync(temporary, content, { flag: 'wx' });
      fs.renameSync(temporary, target);
    } catch (cause) {
      fs.rmSync(temporary, { force: true });
      throw cause;
    }
  }

  /** Links `target` to `old` when `old` holds `content` (sizes compared first: no copy of the content unless they match). */
  private linkPrevious(old: string, target: string, content: string | Uint8Array, byteLength: number): boolean {
    try {
      if (fs.statSync(old).size !== byteLength) return false;
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      if (!fs.readFileSync(old).equals(bytes)) return false;
      fs.linkSync(old, target);
      return true;
    } catch {
      // Not there, or no hard links on this file system: written.
      return false;
    }
  }

  /** Writes a content-hashed asset under `_docsgen/` and returns its path from the site root. */
  writeAsset(name: string, content: string | Uint8Array): string {
    const relativePath = `_docsgen/${hashedFileName(name, content)}`;
    this.write(relativePath, content);
    return relativePath;
  }
}
