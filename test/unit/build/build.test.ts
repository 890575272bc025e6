import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');

/** The specifiers a module imports when it loads: static imports and re-exports, not `import type` nor `import()`. */
function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s+)?([^;]*?\sfrom\s+)?'([^']+)';/gms)) {
    if (match[2] === undefined) specifiers.push(match[4]!);
  }
  return specifiers;
}

/** The source file a relative `.js` specifier names (`.ts` or `.tsx` in src/). */
function sourceFile(from: string, specifier: string): string {
  const compiled = path.resolve(path.dirname(from), specifier);
  const found = ['.ts', '.tsx'].map((extension) => compiled.replace(/\.js$/, extension)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${path.relative(SRC, from)} imports ${specifier}, which is not in src/`);
  return found;
}

/** Every package and docsgen module that loading `entries` loads, each with the chain of imports that loads it. */
function loadedBy(entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(entries.map((entry) => [path.join(SRC, entry), [entry]]));
  const queue = [...chains.keys()];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('node:')) continue;
      const target = specifier.startsWith('.') ? sourceFile(file, specifier) : specifier;
      if (chains.has(target)) continue;
      chains.set(target, [...chains.get(file)!, specifier.startsWith('.') ? path.relative(SRC, target) : specifier]);
      if (specifier.startsWith('.')) queue.push(target);
    }
  }
  return chains;
}

/** What renders pages or bundles code: ~600 ms of module loading that a build of cached pages does without. */
const RENDERER =
  /^(react|react-dom|@mui|@emotion|esbuild|pagefind|typescript|unified|remark-|rehype-|highlight\.js|lowlight)(\/|$)|vendor\/markdownPackages\.ts$/;

describe("a build's modules", () => {
  it('load no renderer, bundler or indexer before the build knows it needs one (a warm build never does)', () => {
    const loaded = loadedBy(['cli/main.ts', 'cli/supervisor.ts', 'cli/commandThread.ts', 'build/build.ts']);
    const renderer = [...loaded].filter(([module]) => RENDERER.test(module)).map(([, chain]) => chain.join(' → '));
    expect(renderer).toEqual([]);
    // The walk follows imports: it reaches the build's stages and the packages they need.
    expect(loaded.has(path.join(SRC, 'build/site/loadSite.ts'))).toBe(true);
    expect(loaded.has('commander')).toBe(true);
  });

  it('load the renderer where a build prepares to render pages', () => {
    const loaded = loadedBy(['build/pages/prepareRendering.ts']);
    expect([...loaded.keys()].filter((module) => RENDERER.test(module))).toEqual(
      expect.arrayContaining(['react', 'esbuild', path.join(SRC, 'build/vendor/markdownPackages.ts')]),
    );
  });
});
