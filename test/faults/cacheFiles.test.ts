import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, CACHE_DIR, type BuildResult } from '../../src/build/build.js';
import { copyFixture, snapshotDir, tempDir } from '../helpers/site.js';

/**
 * Issue 27, item 3: every file of the build cache is verified when read, as the page packs are.
 * A cache file damaged in any way (a same-length edit, a truncation, garbage) is a warning naming
 * it, the build makes what it held again (its output equals a `--no-cache` build byte for byte),
 * and the next build finds the file whole again.
 */

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const site = (name: string) => {
  const root = copyFixture(name);
  cleanup.push(root);
  return root;
};
const folder = () => {
  const dir = tempDir('docsgen-cache-out-');
  cleanup.push(dir);
  return path.join(dir, 'out');
};

const cachedBuild = (root: string, outDir: string) => build({ root, outDir, cache: true, concurrency: 1 });
const uncachedBuild = (root: string, outDir: string) => build({ root, outDir, cache: false, concurrency: 1 });

const succeeded = (result: BuildResult) => {
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.exitCode).toBe(0);
};

const expectSameFolder = (actual: string, expected: string) => {
  const got = snapshotDir(actual);
  const want = snapshotDir(expected);
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  expect([...want].filter(([file, bytes]) => !got.get(file)?.equals(bytes)).map(([file]) => file)).toEqual([]);
};

/** The site's own files, without the cache docsgen keeps in it. */
const sources = (root: string) => new Map([...snapshotDir(root)].filter(([file]) => !file.startsWith('.docsgen')));

/** Three ways a cache file is damaged: a byte of its middle changed, cut in half, and garbage of its length. */
const DAMAGES: Record<string, (bytes: Buffer) => Buffer> = {
  'a same-length edit': (bytes) => {
    const edited = Buffer.from(bytes);
    const at = Math.floor(bytes.byteLength / 2);
    edited[at] = edited[at] === 0x41 ? 0x42 : 0x41;
    return edited;
  },
  'a truncation': (bytes) => bytes.subarray(0, Math.floor(bytes.byteLength / 2)),
  garbage: (bytes) => Buffer.from(Array.from({ length: bytes.byteLength }, (_, i) => (i * 31 + 7) % 251)),
};

interface CacheFileCase {
  fixture: string;
  /** The cache file (from the site root), once a cached build made it. */
  file: (root: string) => string;
  /** Makes the next build read the file (when only some builds do), leaving its output the same. */
  touch?: (root: string) => void;
  prepare?: (root: string) => void;
}

const CASES: Record<string, CacheFileCase> = {
  'the API cache': {
    fixture: 'api-package',
    file: (root) => `${CACHE_DIR}/api/${fs.readdirSync(path.join(root, CACHE_DIR, 'api')).sort()[0]}`,
  },
  'the JS-variants cache': {
    fixture: 'demos',
    // Counter.tsx without its hand-written JavaScript: its variant is generated, and cached.
    prepare: (root) => fs.rmSync(path.join(root, 'content/material-ui/demos/Counter.js')),
    file: () => `${CACHE_DIR}/js-variants.json`,
    // Without the shared assets' entry the build prepares them again, and its demos' variants with them.
    touch: (root) => fs.rmSync(path.join(root, CACHE_DIR, 'shared.bundle')),
  },
  "the output's record": { fixture: 'demos', file: () => `${CACHE_DIR}/output.json` },
  "the page packs' index": { fixture: 'demos', file: () => `${CACHE_DIR}/pages/index.json` },
};

describe('every cache file is verified on read', () => {
  for (const [name, { fixture, file, touch, prepare }] of Object.entries(CASES)) {
    it(`${name}: damaged in any way, a warning naming it, the output as without a cache, and whole again after`, async () => {
      const root = site(fixture);
      prepare?.(root);
      const out = folder();
      succeeded(await cachedBuild(root, out));
      const cacheFile = file(root);
      expect(fs.existsSync(path.join(root, cacheFile))).toBe(true);
      const fresh = folder();
      succeeded(await uncachedBuild(root, fresh));
      for (const [how, damage] of Object.entries(DAMAGES)) {
        touch?.(root);
        const before = sources(root);
        const target = path.join(root, cacheFile);
        fs.writeFileSync(target, damage(fs.readFileSync(target)));
        const damaged = await cachedBuild(root, out);
        succeeded(damaged);
        const warnings = damaged.diagnostics.filter((d) => d.code === 'cache-corrupt');
        expect(warnings, how).toEqual([expect.objectContaining({ severity: 'warning', file: cacheFile, line: 0 })]);
        expect(warnings[0]!.message).toContain(`Cache file ${cacheFile} is damaged`);
        expectSameFolder(out, fresh);
        expect(sources(root)).toEqual(before);
        // Written again whole: the next build that reads it says nothing.
        touch?.(root);
        const again = await cachedBuild(root, out);
        succeeded(again);
        expect(
          again.diagnostics.filter((d) => d.code === 'cache-corrupt'),
          how,
        ).toEqual([]);
        expectSameFolder(out, fresh);
      }
    }, 240_000);
  }
});
