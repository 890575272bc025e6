import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';
import { compileCssModule, CSS_MODULE, CssModuleError } from './cssModule.js';

const CSS = /\.css$/;
/** Imports JavaScript makes; CSS's own `@import` and `url()` are the stylesheet bundle's (see bundleStylesheets). */
const FROM_SCRIPT = new Set<esbuild.ImportKind>(['import-statement', 'require-call', 'dynamic-import']);
const RESOLVING = 'docsgen-css-import';
/** Marks the CSS files this plugin loads as modules (not every .css of the build). */
const AS_MODULE = 'docsgen-css-as-module';

/**
 * The CSS that demos and components import (`import 'pkg/styles.css'`, `import './Demo.css'`,
 * `import classes from './Demo.module.css'`) as the JavaScript of the module that imports it:
 * nothing for a stylesheet, the class map for a CSS module (compiled by compileCssModule, the
 * same names on the server and in the browser). The CSS file is resolved as the build resolves
 * any import (its other plugins, package `exports`), so a missing one is the same error in every
 * build; it stays an input of the build (watched, part of its keys). The stylesheets themselves
 * are bundled apart (bundleStylesheets in stylesheets.ts), from the imports the build's metafile records.
 */
export function cssImports(siteRoot: string): esbuild.Plugin {
  return {
    name: 'docsgen-css-imports',
    setup(build) {
      build.onResolve({ filter: CSS }, async (args) => {
        if (args.pluginData !== undefined || !FROM_SCRIPT.has(args.kind)) return undefined;
        const result = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });
        if (result.errors.length > 0) return { errors: result.errors };
        // nodePackageResolution gives a package's file by its URL (loaded by Node): a stylesheet is read here.
        const file = result.path.startsWith('file:') ? fileURLToPath(result.path) : result.path;
        return { path: file, namespace: 'file', pluginData: AS_MODULE };
      });
      build.onLoad({ filter: CSS, namespace: 'file' }, (args) => {
        if (args.pluginData !== AS_MODULE) return undefined;
        if (!CSS_MODULE.test(args.path)) return { contents: '', loader: 'js' };
        try {
          const { classes } = compileCssModule(args.path, siteRoot);
          return { contents: `export default ${JSON.stringify(classes)};`, loader: 'js' };
        } catch (cause) {
          if (!(cause instanceof CssModuleError)) throw cause;
          return { errors: [{ text: cause.message, location: { file: cause.file, line: cause.line, column: Math.max(0, cause.column - 1) } }] };
        }
      });
    },
  };
}
