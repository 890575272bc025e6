import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { holdEsbuild, useEsbuild } from './esbuildService.js';
import type { SiteData } from '../../runtime/siteData.js';
import type { DemoSources } from '../demos/demoSources.js';
import { browserPackageResolution } from '../modules/packageResolution.js';
import { PACKAGE_ROOT } from '../assets/packageFiles.js';
import { changeStamp } from '../site/files.js';
import { DEMOS_MODULE } from '../../shared/dom.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The browser entry, from src/ when running from source (tests) or lib/ when compiled. */
export function runtimeEntry(): string {
  const base = path.resolve(here, '../../runtime/client/entry');
  const found = ['.ts', '.tsx', '.js'].map((extension) => base + extension).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`docsgen's browser runtime is missing (${base}.*): reinstall docsgen`);
  return found;
}

export interface RuntimeBundle {
  /** Path of the entry script from the site root, e.g. `_docsgen/entry-AB12CD.js`. */
  entry: string;
  /** Every file written, relative to the output folder. */
  files: string[];
  /** Every source file bundled (absolute paths): what the page cache checks the bundle against. */
  inputs: string[];
}

/**
 * Bundles the browser runtime into content-hashed ES-module chunks (code splitting, so what a
 * page does not use at first paint loads on first use) under `<outDir>/_docsgen/`. The site's
 * dictionary and theme are baked in, so islands need no extra request; each demo module is its
 * own chunk, sharing the React and MUI chunks.
 */
/** `docsgen:demos`: each demo's modules by styling, as dynamic imports (a chunk per module). */
function demoRegistry(demos: readonly DemoSources[]): esbuild.Plugin {
  const entries = demos.map((demo) => {
    const modules = Object.entries(demo.modules).map(([styling, file]) => `${JSON.stringify(styling)}: () => import(${JSON.stringify(file)})`);
    return `${JSON.stringify(demo.id)}: { ${modules.join(', ')} }`;
  });
  const contents = `export default {\n${entries.join(',\n')}\n};\n`;
  return {
    name: 'docsgen-demo-registry',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${DEMOS_MODULE}$`) }, () => ({ path: 'demos', namespace: 'docsgen' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen' }, () => ({ contents, loader: 'js', resolveDir: PACKAGE_ROOT }));
    },
  };
}

function runtimeBuildOptions(outDir: string, site: SiteData, siteRoot: string, demos: readonly DemoSources[]) {
  return {
    entryPoints: { entry: runtimeEntry() },
    absWorkingDir: PACKAGE_ROOT,
    outdir: path.join(outDir, '_docsgen'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    jsx: 'automatic',
    // MUI writes JSX in .js demo files.
    loader: { '.js': 'jsx' },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', __DOCSGEN_SITE__: JSON.stringify(site) },
    logLevel: 'silent',
    ...browserPackageResolution(siteRoot),
    plugins: [demoRegistry(demos)],
  } satisfies esbuild.BuildOptions;
}

function bundleOf(result: esbuild.BuildResult<{ metafile: true }>, outDir: string): RuntimeBundle {
  const entryFile = runtimeEntry();
  const outputs = Object.entries(result.metafile.outputs);
  const files = outputs.map(([file]) => path.relative(outDir, path.resolve(PACKAGE_ROOT, file)).split(path.sep).join('/'));
  // Chunks of dynamic imports are entry points too in the metafile: pick the runtime's own.
  const entryIndex = outputs.findIndex(([, output]) => output.entryPoint !== undefined && path.resolve(PACKAGE_ROOT, output.entryPoint) === entryFile);
  const entry = files[entryIndex];
  if (!entry) throw new Error('esbuild produced no entry chunk for the runtime');
  // Virtual modules (a namespace before a colon) are no files.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => path.resolve(PACKAGE_ROOT, input));
  return { entry, files, inputs };
}

export async function bundleRuntime(outDir: string, site: SiteData, siteRoot: string, demos: readonly DemoSources[]): Promise<RuntimeBundle> {
  return bundleOf(await useEsbuild(() => esbuild.build(runtimeBuildOptions(outDir, site, siteRoot, demos))), outDir);
}

/**
 * The runtime for a long-running process (the dev server): an esbuild context kept between
 * rebuilds, so a reload that changes no input of the bundle costs nothing (the last bundle is
 * kept while no input file changed) and one that does costs an incremental rebuild rather than
 * a new one. A different site data or set of demos makes a new context.
 */
export class RuntimeBundler {
  private context: esbuild.BuildContext<ReturnType<typeof runtimeBuildOptions>> | undefined;
  private key: string | undefined;
  private last: { bundle: RuntimeBundle; inputs: Map<string, string> } | undefined;
  private releaseService: (() => void) | undefined;

  async bundle(outDir: string, site: SiteData, siteRoot: string, demos: readonly DemoSources[]): Promise<RuntimeBundle> {
    const key = JSON.stringify([outDir, site, siteRoot, demos.map((demo) => [demo.id, demo.modules])]);
    if (key !== this.key || !this.context) {
      await this.dispose();
      this.releaseService = holdEsbuild();
      this.context = await esbuild.context(runtimeBuildOptions(outDir, site, siteRoot, demos));
      this.key = key;
      this.last = undefined;
    }
    if (this.last && unchanged(this.last.inputs)) return this.last.bundle;
    const result = await this.context.rebuild();
    const inputs = new Map<string, string>();
    for (const input of Object.keys(result.metafile.inputs)) {
      // Virtual modules (a namespace before a colon) are covered by the key.
      if (!/^[\w-]+:/.test(input)) inputs.set(path.resolve(PACKAGE_ROOT, input), changeStamp(path.resolve(PACKAGE_ROOT, input)));
    }
    this.last = { bundle: bundleOf(result, outDir), inputs };
    return this.last.bundle;
  }

  async dispose(): Promise<void> {
    await this.context?.dispose();
    this.context = undefined;
    this.last = undefined;
    this.releaseService?.();
    this.releaseService = undefined;
  }
}

const unchanged = (inputs: ReadonlyMap<string, string>) => [...inputs].every(([file, mtime]) => changeStamp(file) === mtime);
