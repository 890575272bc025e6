import { changeStamp } from '../util/files.js';
import { writesLanded } from './writesLanded.js';

/**
 * Applies one batch of changed files (absolute paths). `changedSince()` says whether a file of the
 * batch changed again while it was applied: what it read may be a save half-written, and the
 * batch that follows will read it whole.
 */
export type ApplyBatch = (files: string[], changedSince: () => boolean) => Promise<void>;

/** Changes within this many ms make one batch. */
const BATCH_MS = 10;
/** chokidar drops a second change of one file within 50 ms: a file is looked at again after this. */
const LOOK_AGAIN_MS = 80;

/**
 * The dev server's changes, applied in batches one after another, never two at once: changes
 * within 10 ms make one batch, a save whose write has not landed joins it (see writesLanded), and
 * a file changed again within chokidar's 50 ms is not missed. Runs after `after` (the first check
 * of the site); once closed, no change is taken in.
 */
export class ChangeQueue {
  private running: Promise<void>;
  private pending: Promise<void> | undefined;
  private resolvePending: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closing = false;
  private readonly changed = new Set<string>();
  /** The change stamp of each file when it was last taken in. */
  private readonly seen = new Map<string, string>();

  constructor(
    private readonly apply: ApplyBatch,
    after: Promise<void>,
  ) {
    this.running = after;
  }

  add(file: string): void {
    if (this.closing) return;
    this.changed.add(file);
    // Looked at again once chokidar could have dropped a second change (unless the file still
    // waits for its batch, which will read it as it is by then: taking it again would reload
    // twice for one save whenever a reload takes longer than 80 ms).
    setTimeout(() => {
      if (!this.closing && !this.changed.has(file) && changeStamp(file) !== this.seen.get(file)) this.add(file);
    }, LOOK_AGAIN_MS);
    clearTimeout(this.timer);
    this.pending ??= new Promise<void>((resolve) => {
      this.resolvePending = resolve;
    });
    this.timer = setTimeout(() => this.runBatch(), BATCH_MS);
  }

  private runBatch(): void {
    const done = this.resolvePending;
    this.pending = undefined;
    this.resolvePending = undefined;
    this.running = this.running
      .then(async () => {
        // Changes that come while a save's write lands join this batch.
        await writesLanded([...this.changed]);
        const files = [...this.changed];
        this.changed.clear();
        // A batch whose files an earlier one took while waiting has nothing left to do.
        if (this.closing || files.length === 0) return;
        const stamps = files.map((file) => changeStamp(file));
        files.forEach((file, index) => this.seen.set(file, stamps[index]!));
        await this.apply(files, () => files.some((file, index) => changeStamp(file) !== stamps[index]));
      })
      .then(done);
  }

  /** Resolves once the batch of the latest change is applied. */
  async settled(): Promise<void> {
    await (this.pending ?? Promise.resolve());
    await this.running;
  }

  /** Takes no change in from now on; resolves once the batch under way is applied. */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.timer);
    this.resolvePending?.();
    await this.running;
  }
}
