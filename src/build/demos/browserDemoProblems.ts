import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { buildAroundFailures } from '../modules/buildAroundFailures.js';
import { browserBuildOptions } from '../modules/browserBuild.js';
import { useEsbuild } from '../modules/esbuildService.js';
import { buildError, ModuleLoadError, type UnresolvedImport } from '../modules/moduleLoadError.js';
import { relativeFile } from '../util/files.js';
import { packageOfFile } from '../util/installedPackages.js';
import { failureOf, type DemoFailure } from './demoFailure.js';
import { cssImports } from '../modules/cssImports.js';
import { importedStylesheets } from '../modules/stylesheets.js';
import type * as esbuild from 'esbuild';

/** React and MUI's packages (the runtime's own, or a world's copies): made for the browser, their imports need no check. */
export const BROWSER_READY = ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*'];

/** The 1-based line and column of the first import (or require) of the package `name` in `code`, or undefined. */
function importOf(code: string, name: string): { line: number; column: number } | undefined {
  const quoted = new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*|\\brequire\\s*\\(\\s*)(['"])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/[^'"]*)?\\1`);
  const lines = code.split('\n');
  for (const [index, text] of lines.entries()) {
    const match = quoted.exec(text);
    if (match) return { line: index + 1, column: match.index + match[0].indexOf(match[1]!) + 1 };
  }
  return undefined;
}

/**
 * An import the browser cannot resolve inside an installed package, as the import of that package
 * by the demo's own module (when the module imports it itself): the demo's author acts on that line.
 */
function throughPackage(item: UnresolvedImport, demoFile: string, root: string): UnresolvedImport {
  const inPackage = item.file !== undefined ? packageOfFile(item.file) : undefined;
  if (!inPackage || item.file === undefined) return item;
  const where = `${relativeFile(root, item.file)}:${item.line}`;
  const why = isBuiltin(item.specifier)
    ? `its file ${where} imports "${item.specifier}", a module built into Node: a demo runs in the browser, where Node's modules do not exist`
    : `its file ${where} imports "${item.specifier}", which cannot be found for the browser${item.why ? ` (${item.why})` : ''}`;
  let code = '';
  try {
    code = fs.readFileSync(demoFile, 'utf8');
  } catch {
    // Read while it was built: gone since, the place stays the package's.
  }
  const at = importOf(code, inPackage.name);
  return at ? { specifier: inPackage.name, why, file: demoFile, ...at } : { ...item, why };
}

/** Why a demo module cannot go into the browser bundle, from esbuild's failure to build it for the browser. */
function browserFailure(cause: unknown, root: string, file: string): DemoFailure {
  const failure = buildError(cause, root);
  if (failure.unresolved.length === 0) return failureOf(failure, root, file);
  const unresolved = failure.unresolved.map((item) => throughPackage(item, file, root));
  const [first] = unresolved;
  return failureOf(new ModuleLoadError(failure.message, first?.line, first?.column, first?.file, 'build', unresolved), root, file);
}

/** What building demos for the browser found: the modules it cannot take, and why; the stylesheets the others import. */
export interface BrowserDemoCheck {
  problems: Map<string, DemoFailure>;
  /** Every stylesheet the demos that build import (absolute), as the runtime bundle finds them. */
  stylesheets: string[];
}

/**
 * The demo modules of `files` (absolute) that the browser bundle cannot take, and why: each built
 * for the browser as the runtime bundle builds it (`browserBuildOptions`), written nowhere, in as
 * few builds as their failures allow (see buildAroundFailures). A module the server loads may
 * still fail here: a package it imports that needs Node's modules, or one with no browser build.
 * `check` asks it of every demo; `build` when its runtime bundle failed, to leave those demos out.
 */
export async function browserDemoProblems(files: readonly string[], root: string): Promise<BrowserDemoCheck> {
  const problems = new Map<string, DemoFailure>();
  const stylesheets = new Set<string>();
  if (files.length === 0) return { problems, stylesheets: [] };
  const noteStylesheets = (metafile: esbuild.Metafile, entryPoints: readonly string[]) => {
    for (const found of importedStylesheets(metafile, root, entryPoints).values()) for (const file of found) stylesheets.add(file);
  };
  const buildBatch = async (entryPoints: readonly string[]) => {
    const result = await useEsbuild(({ build }) =>
      build({
        ...browserBuildOptions(root),
        // CSS imports as the runtime bundle takes them (see cssImports).
        plugins: [cssImports(root)],
        metafile: true,
        absWorkingDir: root,
        entryPoints: [...entryPoints],
        // Chunks shared between the demos, as in the runtime bundle: each demo's output is small.
        splitting: true,
        // The packages the runtime itself bundles for the browser: built here, they took most of
        // the time (check of the example site: ~+2 s with them, see the commit).
        external: BROWSER_READY,
        outdir: path.join(root, '.docsgen', 'browser-check'),
        write: false,
      }),
    );
    noteStylesheets(result.metafile, entryPoints);
  };
  const { alone } = await buildAroundFailures(files, root, buildBatch);
  for (const file of alone) {
    try {
      await buildBatch([file]);
    } catch (cause) {
      problems.set(file, browserFailure(cause, root, file));
    }
  }
  return { problems, stylesheets: [...stylesheets] };
}
