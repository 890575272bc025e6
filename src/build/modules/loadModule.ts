import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { useEsbuild } from '../bundle/esbuildService.js';
import { nodePackageResolution } from './packageResolution.js';

/** `import { defineConfig } from 'docsgen'` in a config works without docsgen in the site's node_modules. */
const DOCSGEN_ENTRY = /^docsgen$/;
const DOCSGEN_VIRTUAL = 'export function defineConfig(config) { return config; }';

export class ModuleLoadError extends Error {
  constructor(
    message: string,
    readonly line = 0,
    readonly column = 0,
    readonly file?: string,
  ) {
    super(message);
  }
}

const docsgenVirtualModule: esbuild.Plugin = {
  name: 'docsgen-virtual-entry',
  setup(build) {
    build.onResolve({ filter: DOCSGEN_ENTRY }, () => ({ path: 'docsgen', namespace: 'docsgen-virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'docsgen-virtual' }, () => ({ contents: DOCSGEN_VIRTUAL, loader: 'js' }));
  },
};

export interface LoadedModule {
  /** The module's namespace object. */
  exports: Record<string, unknown>;
  /** Every local file the module was built from (for watch mode). */
  inputs: string[];
}

/**
 * Loads a TypeScript or JavaScript module (a config, a manifest, a component) by bundling it
 * with esbuild — tsconfig `paths` honoured, packages kept external — and importing the result.
 * Throws ModuleLoadError with the place of the first build error, or of the evaluation error.
 */
/** How site modules are built for Node: bundled, packages external, JSX allowed in .js. */
const nodeBuildOptions = (siteRoot: string) =>
  ({
    absWorkingDir: siteRoot,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [docsgenVirtualModule, nodePackageResolution(siteRoot)],
    // MUI writes JSX in .js demo files.
    loader: { '.svg': 'text', '.js': 'jsx' },
  }) satisfies esbuild.BuildOptions;

export async function loadModule(file: string, siteRoot: string): Promise<LoadedModule> {
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await useEsbuild(() => esbuild.build({ ...nodeBuildOptions(siteRoot), entryPoints: [file], write: false, metafile: true }));
  } catch (cause) {
    const failure = cause as esbuild.BuildFailure;
    const first = failure.errors?.[0];
    const where = first?.location;
    throw new ModuleLoadError(
      first ? first.text : String(cause),
      where?.line ?? 0,
      where ? where.column + 1 : 0,
      where ? path.resolve(siteRoot, where.file) : undefined,
    );
  }
  const code = result.outputFiles[0]?.text ?? '';
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':'))
    .map((input) => path.resolve(siteRoot, input));
  try {
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const exports = (await import(url)) as Record<string, unknown>;
    return { exports, inputs };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ModuleLoadError(`Evaluating the module threw: ${message}`);
  }
}

/**
 * Loads many modules with one esbuild build (code splitting shares what they have in common):
 * much faster than one build each, as for a site's demos. When the batch does not build, each
 * module is loaded on its own so that every one gets its own error. Values are the module, or
 * the error that loading it threw.
 */
export async function loadModules(files: readonly string[], siteRoot: string): Promise<Map<string, LoadedModule | ModuleLoadError>> {
  const loaded = new Map<string, LoadedModule | ModuleLoadError>();
  const one = async (file: string) => {
    try {
      loaded.set(file, await loadModule(file, siteRoot));
    } catch (cause) {
      loaded.set(file, cause instanceof ModuleLoadError ? cause : new ModuleLoadError(String(cause)));
    }
  };
  if (files.length < 2) {
    await Promise.all(files.map(one));
    return loaded;
  }
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-modules-'));
  try {
    const result = await useEsbuild(() =>
      esbuild.build({
        ...nodeBuildOptions(siteRoot),
        entryPoints: [...files],
        outdir,
        splitting: true,
        write: true,
        metafile: true,
        entryNames: '[dir]/[name]-[hash]',
        outExtension: { '.js': '.mjs' },
      }),
    );
    const outputs = Object.entries(result.metafile.outputs);
    for (const file of files) {
      const output = outputs.find(([, meta]) => meta.entryPoint !== undefined && path.resolve(siteRoot, meta.entryPoint) === file);
      if (!output) {
        await one(file);
        continue;
      }
      const inputs = Object.keys(output[1].inputs)
        .filter((input) => !input.includes(':'))
        .map((input) => path.resolve(siteRoot, input));
      try {
        const exports = (await import(pathToFileURL(path.resolve(siteRoot, output[0])).href)) as Record<string, unknown>;
        loaded.set(file, { exports, inputs });
      } catch (cause) {
        loaded.set(file, new ModuleLoadError(`Evaluating the module threw: ${cause instanceof Error ? cause.message : String(cause)}`));
      }
    }
  } catch {
    await Promise.all(files.map(one));
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
  return loaded;
}
