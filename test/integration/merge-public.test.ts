import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { merge } from '../../src/build/merge.js';
import { buildSite, copyFixture, snapshotDir } from '../helpers/site.js';

/** `docsgen merge` copies `public/` as a build does: last, with the same conflicts, from shards that agree on it. */
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

function siteWithPublic(files: Record<string, string>): string {
  const root = copyFixture('basic');
  cleanup.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'public', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', file), text);
  }
  return root;
}

async function shardsOf(root: string): Promise<string[]> {
  const shards = [1, 2].map((index) => path.join(root, `shard-${index}`));
  for (const [index, dir] of shards.entries()) expect((await buildSite(root, dir, { shard: { index: index + 1, count: 2 } })).exitCode).toBe(0);
  return shards;
}

describe('docsgen merge and public/', () => {
  it('gives the single build, public files included', async () => {
    const root = siteWithPublic({ 'favicon.ico': 'icon', 'static/guide.pdf': '%PDF-1.4' });
    expect((await buildSite(root, path.join(root, 'single'))).exitCode).toBe(0);
    const merged = await merge({ shards: await shardsOf(root), outDir: path.join(root, 'merged') });
    expect(merged.diagnostics).toEqual([]);
    expect(merged.exitCode).toBe(0);
    const single = snapshotDir(path.join(root, 'single'));
    expect(single.get('static/guide.pdf')?.toString()).toBe('%PDF-1.4');
    expect(snapshotDir(path.join(root, 'merged'))).toEqual(single);
  });

  it('refuses a public file where docsgen writes one, as the build does, at the same file', async () => {
    const root = siteWithPublic({ 'sitemap.xml': '<urlset/>' });
    const built = await buildSite(root, path.join(root, 'single'));
    const conflict = {
      severity: 'error',
      code: 'public-file-conflict',
      message: expect.stringContaining('public/sitemap.xml would overwrite /sitemap.xml'),
      file: 'public/sitemap.xml',
    };
    expect(built.exitCode).toBe(1);
    expect(built.diagnostics).toEqual([expect.objectContaining(conflict)]);
    const merged = await merge({ shards: await shardsOf(root), outDir: path.join(root, 'merged') });
    expect(merged.exitCode).toBe(1);
    expect(merged.diagnostics).toEqual([expect.objectContaining(conflict)]);
    expect(fs.existsSync(path.join(root, 'merged'))).toBe(false);
  });

  it('refuses shards whose public/ differ, naming the file and the shard', async () => {
    const root = siteWithPublic({ 'notes.txt': 'one' });
    const shards = await shardsOf(root);
    fs.writeFileSync(path.join(root, 'public/notes.txt'), 'two');
    const other = path.join(root, 'shard-2-other');
    expect((await buildSite(root, other, { shard: { index: 2, count: 2 } })).exitCode).toBe(0);
    const merged = await merge({ shards: [shards[0]!, other], outDir: path.join(root, 'merged') });
    expect(merged.exitCode).toBe(1);
    expect(merged.diagnostics).toEqual([
      expect.objectContaining({ code: 'shard-conflict', message: 'public/notes.txt differs between shards (one is from another build)', file: other }),
    ]);
    expect(fs.existsSync(path.join(root, 'merged'))).toBe(false);
  });
});
