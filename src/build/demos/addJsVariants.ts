import fs from 'node:fs';
import path from 'node:path';
import type { Options as PrettierOptions } from 'prettier';
import { useEsbuild } from '../modules/esbuildService.js';
import { warning, type Diagnostic } from '../util/diagnostics.js';
import { findPackage } from '../util/installedPackages.js';
import { INSTALL_COMMAND, optionalPackageVersion } from '../util/optionalPackages.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import type { DemoSourceFile, DemoSources } from './demoSources.js';
import {
  DEFAULT_PRETTIER_OPTIONS,
  generateJs,
  generateJsPreview,
  loadPrettier,
  prettierOptionsFor,
  sitePrettierConfig,
  stripTypes,
  type GeneratedJs,
  type Prettier,
} from './jsVariant.js';
import { jsVariantKey, memoryJsVariantStore, type JsVariantStore } from './jsVariantStore.js';

/** Bumped when what the generator makes of the same input changes. */
const GENERATOR_VERSION = '1';

/** The tools' versions, in the cache key: Sucrase beside docsgen, the Prettier the site would load. */
const toolVersions = (root: string) =>
  `sucrase@${findPackage(PACKAGE_ROOT, 'sucrase')?.version ?? ''} prettier@${optionalPackageVersion(root, 'prettier') ?? ''}`;

/** The warning of variants shown unformatted because the site has no Prettier, at the first of their TypeScript files. */
export function prettierMissing(root: string, tsFiles: readonly string[]): Diagnostic {
  const shown = path.relative(root, tsFiles[0]!).split(path.sep).join('/');
  const others = tsFiles.length - 1;
  const also = others === 0 ? '' : ` (and of ${others} other TypeScript demo${others === 1 ? '' : 's'})`;
  const message = `The JavaScript variant of ${shown}${also} is shown without its types but not formatted: formatting needs prettier, which is not installed: ${INSTALL_COMMAND.prettier}`;
  return warning('prettier-missing', message, { file: shown });
}

const jsFileOf = (tsFile: string) => tsFile.replace(/\.tsx?$/, '.js');

/**
 * The TypeScript of a demo (`tsFile`) that no JavaScript variant could be made of, at its place —
 * when esbuild compiles it: TypeScript that neither reads is the demo's own error (`demo-failed`).
 */
async function jsVariantProblem(root: string, tsFile: string, code: string, failure: Extract<GeneratedJs, { ok: false }>): Promise<Diagnostic[]> {
  const compiles = await useEsbuild((esbuild) => esbuild.transform(code, { loader: tsFile.endsWith('.tsx') ? 'tsx' : 'ts' })).then(
    () => true,
    () => false,
  );
  if (!compiles) return [];
  const shown = path.relative(root, tsFile).split(path.sep).join('/');
  const message = `Cannot make the JavaScript variant of ${shown}: ${failure.message} (the demo shows its TypeScript only)`;
  return [warning('demo-js-variant', message, { file: shown, line: failure.line, column: failure.column })];
}

/** The TypeScript sources (one per styling) that have no hand-written JavaScript beside them. */
const withoutJs = (demo: DemoSources): DemoSourceFile[] =>
  demo.sources.filter((source) => source.variant === 'TS' && !demo.sources.some((other) => other.styling === source.styling && other.variant === 'JS'));

/**
 * `docsgen check`'s look at the JavaScript variants a build would make: the same warning for a
 * TypeScript demo Sucrase cannot read (only Sucrase runs: Prettier formats what Sucrase gives),
 * and for variants a site without Prettier would show unformatted.
 */
export async function checkJsVariants(root: string, demos: readonly DemoSources[]): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const unformatted: string[] = [];
  const hasPrettier = optionalPackageVersion(root, 'prettier') !== undefined;
  for (const source of demos.flatMap(withoutJs)) {
    const stripped = await stripTypes(source.code);
    if (!stripped.ok) diagnostics.push(...(await jsVariantProblem(root, source.file, source.code, stripped)));
    else if (!hasPrettier) unformatted.push(source.file);
  }
  if (unformatted.length > 0) diagnostics.push(prettierMissing(root, unformatted));
  return diagnostics;
}

/**
 * The demos with a JavaScript variant for every styling that has only TypeScript (`X.tsx` without
 * `X.js`: a hand-written `X.js` wins), and a JS excerpt made from `X.tsx.preview` when there is no
 * `X.js.preview`. Each is made once per content, kept in `cache` (the build cache's, else this
 * process's memory): Sucrase and Prettier load only when one is not there. A TypeScript file Sucrase cannot read is a warning at its place; the
 * demo keeps its TypeScript only. Without Prettier (`loadFormatter` finds none: the site has not
 * installed it), a variant is Sucrase's output, not kept (it is made again, formatted, once
 * Prettier is there), with one `prettier-missing` warning for all of them.
 */
export async function addJsVariants(
  root: string,
  demos: readonly DemoSources[],
  cache: JsVariantStore = memoryJsVariantStore(),
  loadFormatter: () => Promise<{ prettier: Prettier } | undefined> = () => loadPrettier(root),
): Promise<{ demos: DemoSources[]; diagnostics: Diagnostic[] }> {
  const configFile = sitePrettierConfig(root);
  const configText = configFile === undefined ? '' : `${path.relative(root, configFile)}\n${fs.readFileSync(configFile, 'utf8')}`;
  const versions = toolVersions(root);
  const optionsByFile = new Map<string, Promise<PrettierOptions>>();
  const diagnostics: Diagnostic[] = [];
  let formatter: Promise<{ prettier: Prettier } | undefined> | undefined;
  const unformatted: string[] = [];

  const generate = async (source: DemoSourceFile): Promise<DemoSourceFile | undefined> => {
    const jsFile = jsFileOf(source.file);
    const key = jsVariantKey(GENERATOR_VERSION, versions, 'module', path.relative(root, jsFile), configText, source.code);
    const cached = cache.get(key);
    if (cached !== undefined) return { variant: 'JS', styling: source.styling, file: jsFile, code: cached, generated: true };
    const prettier = (await (formatter ??= loadFormatter()))?.prettier;
    let options = optionsByFile.get(jsFile);
    if (prettier && !options) optionsByFile.set(jsFile, (options = prettierOptionsFor(prettier, jsFile, configFile)));
    const generated = await generateJs(source.code, (await options) ?? DEFAULT_PRETTIER_OPTIONS, prettier);
    if (!generated.ok) {
      diagnostics.push(...(await jsVariantProblem(root, source.file, source.code, generated)));
      return undefined;
    }
    if (prettier) cache.set(key, generated.code);
    else unformatted.push(source.file);
    return { variant: 'JS', styling: source.styling, file: jsFile, code: generated.code, generated: true };
  };

  const generatePreview = async (tsPreview: string): Promise<string | undefined> => {
    const key = jsVariantKey(GENERATOR_VERSION, versions, 'preview', tsPreview);
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const made = await generateJsPreview(tsPreview);
    if (made !== undefined) cache.set(key, made);
    return made;
  };

  const result: DemoSources[] = [];
  for (const demo of demos) {
    const sources: DemoSourceFile[] = [];
    const generating = withoutJs(demo);
    for (const source of demo.sources) {
      sources.push(source);
      if (!generating.includes(source)) continue;
      const js = await generate(source);
      if (js) sources.push(js);
    }
    const previews = { ...demo.previews };
    if (previews.TS !== undefined && previews.JS === undefined) {
      const js = await generatePreview(previews.TS);
      if (js !== undefined) previews.JS = js;
    }
    result.push({ ...demo, sources, ...(demo.previews ? { previews } : {}) });
  }
  cache.save();
  if (unformatted.length > 0) diagnostics.push(prettierMissing(root, unformatted));
  return { demos: result, diagnostics };
}
