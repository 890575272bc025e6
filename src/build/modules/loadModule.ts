import path from 'node:path';
import type * as esbuild from 'esbuild';
import { useEsbuild } from './esbuildService.js';
import { relativeFile } from '../util/files.js';
import { placeOfError, type SourcePlace } from './bundlePlaces.js';
import { evaluateBundle, type NodeBundle } from './evaluateBundle.js';
import { asPackageModule, packageModules } from './packageModules.js';
import { nodePackageResolution } from './packageResolution.js';
import { awaitWithTimeLimit, DEFAULT_EVALUATE_MS, UserCodeLimitError } from './timeLimit.js';

/** `import { defineConfig } from 'docsgen'` in a config works without docsgen in the site's node_modules. */
const DOCSGEN_ENTRY = /^docsgen$/;
const DOCSGEN_VIRTUAL = 'export function defineConfig(config) { return config; }';

export class ModuleLoadError extends Error {
  constructor(
    message: string,
    readonly line = 0,
    readonly column = 0,
    /** Absolute path of the file the problem is in, when known. */
    readonly file?: string,
    /** Why: the module cannot be built, it threw, or it ran out of time or memory. */
    readonly kind: 'build' | 'threw' | 'limit' = 'build',
  ) {
    super(message);
  }

  /** Where the problem is, as a diagnostic's place (relative to `root`), with `fallbackFile` when the error names no file. */
  placeIn(root: string, fallbackFile?: string): { file: string; line: number; column: number } | undefined {
    const file = this.file ?? fallbackFile;
    return file === undefined ? undefined : { file: relativeFile(root, file), line: this.line, column: this.column };
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

export interface LoadModuleOptions {
  /** How long the module's top level may run (default DEFAULT_EVALUATE_MS). */
  timeoutMs?: number;
}

/** How site modules are built for Node: bundled, packages kept out, JSX allowed in .js. */
const nodeBuildOptions = (siteRoot: string) =>
  ({
    absWorkingDir: siteRoot,
    bundle: true,
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    // MUI writes JSX in .js demo files.
    loader: { '.svg': 'text', '.js': 'jsx' },
  }) satisfies esbuild.BuildOptions;

/** The CommonJS build, run under the time limit; packages come in through packageModules. */
const scriptBuildOptions = (siteRoot: string) =>
  ({
    ...nodeBuildOptions(siteRoot),
    format: 'cjs',
    plugins: [docsgenVirtualModule, nodePackageResolution(siteRoot, asPackageModule), packageModules],
    sourcemap: 'external',
    sourcesContent: false,
    // Never written: names the outputs and the folder their source maps are relative to.
    outdir: path.join(siteRoot, '.docsgen', 'modules'),
    entryNames: '[dir]/[name]-[hash]',
    write: false,
    metafile: true,
  }) satisfies esbuild.BuildOptions;

const TOP_LEVEL_AWAIT = /Top-level await is currently not supported with the "cjs" output format/;

function buildError(cause: unknown, siteRoot: string): ModuleLoadError {
  const first = (cause as Partial<esbuild.BuildFailure>).errors?.[0];
  const where = first?.location;
  return new ModuleLoadError(
    first ? first.text : String(cause),
    where?.line ?? 0,
    where ? where.column + 1 : 0,
    where ? path.resolve(siteRoot, where.file) : undefined,
  );
}

/** What went wrong running a module's code (`during`: "Evaluating the module", "Rendering it"), with its place in the source. */
export function runError(cause: unknown, during: string): ModuleLoadError {
  if (cause instanceof UserCodeLimitError) return new ModuleLoadError(`${during} ${cause.message}`, 0, 0, undefined, 'limit');
  const place: SourcePlace | undefined = placeOfError(cause);
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ModuleLoadError(`${during} threw: ${message}`, place?.line ?? 0, place?.column ?? 0, place?.file, 'threw');
}

/** The bundles of `files` (absolute), by entry file, with the local files each was built from. */
async function bundleForNode(files: readonly string[], siteRoot: string): Promise<Map<string, NodeBundle & { inputs: string[] }>> {
  const result = await useEsbuild(({ build }) => build({ ...scriptBuildOptions(siteRoot), entryPoints: [...files] }));
  const byPath = new Map(result.outputFiles.map((output) => [output.path, output.text]));
  const bundles = new Map<string, NodeBundle & { inputs: string[] }>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint === undefined) continue;
    const outputPath = path.resolve(siteRoot, output);
    const code = byPath.get(outputPath);
    if (code === undefined) continue;
    const map = byPath.get(`${outputPath}.map`);
    const inputs = Object.keys(meta.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(siteRoot, input));
    bundles.set(path.resolve(siteRoot, meta.entryPoint), {
      code,
      ...(map !== undefined ? { sourceMap: { payload: map, dir: path.dirname(outputPath) } } : {}),
      inputs,
    });
  }
  return bundles;
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
        plugins: [docsgenVirtualModule, nodePackageResolution(siteRoot)],
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
export async function loadModule(file: string, siteRoot: string, options: LoadModuleOptions = {}): Promise<LoadedModule> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_EVALUATE_MS;
  let bundle: (NodeBundle & { inputs: string[] }) | undefined;
  try {
    bundle = (await bundleForNode([file], siteRoot)).get(file);
  } catch (cause) {
    const failure = buildError(cause, siteRoot);
    if (TOP_LEVEL_AWAIT.test(failure.message)) return importWithTopLevelAwait(file, siteRoot, timeoutMs);
    throw failure;
  }
  if (!bundle) throw new ModuleLoadError('esbuild made no output for the module', 0, 0, file);
  return { exports: evaluate(file, bundle, siteRoot, timeoutMs), inputs: bundle.inputs };
}

/**
 * Loads many modules with one esbuild build: much faster than one build each, as for a site's
 * demos. When the batch does not build, each module is loaded on its own so that every one gets
 * its own error. Values are the module, or the error that loading it threw.
 */
export async function loadModules(
  files: readonly string[],
  siteRoot: string,
  options: LoadModuleOptions = {},
): Promise<Map<string, LoadedModule | ModuleLoadError>> {
  const loaded = new Map<string, LoadedModule | ModuleLoadError>();
  const one = async (file: string) => {
    try {
      loaded.set(file, await loadModule(file, siteRoot, options));
    } catch (cause) {
      loaded.set(file, cause instanceof ModuleLoadError ? cause : new ModuleLoadError(String(cause)));
    }
  };
  if (files.length < 2) {
    await Promise.all(files.map(one));
    return loaded;
  }
  let bundles: Awaited<ReturnType<typeof bundleForNode>>;
  try {
    bundles = await bundleForNode(files, siteRoot);
  } catch {
    await Promise.all(files.map(one));
    return loaded;
  }
  for (const file of files) {
    const bundle = bundles.get(file);
    if (!bundle) {
      await one(file);
      continue;
    }
    try {
      loaded.set(file, { exports: evaluate(file, bundle, siteRoot, options.timeoutMs ?? DEFAULT_EVALUATE_MS), inputs: bundle.inputs });
    } catch (cause) {
      loaded.set(file, cause instanceof ModuleLoadError ? cause : new ModuleLoadError(String(cause)));
    }
  }
  return loaded;
}
