import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';

/**
 * Packages imported by site code run as CommonJS bundles (see evaluateBundle): each imported
 * package is loaded with a real `import()` while bundling — the same module instance docsgen
 * and every other importer get — and stands in the bundle as a small ES module re-exporting
 * it, so `import X from 'pkg'` means what Node's ESM loader says it means. `require('pkg')`
 * gets Node's `require`.
 */
const IMPORTED = 'docsgen-package';
const REQUIRED = 'docsgen-package-require';

/** The parameter names through which a bundle reaches its packages (see evaluateBundle). */
export const PACKAGE_IMPORT = '__docsgenPackage';
export const PACKAGE_REQUIRE = '__docsgenRequire';

const loaded = new Map<string, Record<string, unknown>>();
const requireFromHere = createRequire(import.meta.url);

/** How nodePackageResolution passes a package's file on: to the plugin below. */
export function asPackageModule(file: string, kind: esbuild.ImportKind): esbuild.OnResolveResult {
  const required = kind === 'require-call' || kind === 'require-resolve';
  return { path: pathToFileURL(file).href, namespace: required ? REQUIRED : IMPORTED };
}

/** The packages of a bundle's inputs (esbuild's `namespace:path` names): what `loadPackages` loads before another thread runs it. */
export function packagesOf(inputs: readonly string[]): string[] {
  const prefix = `${IMPORTED}:`;
  return inputs.filter((input) => input.startsWith(prefix)).map((input) => input.slice(prefix.length));
}

/** Loads the packages (`packagesOf`) a bundle built by another thread imports, in order, as bundling it would have. */
export async function loadPackages(urls: readonly string[]): Promise<void> {
  for (const url of urls) if (!loaded.has(url)) loaded.set(url, (await import(url)) as Record<string, unknown>);
}

/** The namespace of a package a bundle imports (loaded while it was bundled). */
export function importedPackage(url: string): Record<string, unknown> {
  const namespace = loaded.get(url);
  if (!namespace) throw new Error(`docsgen: the package ${url} was not loaded with the bundle`);
  return namespace;
}

export function requiredPackage(file: string): unknown {
  return requireFromHere(file);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const LOCAL = '__docsgenNamespace';
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return super switch this throw true try typeof var void while with yield await implements interface package private protected public static arguments eval'.split(
    ' ',
  ),
);

export const packageModules: esbuild.Plugin = {
  name: 'docsgen-package-modules',
  setup(build) {
    build.onLoad({ filter: /.*/, namespace: REQUIRED }, (args) => ({
      contents: `module.exports = ${PACKAGE_REQUIRE}(${JSON.stringify(fileURLToPath(args.path))});`,
      loader: 'js',
    }));
    build.onLoad({ filter: /.*/, namespace: IMPORTED }, async (args) => {
      let namespace = loaded.get(args.path);
      if (!namespace) {
        namespace = (await import(args.path)) as Record<string, unknown>;
        loaded.set(args.path, namespace);
      }
      const names = Object.keys(namespace).filter((name) => IDENTIFIER.test(name) && !RESERVED.has(name) && name !== LOCAL);
      // The local's name cannot be one of the package's exports (stylis exports `namespace`).
      const lines = [`const ${LOCAL} = ${PACKAGE_IMPORT}(${JSON.stringify(args.path)});`];
      // A CommonJS package compiled from ES modules (`__esModule`, as MUI 5's) means its
      // `exports.default` by a default import, as bundlers and TypeScript read it; Node gives the
      // whole `module.exports`.
      if ('default' in namespace) lines.push(`export default ${LOCAL}.default?.__esModule ? ${LOCAL}.default.default : ${LOCAL}.default;`);
      if (names.length > 0) lines.push(`export const { ${names.join(', ')} } = ${LOCAL};`);
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};
