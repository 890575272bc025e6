import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { isInside } from '../util/files.js';

const CHECKING = Symbol('docsgen-imports-inside-site');
const RELATIVE = /^\.\.?(\/|$)/;

/**
 * Holds the relative imports of site code (config, manifests, components, demos) to the site:
 * one written inside the site folder that a symbolic link leads out of it fails to resolve, at the
 * import, instead of bringing the file in. Imports written outside the site (a monorepo's sources)
 * are the author's choice, and packages resolve as Node resolves them (a linked workspace package,
 * and what its files import, included): only what site files name is held.
 */
export function importsInsideSite(siteRoot: string): esbuild.Plugin {
  return {
    name: 'docsgen-imports-inside-site',
    setup(build) {
      let realRoot: string;
      try {
        realRoot = fs.realpathSync.native(siteRoot);
      } catch {
        realRoot = path.resolve(siteRoot);
      }
      build.onResolve({ filter: RELATIVE, namespace: 'file' }, async (args) => {
        if (args.pluginData === CHECKING || args.importer === '') return undefined;
        // esbuild gives files by their real paths: a site file is one whose real path is in the site.
        if (!isInside(realRoot, args.importer) || args.importer.split(path.sep).includes('node_modules')) return undefined;
        if (!isInside(realRoot, path.resolve(args.resolveDir, args.path))) return undefined;
        const result = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: CHECKING });
        if (result.errors.length > 0 || result.external || result.namespace !== 'file' || isInside(realRoot, result.path)) return undefined;
        const text = `${args.path} resolves, through a symbolic link, outside the site folder: docsgen reads only files inside the site`;
        return { errors: [{ text, detail: { unresolved: args.path } }] };
      });
    },
  };
}
