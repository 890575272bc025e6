import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writesLanded } from '../../../../src/build/server/writesLanded.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const folder = () => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-writes-')));

describe('writesLanded', () => {
  it('waits while a saved file is still empty (truncated, not yet written), until its write lands', async () => {
    const file = path.join(folder(), 'docsgen.config.ts');
    fs.writeFileSync(file, '');
    setTimeout(() => fs.writeFileSync(file, 'export default {};\n'), 40);
    await writesLanded([file]);
    expect(fs.readFileSync(file, 'utf8')).toBe('export default {};\n');
  });

  it('takes a file that stays empty as it is, after a short wait', async () => {
    const file = path.join(folder(), 'empty.md');
    fs.writeFileSync(file, '');
    const started = performance.now();
    await writesLanded([file]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('does not wait for files with content, nor for removed ones', async () => {
    const file = path.join(folder(), 'page.md');
    fs.writeFileSync(file, '# Page\n');
    const started = performance.now();
    await writesLanded([file, path.join(dir, 'removed.md')]);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
