import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merge } from '../../src/build/merge.js';
import { buildSite, REPO_ROOT, snapshotDir, tempDir } from '../helpers/site.js';

/**
 * The same sources build the same bytes in any folder: the example site (content/, with docsgen
 * outside it) copied into two folders of different depth, the first shard built in one, the second
 * in the other, and their merge compared with a single build of the first, byte for byte. Every
 * file comes from one folder or both (a file both shards write must be the same), so three builds
 * show both facts.
 */
const dirs: string[] = [];
let siteA: string;
let siteB: string;
let single: Map<string, Buffer>;
let singleDir: string;
const shards: string[] = [];

const PUBLIC_FILES: Record<string, string> = { 'favicon.ico': '\u0000\u0000\u0001\u0000icon', 'static/notes.txt': 'static notes\n' };

/** The example site in `folder`: its config, content, API source and public files; packages linked to the repository's. */
function copyExampleSite(folder: string): string {
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, 'docsgen.config.ts'), path.join(folder, 'docsgen.config.ts'));
  for (const part of ['content', 'packages']) {
    fs.cpSync(path.join(REPO_ROOT, part), path.join(folder, part), { recursive: true, filter: (source) => path.basename(source) !== 'node_modules' });
  }
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  // Products with packages of their own (Joy UI's, Acme Forms'): installed by scripts/install-site-packages.mjs.
  for (const product of fs.readdirSync(path.join(REPO_ROOT, 'content'))) {
    const modules = path.join(REPO_ROOT, 'content', product, 'node_modules');
    if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(folder, 'content', product, 'node_modules'), 'dir');
  }
  for (const [file, text] of Object.entries(PUBLIC_FILES)) {
    fs.mkdirSync(path.dirname(path.join(folder, 'public', file)), { recursive: true });
    fs.writeFileSync(path.join(folder, 'public', file), text);
  }
  fs.writeFileSync(path.join(folder, '_redirects'), '/joy-ui/old-button/ /joy-ui/react-button/ 301\n');
  return folder;
}

const scratch = () => {
  const dir = tempDir('docsgen-portable-');
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  siteA = copyExampleSite(path.join(scratch(), 'site'));
  siteB = copyExampleSite(path.join(scratch(), 'a', 'much', 'longer', 'checkout', 'path', 'docs'));
  singleDir = path.join(scratch(), 'out');
  const built = await buildSite(siteA, singleDir);
  expect(built.diagnostics).toEqual([]);
  expect(built.exitCode).toBe(0);
  single = snapshotDir(singleDir);
  for (const [index, site] of [siteA, siteB].entries()) {
    const out = path.join(scratch(), 'shard');
    const result = await buildSite(site, out, { shard: { index: index + 1, count: 2 } });
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
    shards.push(out);
  }
}, 300_000);
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('output independent of where the site lives', () => {
  it('names no folder of the site, of its copy or of docsgen in any output file', () => {
    const places = [siteA, siteB, REPO_ROOT, fs.realpathSync(siteA), fs.realpathSync(siteB)];
    for (const [file, bytes] of single) {
      const text = bytes.toString('latin1');
      for (const place of places) expect(text.includes(place), `${file} names ${place}`).toBe(false);
    }
  });

  it('merges shards built in two folders into the single build, byte for byte, public/ and redirects included', async () => {
    const merged = path.join(scratch(), 'merged');
    const result = await merge({ shards: [shards[1]!, shards[0]!], outDir: merged });
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
    const files = snapshotDir(merged);
    expect([...files.keys()].sort()).toEqual([...single.keys()].sort());
    for (const [file, bytes] of single) expect(files.get(file)?.equals(bytes), file).toBe(true);
    // What the single build has and the equality covers: public files, a redirect page, the site-wide files.
    for (const [file, text] of Object.entries(PUBLIC_FILES)) expect(files.get(file)?.toString('latin1')).toBe(text);
    for (const file of ['joy-ui/old-button/index.html', 'sitemap.xml', 'llms.txt', 'llms-full.txt', 'sw.js']) expect(files.has(file), file).toBe(true);
    expect([...files.keys()].some((file) => file.startsWith('_docsgen/search/'))).toBe(true);
  });
});
