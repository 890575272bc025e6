import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../assets/packageFiles.js';
import * as esbuild from 'esbuild';

/** The folder docsgen is installed in: react, react-dom, @mui and @emotion always resolve from here. */
const DOCSGEN_ROOT = PACKAGE_ROOT;

/** One copy of these for docsgen, the site's manifests, components and demos. */
const SHARED_PACKAGES = /^(react|react-dom|@mui\/[^/]+|@emotion\/[^/]+)(\/.*)?$/;

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

const isBare = (specifier: string) =>
  !specifier.startsWith('.') && !path.isAbsolute(specifier) && (isBuiltin(specifier) || !specifier.includes(':'));

/**
 * Keeps packages external so there is a single React and MUI, resolving them (with the `import`
 * condition, so ESM entries are found) from the site first and from docsgen second. Imports that
 * a tsconfig `paths` entry maps to source files are bundled like relative ones.
 */
function externalPackages(siteRoot: string): esbuild.Plugin {
  return {
    name: 'docsgen-external-packages',
    setup(build) {
      build.onResolve({ filter: DOCSGEN_ENTRY }, () => ({ path: 'docsgen', namespace: 'docsgen-virtual' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-virtual' }, () => ({ contents: DOCSGEN_VIRTUAL, loader: 'js' }));

      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'docsgen-resolving' || !isBare(args.path)) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const resolveDirs = SHARED_PACKAGES.test(args.path) ? [DOCSGEN_ROOT] : [args.resolveDir, siteRoot, DOCSGEN_ROOT];
        let firstErrors: esbuild.Message[] | undefined;
        for (const resolveDir of resolveDirs) {
          const result = await build.resolve(args.path, { kind: args.kind, resolveDir, pluginData: 'docsgen-resolving' });
          if (result.errors.length === 0) {
            if (!result.path.split(path.sep).includes('node_modules')) return { path: result.path };
            return { path: pathToFileURL(result.path).href, external: true };
          }
          firstErrors ??= result.errors;
        }
        return { errors: firstErrors };
      });
    },
  };
}

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
export async function loadModule(file: string, siteRoot: string): Promise<LoadedModule> {
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: [file],
      absWorkingDir: siteRoot,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      plugins: [externalPackages(siteRoot)],
      loader: { '.svg': 'text' },
    });
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
