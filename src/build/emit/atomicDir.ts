import fs from 'node:fs';
import path from 'node:path';
import { startWorkerThread } from '../modules/workerThread.js';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './outputFolder.js';
import { announceOutput } from './outputInProgress.js';

const TEMP_MARK = '.docsgen-tmp-';
const OLD_MARK = '.docsgen-old-';

/** The temporary folder this process writes a new output for `outDir` into. */
export const tempDirOf = (outDir: string) => `${outDir}${TEMP_MARK}${process.pid}`;

/** The output folder a folder is written for: `outDir` for its temporary folder (see tempDirOf), else the folder itself. */
export const outputDirOf = (dir: string) => dir.replace(new RegExp(`${TEMP_MARK.replace(/[.]/g, '\\.')}\\d+$`), '');

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (cause) {
    // EPERM: the process exists but belongs to someone else.
    return (cause as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Sibling {
  path: string;
  kind: 'temp' | 'old';
  pid: number;
}

/** The temporary and set-aside folders that builds of `outDir` left beside it, with the pid of their build. */
function siblingsOf(outDir: string): Sibling[] {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  const found: Sibling[] = [];
  for (const name of names) {
    for (const [mark, kind] of [
      [TEMP_MARK, 'temp'],
      [OLD_MARK, 'old'],
    ] as const) {
      if (!name.startsWith(base + mark)) continue;
      found.push({ path: path.join(parent, name), kind, pid: Number(name.slice(base.length + mark.length)) });
    }
  }
  return found;
}

/**
 * Repairs what a build killed in the middle of its work left beside `outDir`: a build killed
 * between the two renames of its commit left no output and the previous one set aside, which is
 * put back; every other leftover of a build that is no longer running is removed. Any command that
 * knows the output folder runs this first. Returns whether the previous output was restored.
 */
export function repairOutput(outDir: string): boolean {
  const leftovers = siblingsOf(outDir).filter((sibling) => !Number.isInteger(sibling.pid) || !isAlive(sibling.pid));
  let restored = false;
  if (!fs.existsSync(outDir)) {
    const setAside = leftovers.filter((sibling) => sibling.kind === 'old').sort((a, b) => fs.statSync(b.path).mtimeMs - fs.statSync(a.path).mtimeMs)[0];
    if (setAside) {
      fs.renameSync(setAside.path, outDir);
      restored = true;
    }
  }
  for (const sibling of leftovers) {
    if (fs.existsSync(sibling.path)) fs.rmSync(sibling.path, { recursive: true, force: true });
  }
  return restored;
}

/** Removes `dir` if it can: what cannot be removed now, the next command removes (repairOutput). */
function removeQuietly(dir: string): void {
  try {
    fs.rmSync(dir, { recursive: true, force: true });
  } catch {
    // Left to repairOutput.
  }
}

/** The marker in a new output: linked to the previous output's, as every unchanged file is (see OutputWriter). */
function writeMarker(dir: string, previous: string): void {
  const marker = path.join(dir, OUTPUT_MARKER);
  const previousMarker = path.join(previous, OUTPUT_MARKER);
  fs.rmSync(marker, { force: true });
  try {
    if (fs.readFileSync(previousMarker, 'utf8') === OUTPUT_MARKER_TEXT) {
      fs.linkSync(previousMarker, marker);
      return;
    }
  } catch {
    // No previous output, an older marker, or no hard links here: written.
  }
  fs.writeFileSync(marker, OUTPUT_MARKER_TEXT);
}

/**
 * Removes what earlier builds put in `trashDir` (their replaced outputs) while the caller goes
 * on: a build's start is one thread's work, and removing a thousand-page output (a file and a
 * folder a page) was a fifth of a build of cached pages. In a thread of its own, by blocking
 * calls: removed by libuv's threads instead, its thousands of calls queued ahead of the pages the
 * build reads meanwhile (~80 ms of a 1 s build). Never rejects.
 */
export function emptyTrash(trashDir: string): Promise<void> {
  if (!fs.existsSync(trashDir)) return Promise.resolve();
  const { worker, died } = startWorkerThread(import.meta.url, 'trashWorker', 'The trash remover', { workerData: trashDir });
  return new Promise<void>((resolve) => {
    worker.once('exit', () => resolve());
    died.catch(() => resolve());
  });
}

/**
 * An output folder written atomically: files go to a temporary sibling, which replaces the
 * real folder only on `commit()`. Until then the previous output stays byte for byte. The folder
 * gets docsgen's marker, so that the next build knows it may replace it.
 */
export class AtomicDir {
  readonly tempDir: string;
  private finished = false;

  /**
   * `trashDir`: where the previous output goes once replaced, for the next build to remove while
   * it starts (`emptyTrash`) instead of this one before it ends (when the rename fails, another
   * file system, it is removed at once).
   */
  constructor(
    readonly outDir: string,
    private readonly trashDir?: string,
  ) {
    repairOutput(outDir);
    this.tempDir = tempDirOf(outDir);
    announceOutput(outDir);
    fs.rmSync(this.tempDir, { recursive: true, force: true });
    fs.mkdirSync(this.tempDir, { recursive: true });
  }

  /**
   * Swaps the new output in: two renames, so readers see the old or the new folder, never a mix.
   * Killed between them, the next command's `repairOutput` puts the previous output back. The
   * previous output is then removed with its files and folders unlinked side by side (by libuv's
   * threads: 2-5x faster than one after another, where removing is most of what a build of
   * cached pages costs).
   */
  async commit(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    const old = `${this.outDir}${OLD_MARK}${process.pid}`;
    const hadPrevious = fs.existsSync(this.outDir);
    try {
      // Written last, so no snapshot of the folder taken while building (the shared cache entry) holds it.
      writeMarker(this.tempDir, this.outDir);
      if (hadPrevious) fs.renameSync(this.outDir, old);
      try {
        fs.renameSync(this.tempDir, this.outDir);
      } catch (cause) {
        if (hadPrevious) fs.renameSync(old, this.outDir);
        throw cause;
      }
    } catch (cause) {
      // A failed commit leaves no temporary copy behind (its caller may exit at once).
      removeQuietly(this.tempDir);
      throw cause;
    }
    if (hadPrevious && !this.moveToTrash(old)) await fs.promises.rm(old, { recursive: true, force: true });
  }

  private moveToTrash(old: string): boolean {
    if (this.trashDir === undefined) return false;
    try {
      fs.mkdirSync(this.trashDir, { recursive: true });
      fs.renameSync(old, path.join(this.trashDir, `${path.basename(old)}-${Date.now()}`));
      return true;
    } catch {
      return false;
    }
  }

  /** Throws the new output away, leaving the previous one untouched. */
  discard(): void {
    if (this.finished) return;
    this.finished = true;
    fs.rmSync(this.tempDir, { recursive: true, force: true });
  }
}
