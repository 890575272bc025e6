import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { PACKAGE_ROOT } from '../assets/packageFiles.js';

/** One copy of these for docsgen, the site's manifests, components and demos. */
const SHARED_PACKAGES = /^(react|react-dom|@mui\/[^/]+|@emotion\/[^/]+)(\/.*)?$/;

const RESOLVING = 'docsgen-resolving';

const isBare = (specifier: string) =>
  !specifier.startsWith('.') && !path.isAbsolute(specifier) && (isBuiltin(specifier) || !specifier.includes(':'));

export interface PackageResolutionOptions {
  siteRoot: string;
  /** For Node: keep packages external (imported from disk); for the browser: bundle them. */
  external: boolean;
}

/**
 * Resolves the bare imports of site code (config, manifests, components, demos): React, MUI and
 * Emotion always from docsgen, so there is a single copy even when the site has its own
 * node_modules; other packages from the importing file's folder, the site, then docsgen. Uses
 * esbuild's own resolver, so `import` conditions and tsconfig `paths` apply; a path that maps to
 * source files (tsconfig paths) is bundled like a relative import.
 */
export function packageResolution({ siteRoot, external }: PackageResolutionOptions): esbuild.Plugin {
  return {
    name: 'docsgen-package-resolution',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === RESOLVING || !isBare(args.path)) return undefined;
        if (isBuiltin(args.path)) return external ? { path: args.path, external: true } : undefined;
        const resolveDirs = SHARED_PACKAGES.test(args.path) ? [PACKAGE_ROOT] : [args.resolveDir, siteRoot, PACKAGE_ROOT];
        let firstErrors: esbuild.Message[] | undefined;
        for (const resolveDir of resolveDirs) {
          const result = await build.resolve(args.path, { kind: args.kind, resolveDir, pluginData: RESOLVING });
          if (result.errors.length === 0) {
            const inPackage = result.path.split(path.sep).includes('node_modules');
            if (inPackage && external) return { path: pathToFileURL(result.path).href, external: true };
            // Pass on what esbuild knows of the file (package.json "sideEffects"): a file reached
            // both through here and through esbuild's own resolver must look the same both ways,
            // or the output depends on which import was seen first.
            return { path: result.path, namespace: result.namespace, suffix: result.suffix, sideEffects: result.sideEffects };
          }
          firstErrors ??= result.errors;
        }
        return { errors: firstErrors };
      });
    },
  };
}
