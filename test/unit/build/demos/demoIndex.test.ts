import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoIndex } from '../../../../src/build/demos/demoIndex.js';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function site(): { page: string; demo: string } {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-demo-index-'));
  const dir = path.join(root, 'content/material-ui/button');
  fs.mkdirSync(dir, { recursive: true });
  const demo = path.join(dir, 'BasicButtons.tsx');
  fs.writeFileSync(demo, 'export default function BasicButtons() { return null; }\n');
  return { page: path.join(dir, 'button.md'), demo };
}

describe('DemoIndex', () => {
  it('reads a demo once, however many pages and checks name it', () => {
    const { page, demo } = site();
    const index = new DemoIndex(root);
    const first = index.find(page, 'BasicButtons.js');
    expect(first?.id).toBe('content/material-ui/button/BasicButtons');
    expect(first?.sources.map((source) => source.variant)).toEqual(['TS']);
    // Changed on disk after it was found: the build keeps what it read (one reading per build).
    fs.writeFileSync(demo, 'export default function Changed() { return null; }\n');
    expect(index.find(page, './BasicButtons.js')).toBe(first);
    // A missing demo is looked for once too.
    expect(index.find(page, 'Missing.js')).toBeUndefined();
    fs.writeFileSync(path.join(path.dirname(page), 'Missing.tsx'), 'export default () => null;\n');
    expect(index.find(page, 'Missing.js')).toBeUndefined();
  });

  it('starts from what another thread found, as plain data, without reading the files', () => {
    const { page, demo } = site();
    const found = new DemoIndex(root);
    const sources = found.find(page, 'BasicButtons.js');
    const data = structuredClone(found.found());
    fs.rmSync(demo);
    const renderThread = new DemoIndex(root, data);
    expect(renderThread.find(page, 'BasicButtons.js')).toEqual(sources);
  });

  it('finds nothing outside the site folder', () => {
    const { page } = site();
    expect(new DemoIndex(root).find(page, '../../../../outside.js')).toBeUndefined();
  });
});
