import fs from 'node:fs';
import path from 'node:path';
import { announceOutput } from './outputInProgress.js';

const TEMP_MARK = '.docsgen-tmp-';
const OLD_MARK = '.docsgen-old-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes the temporary folders of builds that were killed before they could clean up. */
function removeStaleSiblings(outDir: string): void {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  if (!fs.existsSync(parent)) return;
  for (const name of fs.readdirSync(parent)) {
    for (const mark of [TEMP_MARK, OLD_MARK]) {
      if (!name.startsWith(base + mark)) continue;
      const pid = Number(name.slice(base.length + mark.length));
      if (!Number.isInteger(pid) || !isAlive(pid)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
}

/**
 * An output folder written atomically: files go to a temporary sibling, which replaces the
 * real folder only on `commit()`. Until then the previous output stays byte for byte.
 */
export class AtomicDir {
  readonly tempDir: string;
  private finished = false;

  constructor(readonly outDir: string) {
    removeStaleSiblings(outDir);
    this.tempDir = `${outDir}${TEMP_MARK}${process.pid}`;
    announceOutput(outDir);
    fs.rmSync(this.tempDir, { recursive: true, force: true });
    fs.mkdirSync(this.tempDir, { recursive: true });
  }

  /** Swaps the new output in: two renames, so readers see the old or the new folder, never a mix. */
  commit(): void {
    if (this.finished) return;
    this.finished = true;
    const old = `${this.outDir}${OLD_MARK}${process.pid}`;
    const hadPrevious = fs.existsSync(this.outDir);
    if (hadPrevious) fs.renameSync(this.outDir, old);
    fs.renameSync(this.tempDir, this.outDir);
    if (hadPrevious) fs.rmSync(old, { recursive: true, force: true });
  }

  /** Throws the new output away, leaving the previous one untouched. */
  discard(): void {
    if (this.finished) return;
    this.finished = true;
    fs.rmSync(this.tempDir, { recursive: true, force: true });
  }
}
