import fs from 'node:fs';
import path from 'node:path';
import type { Options as PrettierOptions } from 'prettier';
import type { Diagnostic } from '../util/diagnostics.js';
import { outsideSiteError, outsideSiteProblem } from '../util/insideSite.js';
import { loadOptionalPackage } from '../util/optionalPackages.js';

/**
 * The style of MUI's hand-written demo JavaScript (its Prettier config for docs/data: single
 * quotes, trailing commas, 85 columns), used when the site has no Prettier config of its own.
 */
export const DEFAULT_PRETTIER_OPTIONS: PrettierOptions = { singleQuote: true, trailingComma: 'all', printWidth: 85 };

/** Where Prettier looks for a config in a folder, in its order (package.json counts when it has a `prettier` key). */
export const PRETTIER_CONFIG_FILES = [
  'package.json',
  '.prettierrc',
  '.prettierrc.json',
  '.prettierrc.yml',
  '.prettierrc.yaml',
  '.prettierrc.json5',
  '.prettierrc.js',
  'prettier.config.js',
  '.prettierrc.ts',
  'prettier.config.ts',
  '.prettierrc.mjs',
  'prettier.config.mjs',
  '.prettierrc.mts',
  'prettier.config.mts',
  '.prettierrc.cjs',
  'prettier.config.cjs',
  '.prettierrc.cts',
  'prettier.config.cts',
  '.prettierrc.toml',
];

/**
 * The site's own Prettier config: the first of Prettier's config files in the site root (never one
 * above it). One that a symbolic link leads out of the site is not used (`prettierConfigOutside` says so).
 */
export function sitePrettierConfig(root: string): string | undefined {
  for (const name of PRETTIER_CONFIG_FILES) {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) continue;
    if (outsideSiteProblem(root, file) !== undefined) return undefined;
    if (name !== 'package.json') return file;
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as { prettier?: unknown }).prettier !== undefined) return file;
    } catch {
      // A package.json that cannot be read names no config.
    }
  }
  return undefined;
}

/** The `outside-site` error of the site's Prettier config file, when a symbolic link leads it out of the site (it is then not used). */
export function prettierConfigOutside(root: string): Diagnostic[] {
  const name = PRETTIER_CONFIG_FILES.find((candidate) => fs.existsSync(path.join(root, candidate)));
  const problem = name === undefined ? undefined : outsideSiteError(root, path.join(root, name), { file: name });
  return problem ? [problem] : [];
}

export type GeneratedJs = { ok: true; code: string } | { ok: false; message: string; line: number; column: number };

interface SyntaxErrorWithPlace {
  message: string;
  loc?: { line: number; column: number };
}

/**
 * `code` (TypeScript with JSX) without its types, as close to what an author writes by hand as
 * Sucrase gives: JSX, imports and modern syntax kept as written; type-only imports, `import
 * type`, interfaces, type annotations, `as const` and `satisfies` gone. Sucrase keeps every line
 * where it was, blanking what it removed: those lines go (a blank line the author wrote stays),
 * so a removed import leaves no gap among the others.
 */
export async function stripTypes(code: string): Promise<GeneratedJs> {
  const { transform } = await import('sucrase');
  let stripped: string;
  try {
    stripped = transform(code, { transforms: ['typescript', 'jsx'], jsxRuntime: 'preserve', disableESTransforms: true }).code;
  } catch (caught) {
    const { message, loc } = caught as SyntaxErrorWithPlace;
    return { ok: false, message: message.replace(/\s*\(\d+:\d+\)$/, ''), line: loc?.line ?? 0, column: loc ? loc.column + 1 : 0 };
  }
  // `import Box, { BoxProps } from …` with only types among the braces leaves `import Box, { } from …`.
  stripped = stripped.replace(/^(import\s+[\w$]+)\s*,\s*\{\s*\}(\s*from\s)/gm, '$1$2');
  const before = code.split('\n');
  const after = stripped.split('\n');
  if (before.length !== after.length) return { ok: true, code: stripped };
  return { ok: true, code: after.filter((line, index) => line.trim() !== '' || before[index]!.trim() === '').join('\n') };
}

/** The part of Prettier the variants use. */
export type Prettier = Pick<typeof import('prettier'), 'format' | 'resolveConfig'>;

/**
 * The site's Prettier (else the one beside docsgen), loaded on the first call; undefined when
 * neither is installed: Prettier is an optional peer dependency of docsgen, which a site without
 * TypeScript-only demos need not install.
 */
export async function loadPrettier(root: string): Promise<{ prettier: Prettier; version: string } | undefined> {
  const found = await loadOptionalPackage<Prettier & { default?: Prettier }>(root, 'prettier');
  if (!found) return undefined;
  // Prettier 3's ES module has `format`; Prettier 2 is CommonJS, its functions on the default export.
  const prettier = typeof found.module.format === 'function' ? found.module : found.module.default;
  return prettier && { prettier, version: found.version };
}

/**
 * The Prettier options a generated `jsFile` is formatted with: the site's config (`configFile`,
 * its overrides for that file applied) when it has one, else MUI's style.
 */
export async function prettierOptionsFor(prettier: Prettier, jsFile: string, configFile: string | undefined): Promise<PrettierOptions> {
  if (configFile === undefined) return DEFAULT_PRETTIER_OPTIONS;
  return (await prettier.resolveConfig(jsFile, { config: configFile, editorconfig: false })) ?? DEFAULT_PRETTIER_OPTIONS;
}

/** `code` formatted by Prettier as JavaScript with JSX. */
export async function formatJs(prettier: Prettier, code: string, options: PrettierOptions): Promise<GeneratedJs> {
  try {
    return { ok: true, code: await prettier.format(code, { ...options, parser: 'babel' }) };
  } catch (caught) {
    const { message, loc } = caught as { message: string; loc?: { start?: { line: number; column: number } } };
    return { ok: false, message: message.split('\n')[0]!, line: loc?.start?.line ?? 0, column: loc?.start?.column ?? 0 };
  }
}

/**
 * The JavaScript variant of a TypeScript demo: its types stripped, then formatted as `options` say;
 * without Prettier (`prettier` undefined), as Sucrase leaves it (the author's lines, types gone).
 */
export async function generateJs(tsCode: string, options: PrettierOptions, prettier: Prettier | undefined): Promise<GeneratedJs> {
  const stripped = await stripTypes(tsCode);
  return stripped.ok && prettier ? formatJs(prettier, stripped.code, options) : stripped;
}

/**
 * The JavaScript excerpt of a TypeScript one (`X.tsx.preview`): its types stripped, not formatted
 * (an excerpt is a few lines of JSX as the author cut them, not a module Prettier would end with `;`).
 */
export async function generateJsPreview(tsPreview: string): Promise<string | undefined> {
  const stripped = await stripTypes(tsPreview);
  return stripped.ok ? stripped.code : undefined;
}
