import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeQueue } from '../../../../src/build/server/changeQueue.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const files = (...names: string[]) => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-queue-'));
  return names.map((name) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `${name}\n`);
    return file;
  });
};

describe('ChangeQueue', () => {
  it('applies changes that come together as one batch, after what it must wait for', async () => {
    const [a, b] = files('a.md', 'b.md');
    const events: string[] = [];
    let begin!: () => void;
    const queue = new ChangeQueue(
      async (batch) => {
        events.push(batch.map((file) => path.basename(file)).join('+'));
      },
      new Promise<void>((resolve) => (begin = resolve)),
    );
    queue.add(a!);
    queue.add(b!);
    queue.add(a!);
    await sleep(50);
    expect(events).toEqual([]);
    events.push('checked');
    begin();
    await queue.settled();
    expect(events).toEqual(['checked', 'a.md+b.md']);
    await queue.close();
  });

  it('never applies two batches at once', async () => {
    const [a, b] = files('a.md', 'b.md');
    let running = 0;
    let most = 0;
    const applied: string[] = [];
    const queue = new ChangeQueue(async (batch) => {
      most = Math.max(most, ++running);
      await sleep(60);
      applied.push(...batch.map((file) => path.basename(file)));
      running--;
    }, Promise.resolve());
    queue.add(a!);
    await sleep(30);
    queue.add(b!);
    await sleep(20);
    await queue.settled();
    expect(applied).toEqual(['a.md', 'b.md']);
    expect(most).toBe(1);
    await queue.close();
  });

  it('tells a batch that a file of it changed again while it was applied, and applies that change after', async () => {
    const [config] = files('docsgen.config.ts');
    const seen: { changedSince: boolean; text: string }[] = [];
    const queue = new ChangeQueue(async (batch, changedSince) => {
      const text = fs.readFileSync(batch[0]!, 'utf8');
      // The first batch reads the file, then the next save lands before it is done.
      if (seen.length === 0) {
        fs.writeFileSync(config!, 'export default { title: "Second" };\n');
        await sleep(20);
      }
      seen.push({ changedSince: changedSince(), text });
    }, Promise.resolve());
    fs.writeFileSync(config!, 'export default { title: "First" };\n');
    queue.add(config!);
    // chokidar would report the second save; the queue looks at the file again by itself too.
    await sleep(200);
    await queue.settled();
    expect(seen).toEqual([
      { changedSince: true, text: 'export default { title: "First" };\n' },
      { changedSince: false, text: 'export default { title: "Second" };\n' },
    ]);
    await queue.close();
  });

  it('once closed, takes no change in and waits for the batch under way', async () => {
    const [a, b] = files('a.md', 'b.md');
    const applied: string[] = [];
    const queue = new ChangeQueue(async (batch) => {
      await sleep(50);
      applied.push(...batch.map((file) => path.basename(file)));
    }, Promise.resolve());
    queue.add(a!);
    await sleep(25);
    await queue.close();
    expect(applied).toEqual(['a.md']);
    queue.add(b!);
    await sleep(40);
    expect(applied).toEqual(['a.md']);
  });
});
