import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageResolution } from './packageResolution.js';

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
      plugins: [docsgenVirtualModule, packageResolution({ siteRoot, external: true })],
      // MUI writes JSX in .js demo files.
      loader: { '.svg': 'text', '.js': 'jsx' },
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
