import path from 'node:path';
import type * as esbuild from 'esbuild';
import { useEsbuild } from './esbuildService.js';
import { relativeFile } from '../util/files.js';
import { evaluateBundle, type NodeBundle } from './evaluateBundle.js';
import { asPackageModule, loadPackages, packageModules, packagesOf } from './packageModules.js';
import type { DemoWorld } from './demoWorld.js';
import { nodeConditions } from './nodeConditions.js';
import { nodePackageResolution } from './packageResolution.js';
import { buildError, ModuleLoadError, runError } from './moduleLoadError.js';
import { ResolutionCache } from './resolutionCache.js';
import { buildAroundFailures } from './buildAroundFailures.js';
import { importsInsideSite } from './importsInsideSite.js';
import { cssImports } from './cssImports.js';
import { awaitWithTimeLimit, DEFAULT_EVALUATE_MS } from './timeLimit.js';
import { traceNodeBuild } from './buildTrace.js';

/** `import { defineConfig } from 'docsgen'` in a config works without docsgen in the site's node_modules. */
const DOCSGEN_ENTRY = /^docsgen$/;
const DOCSGEN_VIRTUAL = 'export function defineConfig(config) { return config; }';

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
  /**
   * The CommonJS bundle it was run from (none for a module with a top-level await, imported as an
   * ES module): plain data another thread runs again with `runBuiltModule`, without building it.
   */
  bundle?: BuiltModule;
}

/** A module bundled for Node, with the local files it was built from and the packages it imports (loaded while bundling: see packageModules). */
export type BuiltModule = NodeBundle & { inputs: string[]; packages: string[] };

export interface LoadModuleOptions {
  /** How long the module's top level may run (default DEFAULT_EVALUATE_MS). */
  timeoutMs?: number;
  /** For demos: the packages they run on (see DemoWorld), and plugins of their own (the demo host). */
  demos?: {
    world: DemoWorld;
    plugins: readonly esbuild.Plugin[];
    /** The file of an input of a plugin's namespace (`namespace:path`) that is one (a module the host compiles in the world); undefined for others. */
    inputFile?: (input: string) => string | undefined;
  };
}

/** How site modules are built for Node: bundled, packages kept out, JSX allowed in .js. */
const nodeBuildOptions = (siteRoot: string) =>
  ({
    absWorkingDir: siteRoot,
    bundle: true,
    platform: 'node',
    target: 'node20',
    // Packages are loaded by Node (see packageModules): resolve them to the files Node picks, not
    // to the `module` builds esbuild prefers (a second copy of a package such as Emotion).
    conditions: nodeConditions(),
    jsx: 'automatic',
    logLevel: 'silent',
    // MUI writes JSX in .js demo files.
    loader: { '.svg': 'text', '.js': 'jsx' },
  }) satisfies esbuild.BuildOptions;

/** The CommonJS build, run under the time limit; packages come in through packageModules. */
const scriptBuildOptions = (siteRoot: string, demos: LoadModuleOptions['demos'], resolutions?: ResolutionCache) =>
  ({
    ...nodeBuildOptions(siteRoot),
    format: 'cjs',
    plugins: [
      cssImports(siteRoot),
      docsgenVirtualModule,
      importsInsideSite(siteRoot),
      ...(demos?.plugins ?? []),
      nodePackageResolution(siteRoot, asPackageModule, demos?.world, resolutions),
      packageModules,
    ],
    sourcemap: 'external',
    sourcesContent: false,
    // Never written: names the outputs and the folder their source maps are relative to.
    outdir: path.join(siteRoot, '.docsgen', 'modules'),
    entryNames: '[dir]/[name]-[hash]',
    write: false,
    metafile: true,
  }) satisfies esbuild.BuildOptions;

const TOP_LEVEL_AWAIT = /Top-level await is currently not supported with the "cjs" output format/;

/** The bundles of `files` (absolute), by entry file, with the local files each was built from. */
async function bundleForNode(
  files: readonly string[],
  siteRoot: string,
  demos: LoadModuleOptions['demos'],
  resolutions?: ResolutionCache,
): Promise<Map<string, BuiltModule>> {
  traceNodeBuild(files);
  const result = await useEsbuild(({ build }) => build({ ...scriptBuildOptions(siteRoot, demos, resolutions), entryPoints: [...files] }));
  const byPath = new Map(result.outputFiles.map((output) => [output.path, output.text]));
  const bundles = new Map<string, BuiltModule>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint === undefined) continue;
    const outputPath = path.resolve(siteRoot, output);
    const code = byPath.get(outputPath);
    if (code === undefined) continue;
    const map = byPath.get(`${outputPath}.map`);
    const inputs = Object.keys(meta.inputs).flatMap((input) => {
      if (!input.includes(':')) return [path.resolve(siteRoot, input)];
      const file = demos?.inputFile?.(input);
      return file === undefined ? [] : [file];
    });
    const packages = packagesOf(Object.keys(meta.inputs));
    // One entry may be a plugin's module (`namespace:path`): it is the one file asked for.
    bundles.set(files.length === 1 ? files[0]! : path.resolve(siteRoot, meta.entryPoint), {
      code,
      ...(map !== undefined ? { sourceMap: { payload: map, dir: path.dirname(outputPath) } } : {}),
      inputs,
      packages,
    });
  }
  return bundles;
}

/**
 * Loads a module another thread built (`LoadedModule.bundle`) without building it: its packages
 * loaded, then run as `loadModule` runs it once built; rejects with ModuleLoadError as it does.
 */
export async function loadBuiltModule(file: string, bundle: BuiltModule, siteRoot: string, timeoutMs = DEFAULT_EVALUATE_MS): Promise<LoadedModule> {
  await loadPackages(bundle.packages);
  return runBuiltModule(file, bundle, siteRoot, timeoutMs);
}

function runBuiltModule(file: string, bundle: BuiltModule, siteRoot: string, timeoutMs: number): LoadedModule {
  return { exports: evaluate(file, bundle, siteRoot, timeoutMs), inputs: bundle.inputs, bundle };
}

function evaluate(file: string, bundle: NodeBundle, siteRoot: string, timeoutMs: number): Record<string, unknown> {
  try {
    return evaluateBundle(file, bundle, { file: relativeFile(siteRoot, file) }, timeoutMs);
  } catch (cause) {
    throw runError(cause, 'Evaluating the module');
  }
}

/**
 * A module with a top-level await cannot be a script: it is imported as an ES module, and only
 * waited for so long (a loop that keeps the thread busy is stopped by the CLI's supervisor).
 */
async function importWithTopLevelAwait(file: string, siteRoot: string, timeoutMs: number): Promise<LoadedModule> {
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await useEsbuild(({ build }) =>
      build({
        ...nodeBuildOptions(siteRoot),
        format: 'esm',
        plugins: [cssImports(siteRoot), docsgenVirtualModule, importsInsideSite(siteRoot), nodePackageResolution(siteRoot)],
        entryPoints: [file],
        write: false,
        metafile: true,
      }),
    );
  } catch (cause) {
    throw buildError(cause, siteRoot);
  }
  const code = result.outputFiles[0]?.text ?? '';
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':'))
    .map((input) => path.resolve(siteRoot, input));
  try {
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const exports = await awaitWithTimeLimit({ file: relativeFile(siteRoot, file) }, timeoutMs, import(url) as Promise<Record<string, unknown>>);
    return { exports, inputs };
  } catch (cause) {
    throw runError(cause, 'Evaluating the module');
  }
}

/**
 * Loads a TypeScript or JavaScript module (a config, a manifest, a component, a demo) by bundling
 * it with esbuild — tsconfig `paths` honoured, packages kept out — and running its top level
 * under the time limit. Throws ModuleLoadError with the place of the first build error, or of
 * what the evaluation threw.
 */
export function loadModule(file: string, siteRoot: string, options: LoadModuleOptions = {}): Promise<LoadedModule> {
  return loadAlone(file, siteRoot, options);
}

async function loadAlone(file: string, siteRoot: string, options: LoadModuleOptions, resolutions?: ResolutionCache): Promise<LoadedModule> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_EVALUATE_MS;
  let bundle: BuiltModule | undefined;
  try {
    bundle = (await bundleForNode([file], siteRoot, options.demos, resolutions)).get(file);
  } catch (cause) {
    const failure = buildError(cause, siteRoot);
    if (TOP_LEVEL_AWAIT.test(failure.message)) return importWithTopLevelAwait(file, siteRoot, timeoutMs);
    throw failure;
  }
  if (!bundle) throw new ModuleLoadError('esbuild made no output for the module', 0, 0, file);
  return runBuiltModule(file, bundle, siteRoot, timeoutMs);
}

/**
 * Loads many modules with as few esbuild builds as they allow: much faster than one build each,
 * as for a site's demos. A module that does not build is loaded on its own, for its own error,
 * and the others are built together again (see buildAroundFailures). Values are the module, or
 * the error that loading it threw.
 */
export async function loadModules(
  files: readonly string[],
  siteRoot: string,
  options: LoadModuleOptions = {},
): Promise<Map<string, LoadedModule | ModuleLoadError>> {
  const loaded = new Map<string, LoadedModule | ModuleLoadError>();
  // The builds of one load resolve each import once (what is on disk does not change meanwhile).
  const resolutions = new ResolutionCache();
  const { built } = await buildAroundFailures(files, siteRoot, (batch) => bundleForNode(batch, siteRoot, options.demos, resolutions));
  const bundles = new Map(built.flatMap((batch) => [...batch]));
  const timeoutMs = options.timeoutMs ?? DEFAULT_EVALUATE_MS;
  for (const file of files) {
    const bundle = bundles.get(file);
    try {
      // Without a bundle: a batch of one, a file that failed in a batch, or one a batch made no output for.
      loaded.set(file, bundle ? runBuiltModule(file, bundle, siteRoot, timeoutMs) : await loadAlone(file, siteRoot, options, resolutions));
    } catch (cause) {
      loaded.set(file, cause instanceof ModuleLoadError ? cause : new ModuleLoadError(String(cause)));
    }
  }
  return loaded;
}

/**
 * Builds `files` as loading them would — every import resolved, packages included — without
 * loading a package or running anything (`docsgen check`). Gives the problem of each file that
 * does not build, as a build of that file alone reports it; the others are built in as few
 * batches as the failures allow (see buildAroundFailures).
 */
export async function resolveModules(files: readonly string[], siteRoot: string, options: LoadModuleOptions = {}): Promise<Map<string, ModuleLoadError>> {
  const problems = new Map<string, ModuleLoadError>();
  const resolutions = new ResolutionCache();
  const buildAll = (entryPoints: readonly string[]) =>
    useEsbuild(({ build }) =>
      build({
        ...nodeBuildOptions(siteRoot),
        format: 'cjs',
        plugins: [
          cssImports(siteRoot),
          docsgenVirtualModule,
          importsInsideSite(siteRoot),
          ...(options.demos?.plugins ?? []),
          nodePackageResolution(siteRoot, undefined, options.demos?.world, resolutions),
        ],
        entryPoints: [...entryPoints],
        outdir: path.join(siteRoot, '.docsgen', 'modules'),
        write: false,
      }),
    );
  const { alone } = await buildAroundFailures(files, siteRoot, buildAll);
  for (const file of alone) {
    try {
      await buildAll([file]);
    } catch (cause) {
      const failure = buildError(cause, siteRoot);
      if (!TOP_LEVEL_AWAIT.test(failure.message)) problems.set(file, failure);
    }
  }
  return problems;
}
