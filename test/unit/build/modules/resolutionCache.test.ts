import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResolutionCache } from '../../../../src/build/modules/resolutionCache.js';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-resolution-cache-'));
  for (const dir of ['node_modules', 'content/a', 'content/b', 'content/own/node_modules', 'content/typed', 'content/pkg'])
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/typed/tsconfig.json'), '{}');
  fs.writeFileSync(path.join(root, 'content/pkg/package.json'), '{}');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A fake esbuild whose `resolve` answers with the folder it was asked from, counting calls. */
function fakeBuild() {
  const calls: string[] = [];
  const build = {
    resolve: (specifier: string, options: { resolveDir?: string }) => {
      calls.push(`${specifier} from ${path.relative(root, options.resolveDir ?? '')}`);
      return Promise.resolve({ path: path.join(options.resolveDir ?? '', specifier), errors: [], warnings: [] } as unknown as esbuild.ResolveResult);
    },
  } as unknown as esbuild.PluginBuild;
  return { build, calls };
}

const from = (dir: string, kind: esbuild.ImportKind = 'import-statement') => ({ kind, resolveDir: path.join(root, dir), pluginData: 'x' });

describe('ResolutionCache', () => {
  it('resolves an import once for folders whose ancestors hold the same node_modules, package.json and tsconfig', async () => {
    const { build, calls } = fakeBuild();
    const cache = new ResolutionCache();
    const first = await cache.resolve(build, 'react', from('content/a'));
    expect(await cache.resolve(build, 'react', from('content/b'))).toBe(first);
    expect(await cache.resolve(build, 'react', from('content'))).toBe(first);
    expect(calls).toEqual(['react from content/a']);
  });

  it('resolves again from a folder with a node_modules, package.json or tsconfig.json of its own, for another import or kind', async () => {
    const { build, calls } = fakeBuild();
    const cache = new ResolutionCache();
    for (const dir of ['content/a', 'content/own', 'content/typed', 'content/pkg']) await cache.resolve(build, 'react', from(dir));
    await cache.resolve(build, 'react-dom', from('content/a'));
    await cache.resolve(build, 'react', from('content/a', 'require-call'));
    expect(calls).toEqual([
      'react from content/a',
      'react from content/own',
      'react from content/typed',
      'react from content/pkg',
      'react-dom from content/a',
      'react from content/a',
    ]);
    // A folder below one with a node_modules of its own shares its scope, not the site's.
    fs.mkdirSync(path.join(root, 'content/own/deeper'), { recursive: true });
    await cache.resolve(build, 'react', from('content/own/deeper'));
    expect(calls).toHaveLength(6);
  });
});
