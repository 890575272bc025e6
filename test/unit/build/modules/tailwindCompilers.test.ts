import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TailwindCompilers } from '../../../../src/build/modules/tailwindCompilers.js';
import type { TailwindApi, TailwindCompiler } from '../../../../src/build/modules/tailwindPackages.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A Tailwind whose compiler reads `theme.css` (a dependency) and, like Tailwind's, keeps every class name it was ever given. */
function fakeTailwind(dir: string) {
  const calls = { compile: 0, cleared: [] as string[][] };
  const api: TailwindApi = {
    version: '4.3.5',
    compile: (_css, options) => {
      calls.compile += 1;
      options.onDependency(path.join(dir, 'theme.css'));
      const seen = new Set<string>();
      const compiler: TailwindCompiler = {
        sources: [],
        root: null,
        features: 16,
        build: (candidates) => {
          for (const candidate of candidates) seen.add(candidate);
          return [...seen].sort().join(' ');
        },
      };
      return Promise.resolve(compiler);
    },
    optimize: undefined,
    features: () => 16,
    Scanner: class {
      scan = () => [];
      files = [];
      globs = [];
    },
    clearRequireCache: (files) => void calls.cleared.push(files),
  };
  return { api, calls };
}

function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-tailwind-compilers-'));
  folders.push(dir);
  fs.writeFileSync(path.join(dir, 'theme.css'), '@theme { --color-x: red; }');
  return { dir, file: path.join(dir, 'tailwind.css'), ...fakeTailwind(dir) };
}

describe('TailwindCompilers', () => {
  it('keeps a stylesheet’s compiler while its text, its imports and its class names stay', async () => {
    const { api, calls, file } = setup();
    const compilers = new TailwindCompilers();
    const first = await compilers.compiler(api, file, '@import "tailwindcss";', new Set(['p-2']), []);
    expect(first.build(['p-2'])).toBe('p-2');
    const again = await compilers.compiler(api, file, '@import "tailwindcss";', new Set(['p-2', 'm-1']), []);
    expect(again).toBe(first);
    expect(again.build(['p-2', 'm-1'])).toBe('m-1 p-2');
    expect(calls.compile).toBe(1);
  });

  it('compiles anew when a class name is gone, so it leaves the CSS', async () => {
    const { api, calls, file } = setup();
    const compilers = new TailwindCompilers();
    (await compilers.compiler(api, file, 'css', new Set(['p-2', 'm-1']), [])).build(['p-2', 'm-1']);
    const next = await compilers.compiler(api, file, 'css', new Set(['p-2']), []);
    expect(next.build(['p-2'])).toBe('p-2');
    expect(calls.compile).toBe(2);
  });

  it('compiles anew when the text or a file it read changes, forgetting the JavaScript it loaded', async () => {
    const { api, calls, dir, file } = setup();
    const compilers = new TailwindCompilers();
    const read: string[] = [];
    const first = await compilers.compiler(api, file, 'css', undefined, read);
    expect(read).toEqual([path.join(dir, 'theme.css')]);
    expect([...first.dependencies.keys()]).toEqual(read);
    await compilers.compiler(api, file, 'css changed', undefined, []);
    expect(calls.compile).toBe(2);
    fs.writeFileSync(path.join(dir, 'theme.css'), '@theme { --color-x: blue; /* longer */ }');
    await compilers.compiler(api, file, 'css changed', undefined, []);
    expect(calls.compile).toBe(3);
    expect(calls.cleared).toEqual([[path.join(dir, 'theme.css')], [path.join(dir, 'theme.css')]]);
  });

  it('compiles anew after it was told to forget', async () => {
    const { api, calls, file } = setup();
    const compilers = new TailwindCompilers();
    await compilers.compiler(api, file, 'css', undefined, []);
    compilers.forget(file);
    expect(compilers.dependencies(file)).toEqual([]);
    await compilers.compiler(api, file, 'css', undefined, []);
    expect(calls.compile).toBe(2);
  });
});
