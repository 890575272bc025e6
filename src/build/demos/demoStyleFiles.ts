import fs from 'node:fs';
import path from 'node:path';
import { outsideSiteProblem } from '../util/insideSite.js';
import { parseDemoImports } from './demoImports.js';
import type { DemoSources } from './demoSources.js';

import type { DemoStyleFiles } from '../../runtime/demoTools/sandboxProject.js';
import { compileCssModule, CSS_MODULE } from '../modules/cssModule.js';

const RELATIVE_CSS = /^\.\.?\/.*\.css$/;
/** `@import "./x.css"`, `@import url(./x.css)`, and a CSS module's `composes: a from './x.module.css'`. */
const CSS_REFERENCE = /@import\s+(?:url\(\s*)?["']?(\.\.?\/[^"')\s;]+\.css)|\bfrom\s+["'](\.\.?\/[^"']+\.css)["']/g;

/**
 * The local stylesheets a demo imports (`import './Demo.css'`, CSS modules) and the local ones
 * those `@import` or compose, read as written: a sandbox's project carries them as files, its
 * imports intact. Package stylesheets stay imports (the package is a dependency of the project).
 * A file outside the site, or missing, is left out (the build reports a missing one).
 */
export function demoStyleFiles(demo: DemoSources, root: string): DemoStyleFiles | undefined {
  const files: Record<string, string> = {};
  const visit = (file: string) => {
    const name = path.relative(root, file).split(path.sep).join('/');
    if (name in files || outsideSiteProblem(root, file) !== undefined) return;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return;
    }
    files[name] = text;
    for (const match of text.matchAll(CSS_REFERENCE)) visit(path.resolve(path.dirname(file), match[1] ?? match[2]!));
  };
  for (const source of demo.sources) {
    for (const { specifier } of parseDemoImports(source.code)) if (RELATIVE_CSS.test(specifier)) visit(path.resolve(path.dirname(source.file), specifier));
  }
  if (Object.keys(files).length === 0) return undefined;
  const module = Object.values(demo.modules)[0] ?? demo.sources[0]!.file;
  return { dir: path.relative(root, path.dirname(module)).split(path.sep).join('/'), files };
}

/**
 * The class maps of the CSS modules a demo's code imports, by the specifier it imports them with:
 * live editing gives them to the edited code (the names the demo's bundle has). One that cannot be
 * compiled is left out (the build reports it).
 */
export function demoCssModules(demo: DemoSources, root: string): Record<string, Record<string, string>> | undefined {
  const found: Record<string, Record<string, string>> = {};
  for (const source of demo.sources) {
    for (const { specifier } of parseDemoImports(source.code)) {
      if (!RELATIVE_CSS.test(specifier) || !CSS_MODULE.test(specifier) || specifier in found) continue;
      try {
        found[specifier] = compileCssModule(path.resolve(path.dirname(source.file), specifier), root).classes;
      } catch {
        // Reported by the build.
      }
    }
  }
  return Object.keys(found).length > 0 ? found : undefined;
}
