import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { build, type BuildOptions, type BuildResult } from '../../src/build/build.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/sites');

/** A fresh temporary folder, removed by the caller's `cleanup`. */
export function tempDir(prefix = 'docsgen-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The folders a test file makes — copies of fixture sites, outputs — removed after its tests:
 * `fixture('css')` copies test/fixtures/sites/css, `temp(prefix)` is an empty folder, `keep(dir)` takes one made elsewhere.
 */
export function scratchFolders(): { fixture: (name: string) => string; temp: (prefix?: string) => string; keep: (dir: string) => string } {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });
  const kept = (dir: string) => {
    made.push(dir);
    return dir;
  };
  return { fixture: (name) => kept(copyFixture(name)), temp: (prefix) => kept(tempDir(prefix)), keep: kept };
}

/** Copies a fixture site into a temporary folder so a test may change it. */
export function copyFixture(name: string): string {
  const target = tempDir(`docsgen-${name}-`);
  fs.cpSync(path.join(FIXTURES, name), target, { recursive: true });
  return target;
}

/**
 * A fixture site that installs packages of its own: its `node_modules` links to those of
 * test/fixtures/packages/<packages> (installed by `npm test`, see scripts/install-site-packages.mjs).
 */
export function copyFixtureWithPackages(name: string, packages = name): string {
  const modules = path.join(FIXTURES, '..', 'packages', packages, 'node_modules');
  if (!fs.existsSync(modules)) throw new Error(`${modules} is missing: run node scripts/install-site-packages.mjs (npm test does)`);
  const root = copyFixture(name);
  fs.symlinkSync(modules, path.join(root, 'node_modules'), 'dir');
  return root;
}

/** Builds without the page cache unless asked: a test compares renders, not cache hits. */
export async function buildSite(root: string, outDir: string, options: Partial<BuildOptions> = {}): Promise<BuildResult> {
  return build({ root, outDir, cache: false, ...options });
}

/** Every JavaScript file the build wrote under `_docsgen/` (the runtime's entry and chunks), joined. */
export function readBundles(outDir: string): string {
  return fs
    .readdirSync(path.join(outDir, '_docsgen'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(outDir, '_docsgen', file), 'utf8'))
    .join('\n');
}

export function readOutput(outDir: string, route: string): string {
  const file = route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html');
  return fs.readFileSync(path.join(outDir, file), 'utf8');
}

/** Every file under a folder with its bytes, keyed by relative path. */
export function snapshotDir(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, absolute), fs.readFileSync(absolute));
  }
  return files;
}

/** Writes `text` to `file` (relative to `root`), making its folders. */
export function writeInto(root: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
