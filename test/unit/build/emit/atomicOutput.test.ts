import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withAtomicOutput } from '../../../../src/build/emit/atomicOutput.js';

let parent: string;
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

/** An output folder `dist` holding index.html "old", in a folder of its own. */
function previousOutput(): string {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-atomic-output-'));
  const out = path.join(parent, 'dist');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'index.html'), 'old');
  return out;
}
const names = () => fs.readdirSync(parent).sort();
const index = (out: string) => fs.readFileSync(path.join(out, 'index.html'), 'utf8');

describe('withAtomicOutput', () => {
  it('swaps the written folder in when the writer commits, and gives back its value', async () => {
    const out = previousOutput();
    const value = await withAtomicOutput(out, async (dir) => {
      expect(dir).not.toBe(out);
      fs.writeFileSync(path.join(dir, 'index.html'), 'new');
      expect(index(out)).toBe('old');
      return { commit: true, value: 42 };
    });
    expect(value).toBe(42);
    expect(index(out)).toBe('new');
    expect(names()).toEqual(['dist']);
  });

  it('throws the written folder away when the writer does not commit', async () => {
    const out = previousOutput();
    const value = await withAtomicOutput(out, async (dir) => {
      fs.writeFileSync(path.join(dir, 'index.html'), 'new');
      return { commit: false, value: 'problems' };
    });
    expect(value).toBe('problems');
    expect(index(out)).toBe('old');
    expect(names()).toEqual(['dist']);
  });

  it('throws the written folder away and passes the error on when the writer throws', async () => {
    const out = previousOutput();
    const failing = withAtomicOutput(out, async (dir) => {
      fs.writeFileSync(path.join(dir, 'index.html'), 'new');
      throw new Error('disk on fire');
    });
    await expect(failing).rejects.toThrow('disk on fire');
    expect(index(out)).toBe('old');
    expect(names()).toEqual(['dist']);
  });
});
