import fs from 'node:fs';
import path from 'node:path';
import { isInside } from '../util/files.js';
import { outsideSiteProblem } from '../util/insideSite.js';
import type { CodeStyling, CodeVariant } from '../../runtime/preferences/codePreferences.js';

/** One source file of a demo: its code in one variant (TS/JS) and styling. */
export interface DemoSourceFile {
  variant: CodeVariant;
  styling: CodeStyling;
  /** Its file; for a generated variant, the file it stands for (`X.js` beside `X.tsx`), which does not exist. */
  file: string;
  code: string;
  /** Made by docsgen from the TypeScript variant (there is no hand-written `X.js`). */
  generated?: true;
}

/** A demo found on disk: what renders live (per styling) and the code shown for it. */
export interface DemoSources {
  /** Stable id from the demo's path under the site root, e.g. `content/material-ui/react-button/BasicButtons`. */
  id: string;
  /** The module rendered live, per styling (the first is the default). */
  modules: Partial<Record<CodeStyling, string>>;
  sources: DemoSourceFile[];
  /** `X.tsx.preview` / `X.js.preview`: a short excerpt shown while the full code is collapsed, per variant. */
  previews?: Partial<Record<CodeVariant, string>>;
  /** The demo providers (config `demoProvider`, relative to the site root) of the pages that show it (see collectDemos). */
  providers?: string[];
}

const STYLING_FOLDERS: ReadonlyArray<[folder: string, styling: CodeStyling]> = [
  ['system', 'MUI System'],
  ['tailwind', 'Tailwind'],
  ['css', 'CSS'],
];

const VARIANT_EXTENSIONS = [
  ['.tsx', 'TS'],
  ['.ts', 'TS'],
  ['.js', 'JS'],
  ['.jsx', 'JS'],
] as const;

/** A demo's file, unless there is none or a symbolic link leads it out of the site (`demoOutsideSite` says so). */
const readIfExists = (root: string, file: string) =>
  fs.existsSync(file) && outsideSiteProblem(root, file) === undefined ? fs.readFileSync(file, 'utf8') : undefined;

/** TS and JS files of one module path without extension (`X` → `X.tsx`, `X.js`). */
function variantsOf(root: string, base: string, styling: CodeStyling): DemoSourceFile[] {
  const found: DemoSourceFile[] = [];
  for (const [extension, variant] of VARIANT_EXTENSIONS) {
    if (found.some((source) => source.variant === variant)) continue;
    const code = readIfExists(root, base + extension);
    if (code !== undefined) found.push({ variant, styling, file: base + extension, code });
  }
  return found;
}

/** Where `{{"demo": name}}` on a page points, without extension; undefined when that leaves the site folder. */
export function demoBase(root: string, pageFile: string, name: string): string | undefined {
  const base = path.resolve(path.dirname(pageFile), name.replace(/\.(js|jsx|ts|tsx)$/, ''));
  return isInside(root, base) && base !== root ? base : undefined;
}

/**
 * The files of `{{"demo": "X.js"}}` on a page: `X.tsx` and/or `X.js` beside the page, or a folder
 * `X/` with styling variants `system/`, `tailwind/`, `css/` (each `index.tsx` and/or `index.js`).
 * Undefined when none exists. (A build looks demos up in its DemoIndex, which reads each once.)
 */
export function findDemoSources(root: string, pageFile: string, name: string): DemoSources | undefined {
  const base = demoBase(root, pageFile, name);
  return base === undefined ? undefined : readDemoSources(root, base);
}

/** The files of the demo at `base` (an absolute path without extension inside the site folder), as `findDemoSources`. */
export function readDemoSources(root: string, base: string): DemoSources | undefined {
  const id = path.relative(root, base).split(path.sep).join('/');
  const direct = variantsOf(root, base, 'MUI System');
  if (direct.length > 0) {
    const previews: DemoSources['previews'] = {};
    const tsPreview = readIfExists(root, `${base}.tsx.preview`);
    const jsPreview = readIfExists(root, `${base}.js.preview`);
    if (tsPreview !== undefined) previews.TS = tsPreview;
    if (jsPreview !== undefined) previews.JS = jsPreview;
    return {
      id,
      modules: { 'MUI System': (direct.find((source) => source.variant === 'TS') ?? direct[0]!).file },
      sources: direct,
      ...(tsPreview !== undefined || jsPreview !== undefined ? { previews } : {}),
    };
  }
  const modules: DemoSources['modules'] = {};
  const sources: DemoSourceFile[] = [];
  for (const [folder, styling] of STYLING_FOLDERS) {
    const files = variantsOf(root, path.join(base, folder, 'index'), styling);
    if (files.length === 0) continue;
    modules[styling] = (files.find((source) => source.variant === 'TS') ?? files[0]!).file;
    sources.push(...files);
  }
  return sources.length > 0 ? { id, modules, sources } : undefined;
}

/**
 * Why the demo at `base` is not read, when a symbolic link leads one of its files (or its folder)
 * out of the site: the first such file, as `outsideSiteProblem` says it; else undefined.
 */
export function demoOutsideSite(root: string, base: string): string | undefined {
  const modules = [base, ...STYLING_FOLDERS.map(([folder]) => path.join(base, folder, 'index'))];
  const files = [...modules.flatMap((module) => VARIANT_EXTENSIONS.map(([extension]) => module + extension)), `${base}.tsx.preview`, `${base}.js.preview`];
  for (const file of files) {
    const problem = fs.existsSync(file) ? outsideSiteProblem(root, file) : undefined;
    if (problem !== undefined) return problem;
  }
  return undefined;
}
