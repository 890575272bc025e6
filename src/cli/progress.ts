/** A one-line progress bar on a terminal; silent when not a terminal or when quiet. */
export class Progress {
  private lastDrawn = 0;
  private readonly enabled: boolean;

  constructor(
    private readonly stream: NodeJS.WriteStream,
    quiet: boolean,
  ) {
    this.enabled = !quiet && stream.isTTY === true;
  }

  update(done: number, total: number, label: string): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (done < total && now - this.lastDrawn < 50) return;
    this.lastDrawn = now;
    const width = 24;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    this.stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  }

  clear(): void {
    if (this.enabled) this.stream.write('\r\x1b[K');
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
